import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { versionImporter } from './version-imports.js';

const build = { contentDir: '/tmp/v/1.0', siteContentDir: '/site/src/content/docs' };
const page = path.join(build.contentDir, 'en/guide/intro.mdx');

describe('versionImporter', () => {
  it('resolves an import the version lacks from the page’s place in the site’s content folder', () => {
    expect(versionImporter('../../../components/Note.astro', page, build, () => false)).toBe(
      '/site/src/content/docs/en/guide/intro.mdx',
    );
  });

  it('leaves an import of the version’s own files, a package, and other importers alone', () => {
    expect(versionImporter('./diagram.png', page, build, () => true)).toBeUndefined();
    expect(versionImporter('react', page, build, () => false)).toBeUndefined();
    expect(versionImporter('./x.js', '/site/src/pages/index.astro', build, () => false)).toBeUndefined();
  });

  it('reads the importer without its query', () => {
    expect(versionImporter('../Card.astro', `${page}?astroPropagatedAssets`, build, () => false)).toBe(
      '/site/src/content/docs/en/guide/intro.mdx',
    );
  });
});
