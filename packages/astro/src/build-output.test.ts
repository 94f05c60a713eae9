// End to end: tiny sites built with the real `astro build`, outside any git repository, and what the
// build prints about them.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main as previewCommand } from './preview/cli.js';
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
        'Read on about **quillwort**.',
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

  it('leaves lectern-preview what it serves, which then answers as the host will', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(site.root, 'node_modules/.astro/lectern-preview.json'), 'utf8'),
    );
    expect(manifest).toMatchObject({ root: site.root, siteDir: path.join(site.root, 'dist'), base: '/' });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const server = await previewCommand(['--port', '0', '--host', '127.0.0.1'], site.root);
    if (typeof server === 'number') throw new Error(`lectern-preview exited with ${server}`);
    try {
      const address = server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const bare = await fetch(`${origin}/en/guide/intro`, { redirect: 'manual' });
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/en/guide/intro/']);
      expect(await (await fetch(`${origin}/en/guide/intro/`)).text()).toContain(
        '<title>Getting started | My library</title>',
      );
    } finally {
      server.close();
      vi.restoreAllMocks();
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

  it('gives the group without a page of its own a section page at its folder, which lists its pages', () => {
    const section = site.read('en/guide/index.html');
    expect(section).toContain('<title>Guide | My library</title>');
    expect(section).toMatch(/<h1[^>]*>Guide<\/h1>/);
    const list = section.match(/<div data-pagefind-ignore="all"[^>]*>([\s\S]*?)<\/div>/)?.[1] ?? '';
    expect(
      [...list.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((link) => `${link[2]} ${link[1]}`),
    ).toEqual([
      'Getting started /en/guide/intro/',
      'Next steps /en/guide/next-steps/',
      'Loose ends /en/guide/loose-ends/',
    ]);
    // It has no Markdown source to copy; every page's sidebar leads to it from the group's title.
    expect(section).not.toContain('data-lectern-copy-page');
    expect(site.read('en/guide/intro/index.html')).toMatch(
      /<h2[^>]*><a [^>]*href="\/en\/guide\/"[^>]*>Guide<\/a>/,
    );
  });

  it('lets hosts keep the bundles and the sidebar trees for good', () => {
    expect(site.read('_headers')).toContain(
      '/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n/_lectern/sidebar/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
    expect(
      JSON.parse(site.read('vercel.json')).headers.map((entry: { source: string }) => entry.source),
    ).toEqual(['/_astro/(.*)', '/_lectern/sidebar/(.*)']);
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
  // Markdown pages are rendered during the content sync; their HTML is kept in files of the cache folder.
  const cache = () => path.join(site.root, 'node_modules/.astro');

  it('keeps the Markdown pages’ HTML out of Astro’s data store, in files of its cache folder', () => {
    expect(site.read('en/guide/next-steps/index.html')).toContain(
      'Read on about <strong>quillwort</strong>.',
    );
    const store = readFileSync(path.join(cache(), 'data-store.json'), 'utf8');
    expect(store).toContain('quillwort'); // the page's Markdown, which Astro keeps
    expect(store).not.toContain('<strong>quillwort</strong>');
    const kept = readdirSync(path.join(cache(), 'lectern-html/docs')).map((name) =>
      readFileSync(path.join(cache(), 'lectern-html/docs', name), 'utf8'),
    );
    expect(kept).toContainEqual(expect.stringContaining('<strong>quillwort</strong>'));
    expect(kept).toHaveLength(4);
  });

  // Last: it changes the site.
  it('renders the pages again when those files are gone, and keeps only the current ones', () => {
    rmSync(path.join(cache(), 'lectern-html'), { recursive: true });
    site.write({
      'src/content/docs/en/guide/loose-ends.md': '---\norder: 3\n---\n\nNo heading here, changed.\n',
    });
    const built = site.build();
    expect(built.status, built.output).toBe(0);
    expect(site.read('en/guide/next-steps/index.html')).toContain(
      'Read on about <strong>quillwort</strong>.',
    );
    expect(site.read('en/guide/loose-ends/index.html')).toContain('No heading here, changed.');
    expect(readdirSync(path.join(cache(), 'lectern-html/docs'))).toHaveLength(4);
  }, 180_000);
});

describe.each([
  { render: 'rendered during the sync and cached', deferRender: false, builds: 2 },
  { render: 'rendered when built (a large site’s)', deferRender: true, builds: 1 },
])(
  'a site whose pages use components without importing them, Markdown $render',
  ({ deferRender, builds: buildCount }) => {
    let site: FixtureSite;
    const builds: ReturnType<FixtureSite['build']>[] = [];
    /** The same page in Markdown and in MDX: what works in both. */
    const page = (title: string) => [
      '---',
      `title: ${title}`,
      '---',
      '',
      '<Example file="counter/basic" />',
      '',
      'Text with <Badge type="tip">New</Badge> and <Shout>loud</Shout> inline.',
      '',
      `<Hello name="${title}">`,
      '',
      'Some **Markdown** inside.',
      '',
      '</Hello>',
      '',
      '<ApiTable of="counter" headingLevel={4} />',
      '',
      '<Vanish>Kept text.</Vanish>',
      '',
    ];
    beforeAll(() => {
      site = fixtureSite({
        'astro.config.mjs': [
          "import { lectern } from '@lectern/astro';",
          "import { defineConfig } from 'astro/config';",
          '',
          'export default defineConfig({',
          '  integrations: [',
          '    lectern({',
          `      config: ${JSON.stringify({ siteTitle: 'My library', search: { provider: '' } })},`,
          "      components: { Hello: './src/components/Hello.astro', Shout: './src/components/ui.tsx#Shout' },",
          '    }),',
          '  ],',
          '});',
          '',
        ].join('\n'),
        // A site lists astro and @lectern/astro only: the API collection's loader and schema come from here.
        'src/content.config.ts': [
          "import { apiLoader, docsLoader } from '@lectern/astro/loaders';",
          "import { defineCollection } from 'astro:content';",
          '',
          'export const collections = {',
          `  docs: defineCollection({ loader: docsLoader({ deferRender: ${deferRender} }) }),`,
          '  api: defineCollection({ loader: apiLoader() }),',
          '};',
          '',
        ].join('\n'),
        'src/components/Hello.astro':
          '---\nconst { name } = Astro.props;\n---\n\n<div class="hello">Hello, {name}! <slot /></div>\n',
        'src/components/ui.tsx': [
          "import type { ReactNode } from 'react';",
          '',
          'export function Shout({ children }: { children?: ReactNode }) {',
          '  return <strong className="shout">{children}</strong>;',
          '}',
          '',
        ].join('\n'),
        'src/examples/counter/basic.tsx': [
          "import { useState } from 'react';",
          '',
          'export default function Counter() {',
          '  const [count, setCount] = useState(0);',
          '  return <button type="button" onClick={() => setCount(count + 1)}>Clicked {count}</button>;',
          '}',
          '',
        ].join('\n'),
        'src/content/api/counter.json': JSON.stringify({
          name: 'Counter',
          description: 'Counts clicks.',
          props: [
            {
              name: 'start',
              type: 'number',
              default: '0',
              values: null,
              required: false,
              description: 'The first count.',
            },
          ],
          events: [],
          slots: [],
        }),
        'src/content/docs/en/index.md': '---\ntitle: Home\nlayout: home\n---\n\nWelcome.\n',
        'src/content/docs/en/in-markdown.md': [
          ...page('Markdown'),
          '<script setup>',
          "import { ref } from 'vue'",
          'const count = ref(0)',
          '</script>',
          '',
        ].join('\n'),
        'src/content/docs/en/in-mdx.mdx': page('MDX').join('\n'),
      });
      // The second build takes the unchanged Markdown page from Astro's cache.
      for (let build = 0; build < buildCount; build += 1) builds.push(site.build());
    }, 180_000);
    afterAll(() => site.remove());

    it('builds every time', () => {
      expect(builds.map((build) => build.status)).toEqual(builds.map(() => 0));
    });

    it('keeps no list of the shown API in the built site: the search index reads it and removes it', () => {
      expect(() => site.read('_lectern/api-search.json')).toThrow(/ENOENT/);
    });

    it.each(['in-markdown', 'in-mdx'])('draws the built-ins and the site’s components in %s', (slug) => {
      const built = site.read(`en/${slug}/index.html`);
      const html = built.slice(built.indexOf('<main'), built.indexOf('</main>'));
      // The live example: rendered on the server, hydrated in the browser, with its source.
      expect(html).toMatch(/<figure class="lectern-example" data-example="counter\/basic"/);
      expect(html).toMatch(
        /<div class="lectern-example-stage"[^>]* data-example-live="counter\/basic"[^>]*>/,
      );
      expect(html).toContain('<button type="button">Clicked <!-- -->0</button>');
      expect(html).toMatch(/<summary[^>]*>Show code<\/summary>/);
      expect(html).toContain('<span class="lectern-badge lectern-badge-tip">New</span>');
      expect(html).toContain('<strong class="shout">loud</strong>');
      expect(html).toMatch(
        /<div class="hello"[^>]*>Hello, (Markdown|MDX)! [\s\S]*Some <strong>Markdown<\/strong> inside\./,
      );
      expect(html).toMatch(/<h4 id="api-counter-props">Props<\/h4>/);
      expect(html).toContain('The first count.');
      expect(html).toContain('Kept text.');
      expect(html).not.toMatch(/lectern-component|<Vanish|<Example|<ApiTable/);
    });

    it('prints no note about the marker Astro puts in MDX pages', () => {
      expect(builds[0]?.output ?? '').not.toContain('MODULE_LEVEL_DIRECTIVE');
    });

    it('leaves the Vue block out of the page', () => {
      expect(site.read('en/in-markdown/index.html')).not.toContain('vue');
    });

    it.each([0, 1].slice(0, buildCount))(
      'says each unknown component and Vue block with its file and line, on build %i',
      (index) => {
        const output = builds[index]?.output ?? '';
        // Vite says something of its own about every page rendered when built (MDX, and Markdown then).
        const ours = (lines: string[]) => lines.filter((line) => line.includes('[@lectern/astro]'));
        expect(ours(warningsAbout(output, 'in-markdown.md'))).toEqual([
          expect.stringMatching(
            /\[WARN\] \[@lectern\/astro\] src\/content\/docs\/en\/in-markdown\.md:17:1: unknown component <Vanish> \(not a built-in, not in lectern\(\{ components \}\)\); its tags are left out, its content kept$/,
          ),
          expect.stringMatching(
            /src\/content\/docs\/en\/in-markdown\.md:19:1: a Vue <script setup> block: Lectern does not run Vue, so the block is left out$/,
          ),
        ]);
        expect(ours(warningsAbout(output, 'in-mdx.mdx'))).toEqual([
          expect.stringMatching(
            /\[WARN\] \[@lectern\/astro\] src\/content\/docs\/en\/in-mdx\.mdx:17:1: unknown component <Vanish> \(not imported, not a built-in, not in lectern\(\{ components \}\)\)$/,
          ),
        ]);
      },
    );

    it.each(['in-markdown', 'in-mdx'])('writes the built-ins as Markdown in the source of %s', (slug) => {
      const markdown = site.read(`en/${slug}.md`);
      expect(markdown).toContain('```tsx title="counter/basic.tsx"\nimport { useState } from \'react\';');
      expect(markdown).toContain('Text with New and loud inline.');
      expect(markdown).toContain('#### Props\n\n| Prop | Type | Default | Description |');
      expect(markdown).toContain('Kept text.');
      expect(markdown).not.toMatch(/<Example|<ApiTable|<Badge|<Vanish|vue/);
    });
  },
);

describe('a site whose components are written wrong', () => {
  let site: FixtureSite;
  afterAll(() => site.remove());

  it('fails naming the option and the entry', () => {
    site = fixtureSite({
      'astro.config.mjs': [
        "import { lectern } from '@lectern/astro';",
        "import { defineConfig } from 'astro/config';",
        '',
        'export default defineConfig({',
        '  integrations: [',
        "    lectern({ config: { siteTitle: 'My library' }, components: { Card: './src/Card.astro', tabs: './src/Tabs.astro' } }),",
        '  ],',
        '});',
        '',
      ].join('\n'),
      'src/content/docs/en/index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
    });
    const built = site.build();
    expect(built.status).not.toBe(0);
    expect(linesWith(built.output, 'astro.config: components.')).toEqual([
      expect.stringContaining(
        `astro.config: components.Card: no file at ./src/Card.astro (looked for ${site.root}/src/Card.astro)`,
      ),
      'astro.config: components.tabs: "tabs" is not a component name: start it with a capital letter and use letters and digits only, e.g. "Tabs" (a tag starting with a small letter is an HTML element)',
    ]);
    expect(built.output).toContain('The components of the Lectern integration are invalid (see above).');
    expect(built.output).not.toMatch(/^\s+at /m);
  }, 120_000);

  it('fails naming the page of an API table the site has no data for', () => {
    site.remove();
    site = fixtureSite({
      'astro.config.mjs': astroConfig({ siteTitle: 'My library', search: { provider: '' } }),
      'src/content.config.ts': [
        "import { apiLoader, docsLoader } from '@lectern/astro/loaders';",
        "import { defineCollection } from 'astro:content';",
        '',
        'export const collections = { docs: defineCollection({ loader: docsLoader() }), api: defineCollection({ loader: apiLoader() }) };',
        '',
      ].join('\n'),
      'src/content/api/button.json': JSON.stringify({
        name: 'Button',
        description: 'A button.',
        props: [],
        events: [],
        slots: [],
      }),
      'src/content/docs/en/index.md': '---\ntitle: Home\n---\n\n<ApiTable of="buton" />\n',
    });
    const built = site.build();
    expect(built.status).not.toBe(0);
    expect(built.output).toContain(
      '/en/: <ApiTable of="buton" />: no entry "buton" in the api collection, which has button (did you mean "button"?)',
    );
  }, 120_000);
});

describe("a site with a component of a built-in's name", () => {
  let site: FixtureSite;
  afterAll(() => site.remove());

  it('draws its own in place of the built-in, in .md and .mdx pages', () => {
    site = fixtureSite({
      'astro.config.mjs': [
        "import { lectern } from '@lectern/astro';",
        "import { defineConfig } from 'astro/config';",
        '',
        'export default defineConfig({',
        '  integrations: [',
        "    lectern({ config: { siteTitle: 'My library', search: { provider: '' } }, components: { Badge: './src/Badge.astro' } }),",
        '  ],',
        '});',
        '',
      ].join('\n'),
      'src/Badge.astro': '<mark class="own-badge"><slot /></mark>\n',
      'src/content/docs/en/index.md': '---\ntitle: Home\n---\n\nA <Badge type="tip">New</Badge> page.\n',
      'src/content/docs/en/other.mdx': '---\ntitle: Other\n---\n\nA <Badge type="tip">New</Badge> page.\n',
    });
    expect(site.build().status).toBe(0);
    for (const file of ['en/index.html', 'en/other/index.html']) {
      const html = site.read(file);
      expect(html).toContain('<mark class="own-badge">New</mark>');
      expect(html).not.toContain('lectern-badge-tip');
    }
  }, 120_000);
});
