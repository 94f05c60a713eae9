// End to end: tiny sites built with the real `astro build`, outside any git repository, and what the
// build prints about them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSite, fixtureSite } from './test/fixture-site.js';

/** `astro.config.mjs` with the theme settings given. */
const astroConfig = (config: object) =>
  [
    "import { lectern } from '@lectern/astro';",
    "import { defineConfig } from 'astro/config';",
    '',
    `export default defineConfig({ integrations: [lectern({ config: ${JSON.stringify(config)} })] });`,
    '',
  ].join('\n');

/** The lines of the build's output that mention a text. */
const linesWith = (output: string, text: string) => output.split('\n').filter((line) => line.includes(text));

/** The warnings of the build's output that mention a text. */
const warningsAbout = (output: string, text: string) =>
  linesWith(output, text).filter((line) => line.includes('[WARN]'));

describe('a site with dead links, and no home page', () => {
  let site: FixtureSite;
  let built: ReturnType<FixtureSite['build']>;
  beforeAll(() => {
    // The README's smallest site, with a few mistakes of its own.
    site = fixtureSite({
      'astro.config.mjs': astroConfig({
        siteTitle: 'My library',
        nav: [{ text: 'Guide', link: '/guide/' }],
        sidebar: {
          '/guide/': [
            {
              text: 'Guide',
              items: [
                { text: 'Introduction', link: '/guide/' },
                { text: 'Advanced', link: '/guide/advanced/' },
              ],
            },
          ],
        },
        search: { provider: '' },
      }),
      'src/content/docs/en/guide/index.md': [
        '---',
        'title: Guide',
        'next:',
        '  text: Later',
        '  link: /en/guide/later/',
        '---',
        '',
        'Start here.',
        '',
        'Then read [the setup](./setup/).',
        '',
      ].join('\n'),
    });
    built = site.build();
  }, 120_000);
  afterAll(() => site.remove());

  it('fails, naming each dead link where it is written, and the files that would make the pages', () => {
    expect(built.status).not.toBe(0);
    const report = built.output.slice(built.output.indexOf('4 links lead to no page of the site:'));
    expect(report.split('\n').slice(0, 5)).toEqual([
      '4 links lead to no page of the site:',
      'astro.config: sidebar["/guide/"][0].items[1].link: /guide/advanced/ → /en/guide/advanced/: no such page (create src/content/docs/en/guide/advanced.md)',
      "the theme's link to the language's home page (the logo, the language menu and the language picker at /): /en/: no such page (create src/content/docs/en/index.md)",
      'src/content/docs/en/guide/index.md: next.link: /en/guide/later/: no such page (create src/content/docs/en/guide/later.md)',
      'src/content/docs/en/guide/index.md:10:11: [the setup](./setup/) → /en/guide/setup/: no such page (create src/content/docs/en/guide/setup.md)',
    ]);
    expect(built.output).not.toMatch(/index\.html: \//);
  });

  it("keeps git's complaints out of the log of a site outside git", () => {
    expect(linesWith(built.output, 'fatal:')).toEqual([]);
    expect(built.output).not.toContain('not a git repository');
  });
});

describe('a site whose pages take their titles from their headings', () => {
  let site: FixtureSite;
  const builds: ReturnType<FixtureSite['build']>[] = [];
  beforeAll(() => {
    site = fixtureSite({
      'astro.config.mjs': astroConfig({
        siteTitle: 'My library',
        sidebar: { '/guide/': [{ text: 'Guide', autogenerate: { directory: 'guide' } }] },
        search: { provider: '' },
      }),
      'src/content/docs/en/index.md': '---\ntitle: Home\nlayout: home\n---\n\n[Start](/en/guide/intro/)\n',
      'src/content/docs/en/guide/intro.md': '---\norder: 1\n---\n\n# Getting started\n\nInstall it.\n',
      'src/content/docs/en/guide/next-steps.md': [
        '---',
        'title: Next steps',
        'order: 2',
        '---',
        '',
        'Read on.',
        '',
        ':::nope',
        'Text',
        ':::',
        '',
      ].join('\n'),
      'src/content/docs/en/guide/loose-ends.md': '---\norder: 3\n---\n\nNo heading here.\n',
    });
    // The second build takes the unchanged pages from Astro's cache.
    builds.push(site.build(), site.build());
  }, 180_000);
  afterAll(() => site.remove());

  it('builds, printing nothing but its log', () => {
    expect(builds.map((build) => build.status)).toEqual([0, 0]);
    for (const { output } of builds) {
      const stray = output
        .split('\n')
        .filter((line) => line.trim() !== '' && line.trim() !== 'generating static routes')
        .filter((line) => !/^\d\d:\d\d:\d\d /.test(line));
      expect(stray).toEqual([]);
    }
  });

  it('titles the page after its # heading in <title>, the sidebar and the pager, with one h1', () => {
    const intro = site.read('en/guide/intro/index.html');
    expect(intro).toContain('<title>Getting started | My library</title>');
    expect(intro.match(/<h1\b/g)).toHaveLength(1);
    expect(intro).toMatch(/<h1[^>]*>Getting started<\/h1>/);
    expect(intro).toMatch(/<a [^>]*href="\/en\/guide\/intro\/"[^>]*>(<[^>]+>)*Getting started/);
    const next = site.read('en/guide/next-steps/index.html');
    expect(next).toMatch(/href="\/en\/guide\/intro\/"[^>]*>[\s\S]{0,300}Getting started/);
  });

  it('lists the page under that title in llms.txt, and gives its Markdown source one title', () => {
    expect(site.read('llms.txt')).toContain('- [Getting started](/en/guide/intro.md)');
    expect(site.read('en/guide/intro.md')).toBe('# Getting started\n\nInstall it.\n');
  });

  it('titles a page with neither after its file name', () => {
    expect(site.read('en/guide/loose-ends/index.html')).toContain('<title>Loose ends | My library</title>');
  });

  it.each([0, 1])(
    'says each Markdown warning with its file and line once, on build %i and after',
    (index) => {
      const output = builds[index]?.output ?? '';
      expect(warningsAbout(output, 'next-steps.md')).toEqual([
        expect.stringMatching(
          /\[WARN\] \[@lectern\/astro\] src\/content\/docs\/en\/guide\/next-steps\.md:8:1: unknown container directive ":::nope"/,
        ),
      ]);
      expect(warningsAbout(output, 'loose-ends.md')).toEqual([
        expect.stringMatching(
          /src\/content\/docs\/en\/guide\/loose-ends\.md: no "title" in the frontmatter and no "#" heading: the page is titled "Loose ends" after its file name/,
        ),
      ]);
    },
  );
});
