// End to end: a site with two older versions, one from a git tag and one from a snapshot folder, built
// with the real `astro build` (each older version by a build of its own), then built again unchanged.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSite, fixtureSite } from './test/fixture-site.js';
import { git } from './test/git.js';

const config = (versions: object) =>
  [
    "import { lectern } from '@lectern/astro';",
    "import { defineConfig } from 'astro/config';",
    '',
    'export default defineConfig({',
    "  site: 'https://docs.example.com',",
    '  integrations: [',
    '    lectern({',
    "      config: { siteTitle: 'Versioned', search: { provider: 'local' } },",
    `      versions: ${JSON.stringify(versions)},`,
    '    }),',
    '  ],',
    '});',
    '',
  ].join('\n');

const VERSIONS = {
  current: { name: '2.0', label: 'v2' },
  older: [
    { name: '1.0', label: 'v1', ref: 'v1.0.0' },
    { name: '0.9', label: 'v0.9', snapshot: 'versions/0.9' },
  ],
};

/** A prop of the fixture's component, and its API data in the form a library publishes. */
const prop = (name: string, type = 'string') => ({
  name,
  type,
  default: null,
  values: null,
  required: false,
  description: `The ${name}.`,
});
const alertApi = (props: object[]) => ({
  name: 'Alert',
  description: 'A message.',
  props,
  events: [],
  slots: [],
});

const page = (title: string, body: string) => ['---', `title: ${title}`, '---', '', body, ''].join('\n');

