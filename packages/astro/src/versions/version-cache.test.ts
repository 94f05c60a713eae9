import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFilesDigest, buildEnvDigest, siteFilesDigest, versionCacheKey } from './version-cache';

const parts = {
  version: { name: '0.1', label: 'v0.1', snapshot: 'versions/0.1' },
  content: 'files:abc',
  lectern: 'lectern',
  site: 'site',
  base: '/',
  menu: [
    { name: '0.2', label: 'v0.2' },
    { name: '0.1', label: 'v0.1' },
  ],
  env: 'env',
  api: 'api',
};

describe('versionCacheKey', () => {
  it('is the same for the same parts', () => {
    expect(versionCacheKey(parts)).toBe(versionCacheKey({ ...parts, menu: [...parts.menu] }));
  });

  it.each([
    ['the content', { content: 'files:abd' }],
    ['the Lectern packages', { lectern: 'lectern 2' }],
    ["the site's files", { site: 'site 2' }],
    ['the base', { base: '/docs/' }],
    ['a release added to the menu', { menu: [{ name: '0.3', label: 'v0.3' }, ...parts.menu] }],
    ['a label of the menu', { menu: [{ name: '0.2', label: 'v0.2 (LTS)' }, parts.menu[1]] }],
    ['the environment the build reads', { env: 'env 2' }],
    ["the versions' API data", { api: 'api 2' }],
  ])('changes with %s', (_, change) => {
    expect(versionCacheKey({ ...parts, ...change } as typeof parts)).not.toBe(versionCacheKey(parts));
  });
});

describe('siteFilesDigest', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads the public and source folders where Astro has them, leaving out the content', () => {
    root = mkdtempSync(path.join(tmpdir(), 'lectern-site-files-'));
    for (const [file, text] of Object.entries({
      'astro.config.mjs': 'export default {};',
      'assets/public/logo.svg': '<svg/>',
      'app/components/Card.astro': '<div />',
      'app/content/docs/en/index.md': '# Home',
    })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    const digest = () => siteFilesDigest(root, ['app/content/docs'], ['app', 'assets/public']);
    const before = digest();
    writeFileSync(path.join(root, 'app/content/docs/en/index.md'), '# Home, changed');
    expect(digest()).toBe(before);
    writeFileSync(path.join(root, 'assets/public/logo.svg'), '<svg id="new"/>');
    const afterLogo = digest();
    expect(afterLogo).not.toBe(before);
    // With the default folders, a public folder elsewhere is not read.
    const plain = siteFilesDigest(root, ['app/content/docs']);
    writeFileSync(path.join(root, 'assets/public/logo.svg'), '<svg id="newer"/>');
    expect(siteFilesDigest(root, ['app/content/docs'])).toBe(plain);
    expect(digest()).not.toBe(afterLogo);
  });
});

describe('buildEnvDigest', () => {
  it('changes with the PUBLIC_ variables and those the site names, and no others', () => {
    const base = {
      PATH: '/bin',
      PUBLIC_API: 'https://a.example',
      DOCS_DATA: '/data',
      LECTERN_BUILD_ID: 'abc',
    };
    const digest = (env: NodeJS.ProcessEnv) => buildEnvDigest(['DOCS_DATA'], env);
    expect(digest({ ...base, PATH: '/usr/bin', LECTERN_BUILD_ID: 'def' })).toBe(digest(base));
    expect(digest({ ...base, PUBLIC_API: 'https://b.example' })).not.toBe(digest(base));
    expect(digest({ ...base, DOCS_DATA: '/other' })).not.toBe(digest(base));
    expect(digest({ PATH: '/bin', PUBLIC_API: 'https://a.example' })).not.toBe(digest(base));
    expect(buildEnvDigest([], { ...base, DOCS_DATA: '/other' })).toBe(buildEnvDigest([], base));
  });
});

describe('apiFilesDigest', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("changes with a version's API data file, and tells a missing file from an empty one", () => {
    root = mkdtempSync(path.join(tmpdir(), 'lectern-api-files-'));
    writeFileSync(path.join(root, 'api-0.1.json'), '{"lecternApi":1,"components":[]}');
    const versions = [{ api: { api: 'api-0.1.json' } }, {}];
    const before = apiFilesDigest(root, versions);
    expect(apiFilesDigest(root, [...versions])).toBe(before);
    writeFileSync(path.join(root, 'api-0.1.json'), '{"lecternApi":1,"components":[ ]}');
    const changed = apiFilesDigest(root, versions);
    expect(changed).not.toBe(before);
    expect(apiFilesDigest(root, [{ api: { api: 'none.json' } }])).not.toBe(apiFilesDigest(root, [{}]));
  });
});
