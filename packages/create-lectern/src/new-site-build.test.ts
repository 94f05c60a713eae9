// End to end: a new site's files with --api, built with the real `astro build` in a throwaway site linked
// to this repository's packages (@lectern/tooling's fixture-site helper): the API tables are read from the
// library's TypeScript. The site without --api is built from the packed packages, installed with npm and
// pnpm, and tested in the browser by apps/fresh-sites.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { astroPackageFolder, type FixtureSite, fixtureSite } from '@lectern/tooling/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOptions } from './create-options.js';
import { type ScaffoldVersions, siteFiles } from './site-files.js';
import { templateFiles } from './test/template-files.js';

const LIBRARY = fileURLToPath(new URL('../fixtures/react-library/', import.meta.url));

const options = (api: CreateOptions['api']): CreateOptions => ({
  directory: 'docs',
  title: 'Docs',
  site: undefined,
  languages: ['en'],
  search: 'none',
  algolia: undefined,
  accounts: false,
  api,
  packageManager: 'npm',
  packages: undefined,
  install: false,
});

const versions: ScaffoldVersions = {
  dependencies: {},
  devDependencies: {},
  reactApi: {},
  accounts: {},
  algolia: {},
};

/** A fixture site with a new site's files (its packages linked by the fixture, not installed), built. */
function newSite(api: CreateOptions['api'], more: Record<string, string> = {}) {
  const site = fixtureSite({}, { astroPackage: astroPackageFolder(import.meta.url) });
  const files = siteFiles(options(api), templateFiles(), versions, site.root);
  files.delete('package.json');
  site.write({ ...Object.fromEntries(files), ...more });
  return { site, build: site.build() };
}

/** The text of a built page's table row, its markup taken out. */
function rowText(html: string, id: string): string {
  const row = new RegExp(`<tr id="${id}">([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? '';
  return row
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(?:39|x27);/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('a new site with --api', () => {
  let library: { site: FixtureSite; build: { status: number | null; output: string } };
  beforeAll(() => {
    const api = { entry: path.join(LIBRARY, 'src/index.ts'), tsconfig: path.join(LIBRARY, 'tsconfig.json') };
    // The page its author adds, as the sample's page says.
    const rating = '---\ntitle: Rating\n---\n\n## API\n\n<ApiTable of="rating" />\n';
    library = newSite(api, { 'src/content/docs/en/components/rating.md': rating });
  }, 240_000);
  afterAll(() => {
    if (!process.env.LECTERN_KEEP_SITES) library?.site.remove();
  });

  it('builds with the library’s API, and the sample page says how to show it', () => {
    expect(library.build.status, library.build.output).toBe(0);
    const rating = library.site.read('en/components/rating/index.html');
    expect(rowText(rating, 'api-rating-props-max')).toBe(
      'max number 5 How many stars there are. At least 1.',
    );
    expect(rowText(rating, 'api-rating-events-change')).toBe(
      'change number Called with the new value when the reader chooses a star.',
    );
    const button = library.site.read('en/components/button/index.html');
    expect(button).not.toContain('api-button-props');
    expect(button).toContain('reads your library');
    // Its library's components have API pages of their own.
    expect(library.site.read('en/api/rating/index.html')).toMatch(
      /<a href="\/en\/components\/rating\/"[^>]*>Rating in the component guide<\/a>/,
    );
  });
});