describe('a site with older versions from a git tag and a snapshot', () => {
  let site: FixtureSite;
  let first: ReturnType<FixtureSite['build']>;
  let second: ReturnType<FixtureSite['build']>;
  const html = (file: string) => readFileSync(path.join(site.root, 'dist', file), 'utf8');

  beforeAll(() => {
    site = fixtureSite({
      'astro.config.mjs': config(VERSIONS),
      'src/components/Note.astro': '<p class="note"><slot /></p>\n',
      // Version 1.0, committed and tagged: a page the current version removed, and an MDX page importing
      // a component of the site by a relative path.
      'src/content/docs/en/index.md': page('Home', 'The home of version one.'),
      'src/content/docs/en/guide.md': page('Guide', 'Version one says install it with npm.'),
      'src/content/docs/en/removed.md': page('Removed', 'Only version one has this page.'),
      'src/content/docs/en/note.mdx': [
        '---',
        'title: Note',
        '---',
        "import Note from '../../../components/Note.astro';",
        '',
        '<Note>A note of version one.</Note>',
        '',
      ].join('\n'),
      // The API, read from a JSON file: version 1.0's is read at its tag.
      'src/content.config.ts': [
        "import { apiLoader, docsLoader } from '@lectern/astro/loaders';",
        "import { defineCollection } from 'astro:content';",
        '',
        'export const collections = {',
        '  docs: defineCollection({ loader: docsLoader() }),',
        '  api: defineCollection({ loader: apiLoader() }),',
        '};',
        '',
      ].join('\n'),
      'src/content/api/alert.json': JSON.stringify(alertApi([prop('title'), prop('tone', "'info'")])),
      'src/content/docs/en/alert.md': page('Alert', 'The alert.\n\n<ApiTable of="alert" />'),
      'versions/0.9/en/index.md': page('Home', 'The home of version 0.9.'),
      'versions/0.9/en/guide.md': page('Guide', 'Version 0.9 says copy the files.'),
      '.gitignore': 'node_modules\ndist\n',
    });
    git(site.root, 'init', '-q');
    git(site.root, 'add', '.');
    git(site.root, 'commit', '-q', '-m', 'version one');
    git(site.root, 'tag', 'v1.0.0');
    // The current version: the guide changed, a page gone, a page added.
    execFileSync('git', ['rm', '-q', 'src/content/docs/en/removed.md'], { cwd: site.root });
    site.write({
      'src/content/docs/en/guide.md': page('Guide', 'Version two says install it with pnpm.'),
      'src/content/docs/en/new.md': page('New', 'New in version two.'),
      // Version two's API: a prop's type changed, one added, one removed.
      'src/content/api/alert.json': JSON.stringify(
        alertApi([prop('tone', "'info' | 'error'"), prop('heading')]),
      ),
      // The version lens: frontmatter badges, a marked passage, a removed one, a badge in a Markdown page.
      'src/content/docs/en/lens.mdx': [
        '---',
        'title: Lens',
        "since: '2.0'",
        "deprecated: '2.1'",
        '---',
        '',
        '<Since version="2.0">',
        '',
        'Tables sort by any column.',
        '',
        '</Since>',
        '',
        '<Since removed="2.0">',
        '',
        'The old filter box.',
        '',
        '</Since>',
        '',
        'Soon: <Since version="soon" />',
        '',
        'Dense rows <Since changed="2.1" deprecated="3.0" />.',
        '',
      ].join('\n'),
      'src/content/docs/en/lens-md.md': page(
        'Lens in Markdown',
        'The grid is dense. <Since changed="1.5" />',
      ),
    });
    // Three builds in one (the current version and two older ones), on a machine that may be running
    // other suites beside this one.
    first = site.build({ timeoutMs: 420_000 });
    second = site.build({ timeoutMs: 300_000 });
  }, 900_000);

  afterAll(() => process.env.KEEP || site?.remove());

  it('builds the current version at the plain addresses and each older one under its name', () => {
    expect(first.status, first.output).toBe(0);
    expect(html('en/guide/index.html')).toContain('install it with pnpm');
    expect(html('1.0/en/guide/index.html')).toContain('install it with npm');
    expect(html('0.9/en/guide/index.html')).toContain('copy the files');
    expect(html('1.0/en/removed/index.html')).toContain('Only version one has this page.');
    expect(existsSync(path.join(site.root, 'dist/0.9/en/removed/index.html'))).toBe(false);
  });

  it('resolves an older page’s relative imports from where the site’s content is', () => {
    expect(html('1.0/en/note/index.html')).toMatch(/<p class="note"[^>]*>A note of version one.<\/p>/);
  });

  it('draws the version lens: badges from the frontmatter and <Since>, marked passages, the versions to offer', () => {
    const lens = html('en/lens/index.html');
    expect(lens).toMatch(
      /class="lectern-title-versions"[^>]*><span class="lectern-badge lectern-badge-tip" data-lens-since="2\.0">New in 2\.0/,
    );
    expect(lens).toMatch(/data-lens-deprecated="2\.1">Deprecated in 2\.1/);
    expect(lens).toMatch(
      /<div class="lectern-since" data-lens-since="2\.0">[\s\S]*Tables sort by any column/,
    );
    expect(lens).toMatch(/<div class="lectern-since" data-lens-removed="2\.0">[\s\S]*The old filter box/);
    expect(lens).not.toContain('soon');
    // Two badges in a line stand apart, as words do.
    expect(lens).toMatch(
      /Changed in 2\.1<span[^>]*>.*?<\/span><\/span> <span class="lectern-badge lectern-badge-warning" data-lens-deprecated="3\.0">/,
    );
    expect(first.output).toMatch(/\/en\/lens\/: <Since version="soon">: not a version/);
    expect(html('en/lens-md/index.html')).toMatch(/data-lens-changed="1\.5">Changed in 1\.5/);
    // The settings panel offers the site's versions, newest first.
    expect(lens).toMatch(
      /lensVersions&quot;:\[1,\[\[0,&quot;2\.0&quot;\],\[0,&quot;1\.0&quot;\],\[0,&quot;0\.9&quot;\]\]\]/,
    );
    // The page's Markdown source says it in words.
    const source = readFileSync(path.join(site.root, 'dist/en/lens.md'), 'utf8');
    expect(source).toContain('# Lens\n\n_New in 2.0 · Deprecated in 2.1_\n');
    expect(source).toContain('_New in 2.0_\n\nTables sort by any column.');
    expect(source).toContain('_Removed in 2.0_\n\nThe old filter box.');
  });

  it("marks what each version of the API added, changed and removed, and shows an older version's own API", () => {
    const current = html('en/alert/index.html');
    const row = (text: string, name: string) =>
      new RegExp(`<tr id="api-alert-props-${name}"[^>]*>[\\s\\S]*?</tr>`).exec(text)?.[0] ?? '';
    expect(row(current, 'tone')).toMatch(/data-lens-changed="2\.0">Changed in 2\.0/);
    expect(row(current, 'heading')).toMatch(/data-lens-since="2\.0">New in 2\.0/);
    expect(row(current, 'title')).toMatch(/^<tr id="api-alert-props-title" data-lens-removed="2\.0">/);
    expect(row(current, 'title')).toContain('Removed in 2.0');
    const older = html('1.0/en/alert/index.html');
    expect(row(older, 'title')).not.toContain('data-lens');
    expect(row(older, 'tone')).toContain('&#x27;info&#x27;</span>');
    expect(older).not.toContain('api-alert-props-heading');
    // The explorer lists the removed prop with its badge, for the lens to hide from readers of 2.0.
    const explorer = html('en/api/index.html');
    expect(explorer).toMatch(
      /<a href="\/en\/api\/alert\/#api-alert-props-title" data-lens-removed="2\.0"[^>]*>[\s\S]*?Removed in 2\.0/,
    );
  });

  it("lets browsers keep every version's files named by their content for a year", () => {
    const headers = readFileSync(path.join(site.root, 'dist/_headers'), 'utf8');
    for (const folder of ['/_astro/', '/1.0/_astro/', '/0.9/_astro/', '/0.9/_lectern/sidebar/']) {
      expect(headers).toContain(`${folder}*\n  Cache-Control: public, max-age=31536000, immutable`);
    }
    const vercel = JSON.parse(readFileSync(path.join(site.root, 'dist/vercel.json'), 'utf8'));
    expect(vercel.headers.map((entry: { source: string }) => entry.source)).toContain('/1.0/_astro/(.*)');
  });

  it('keeps older pages out of search engines: noindex, canonical to the latest, not in the sitemap', () => {
    const older = html('1.0/en/guide/index.html');
    expect(older).toContain('<meta name="robots" content="noindex">');
    expect(older).toContain('<link rel="canonical" href="https://docs.example.com/en/guide/">');
    // A page the current version does not have is its own canonical page.
    expect(html('1.0/en/removed/index.html')).toContain(
      '<link rel="canonical" href="https://docs.example.com/1.0/en/removed/">',
    );
    expect(html('en/guide/index.html')).not.toContain('noindex');
    const sitemap = html('sitemap-0.xml');
    expect(sitemap).toContain('https://docs.example.com/en/guide/');
    expect(sitemap).not.toContain('/1.0/');
    expect(existsSync(path.join(site.root, 'dist/1.0/sitemap-index.xml'))).toBe(false);
    expect(existsSync(path.join(site.root, 'dist/1.0/robots.txt'))).toBe(false);
  });

  it('gives each version its own search index', () => {
    for (const folder of ['', '1.0/', '0.9/'])
      expect(existsSync(path.join(site.root, `dist/${folder}pagefind/pagefind.js`)), folder).toBe(true);
  });

  it('lists every version’s pages in _lectern/versions.json', () => {
    const listing = JSON.parse(html('_lectern/versions.json'));
    expect(listing.current).toEqual({ name: '2.0', label: 'v2' });
    expect(listing.older.map((version: { name: string }) => version.name)).toEqual(['1.0', '0.9']);
    expect(listing.pages['2.0']).toContain('/en/new/');
    expect(listing.pages['1.0']).toContain('/en/removed/');
    expect(listing.pages['0.9']).not.toContain('/en/removed/');
  });

  it('takes unchanged versions from the cache on the next build', () => {
    expect(first.output).toContain('version 1.0: building it');
    expect(second.status, second.output).toBe(0);
    expect(second.output).toContain('version 1.0: unchanged, its pages taken from the cache');
    expect(second.output).toContain('version 0.9: unchanged, its pages taken from the cache');
    expect(html('1.0/en/guide/index.html')).toContain('install it with npm');
  });
});

describe('versions that cannot be read', () => {
  let site: FixtureSite;
  afterAll(() => process.env.KEEP || site?.remove());

  it('names the version whose ref the repository does not have', () => {
    site = fixtureSite({
      'astro.config.mjs': config({
        current: { name: '2.0' },
        older: [{ name: '1.0', ref: 'v1.0.0' }],
      }),
      'src/content/docs/en/index.md': page('Home', 'Home.'),
    });
    git(site.root, 'init', '-q');
    git(site.root, 'add', '.');
    git(site.root, 'commit', '-q', '-m', 'one');
    const built = site.build();
    expect(built.status).not.toBe(0);
    expect(built.output).toContain('versions.older[0].ref: the repository has no "v1.0.0"');
    expect(built.output).not.toMatch(/^\s+at /m);
  }, 300_000);
});
