// End to end: a site whose `api` collection is read from a React and a Vue library and whose `elements`
// collection from a Custom Elements Manifest (the tests' own fixtures) gets an API page per component and the API
// explorer, the two collections listed as sets.
import { readdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_LIBRARIES } from '@lectern/tooling/api-libraries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSite, fixtureSite } from './test/fixture-site.js';

const fixtures = API_LIBRARIES;

/** The files of a fixture folder, to write into the site under `folder`. */
function filesOf(fixture: string, folder: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(path.join(fixtures, fixture)).map((name) => [
      `${folder}/${name}`,
      readFileSync(path.join(fixtures, fixture, name), 'utf8'),
    ]),
  );
}

/** The CSS a built page has: its `<style>` blocks and the stylesheets it links. */
function stylesOf(site: FixtureSite, page: string): string {
  const html = site.read(page);
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  const linked = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"/g)].map((match) =>
    site.read(match[1] ?? ''),
  );
  return [...inline, ...linked].join('\n');
}

/** The text of an HTML fragment without its tags and with its spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a site with API data, its pages given only a source link', { timeout: 240_000 }, () => {
  let site: FixtureSite;
  let built: ReturnType<FixtureSite['build']>;
  beforeAll(() => {
    site = fixtureSite({
      'astro.config.mjs': [
        "import { lectern } from '@lectern/astro';",
        "import { defineConfig } from 'astro/config';",
        '',
        'export default defineConfig({',
        "  site: 'https://ui.example.com',",
        '  integrations: [',
        '    lectern({',
        `      config: ${JSON.stringify({
          siteTitle: 'Fixture UI',
          search: { provider: '' },
          locales: [
            { locale: 'en', title: 'English', enabled: true },
            { locale: 'zh-CN', title: '简体中文', enabled: true },
          ],
        })},`,
        '      apiPages: {',
        "        sourceLink: 'https://example.com/ui/blob/main/:path',",
        "        sets: [{ collection: 'api', title: 'Components' }, { collection: 'elements', prefix: 'el-', title: 'Elements' }],",
        '      },',
        '    }),',
        '  ],',
        '});',
        '',
      ].join('\n'),
      'src/content.config.ts': [
        "import { apiLoader, docsLoader } from '@lectern/astro/loaders';",
        "import { defineCollection } from 'astro:content';",
        '',
        'export const collections = {',
        '  docs: defineCollection({ loader: docsLoader() }),',
        '  api: defineCollection({',
        '    loader: apiLoader({',
        '      base: false,',
        "      react: { entry: './ui/index.ts' },",
        "      vue: { entry: './vue-ui/index.ts', tsconfig: './vue-ui/tsconfig.json' },",
        '    }),',
        '  }),',
        '  elements: defineCollection({',
        "    loader: apiLoader({ base: false, customElements: { manifest: './elements/custom-elements.json' } }),",
        '  }),',
        '};',
        '',
      ].join('\n'),
      ...filesOf('react-library', 'ui'),
      // One more component, whose prop's type names another one's props: its type links to that page.
      'ui/index.ts': `${readFileSync(path.join(fixtures, 'react-library/index.ts'), 'utf8')}export { Toolbar } from './Toolbar';\n`,
      'ui/Toolbar.tsx': [
        "import type { BadgeProps } from './Badge';",
        '',
        '/** A row of badges. */',
        'export function Toolbar({ badges }: { /** The badges it shows. */ badges: BadgeProps[] }) {',
        '  return <div>{badges.length}</div>;',
        '}',
        '',
      ].join('\n'),
      ...filesOf('web-components', 'elements'),
      ...filesOf('vue-library', 'vue-ui'),
      'src/content/docs/en/index.md': '---\ntitle: Home\nlayout: home\n---\n\nWelcome.\n',
      'src/content/docs/en/guide/badge.md':
        '---\ntitle: Badges\n---\n\nA badge.\n\n<ApiTable of="badge" />\n',
      'src/content/docs/zh-CN/guide/badge.md': '---\ntitle: 徽章\n---\n\n徽章。\n\n<ApiTable of="badge" />\n',
      // A component of the second set, shown by naming its collection.
      'src/content/docs/en/guide/counter.md':
        '---\ntitle: Counters\n---\n\nA counter.\n\n<ApiTable of="counter-badge" collection="elements" />\n',
      // An MDX page's tag over several lines shows the picker; the panel named in code is not shown.
      'src/content/docs/en/guide/picker.mdx': [
        '---',
        'title: Pickers',
        '---',
        '',
        'A picker. The `<ApiTable of="panel" />` tag would show the panel.',
        '',
        '<ApiTable',
        '  of="picker"',
        '  headingLevel={3}',
        '/>',
        '',
      ].join('\n'),
      'src/content/docs/en/guide/toolbar.md':
        '---\ntitle: Toolbars\n---\n\nA toolbar.\n\n<ApiTable of="toolbar" inline />\n',
    });
    // The Vue library's `vue`, as its site would have it installed.
    symlinkSync(
      realpathSync(fileURLToPath(new URL('../node_modules/vue', import.meta.url))),
      path.join(site.root, 'node_modules/vue'),
    );
    built = site.build();
  }, 240_000);
  afterAll(() => site.remove());

  it('builds, warning of nothing', () => {
    expect(built.status, built.output).toBe(0);
    expect(built.output.split('\n').filter((line) => line.includes('[WARN]'))).toEqual([]);
  });

  it('gives each component a page: its title, description, life, guide, source, example and tables', () => {
    const html = site.read('en/api/badge/index.html');
    expect(html).toContain('<title>Badge API | Fixture UI</title>');
    expect(html).toMatch(/<h1[^>]*>Badge<\/h1>/);
    expect(text(html)).toContain('A short status next to a title.');
    expect(html).toMatch(
      /<span class="lectern-badge lectern-badge-tip" data-lens-since="1\.2\.0">New in 1\.2\.0/,
    );
    expect(html).toMatch(/<a href="\/en\/guide\/badge\/"[^>]*>Badge in the component guide<\/a>/);
    expect(html).toMatch(
      /<a href="https:\/\/example\.com\/ui\/blob\/main\/ui\/Badge\.tsx"[^>]*>ui\/Badge\.tsx<\/a>/,
    );
    expect(text(html)).toContain('Examples');
    // The example highlighted like the pages' code blocks, in both code themes, as TSX.
    const example = /<div class="lectern-api-page-example"[^>]*>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '';
    expect(example).toMatch(/<pre class="astro-code[^"]*"[^>]*data-language="tsx"/);
    expect(example).toContain('--shiki-dark');
    expect(
      example
        .replace(/<[^>]+>/g, '')
        .replace(/&quot;/g, '"')
        .replace(/&(?:lt|#x3C);/g, '<')
        .replace(/&gt;/g, '>'),
    ).toContain('<Badge label="New" tone="success">New</Badge>');
    const tone = /<tr[^>]*id="api-badge-props-tone"[^>]*>[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(text(tone)).toContain('The colour, from the tones.');
    expect(html).toContain('id="api-badge-events-dismiss"');
  });

  it("links a type naming another component's props to that component's page", () => {
    const html = site.read('en/api/toolbar/index.html');
    expect(html).toMatch(/<a href="\/en\/api\/badge\/"[^>]*>BadgeProps<\/a>\[\]/);
    expect(site.read('zh-CN/api/toolbar/index.html')).toContain('href="/zh-CN/api/badge/"');
    // Its own page links no type to itself.
    expect(site.read('en/api/badge/index.html')).not.toMatch(/<a href="\/en\/api\/badge\/"/);
  });

  it('gives a guide page both the link to the API page and the tables, the visitor choosing which shows', () => {
    const html = site.read('en/guide/badge/index.html');
    const block = /<div class="lectern-api-tables"[^>]*>[\s\S]*<\/table>/.exec(html)?.[0] ?? '';
    expect(block).toMatch(
      /<p class="lectern-api-tables-link"[^>]*><a href="\/en\/api\/badge\/"[^>]*>Badge API: props, events and slots<\/a>/,
    );
    expect(block).toContain('id="api-badge-props-tone"');
    // The setting off, the link shows; on, the tables; a link into the tables shows them too.
    const css = stylesOf(site, 'en/guide/badge/index.html');
    expect(css).toMatch(
      /html:not\(\[data-inline-api-tables\]\) \.lectern-api-tables-tables[^{]*:not\(:has\(:target\)\)[^{]*\{display:none/,
    );
    expect(css).toMatch(/html\[data-inline-api-tables\] \.lectern-api-tables-link[^{]*\{display:none/);
    expect(site.read('zh-CN/guide/badge/index.html')).toMatch(
      /<a href="\/zh-CN\/api\/badge\/"[^>]*>Badge API：属性、事件和插槽<\/a>/,
    );
  });

  it('draws the tables alone with `inline`, its types linking to the pages of the components they name', () => {
    const html = site.read('en/guide/toolbar/index.html');
    expect(html).not.toContain('lectern-api-tables-link');
    expect(html).toMatch(/<a href="\/en\/api\/badge\/"[^>]*>BadgeProps<\/a>\[\]/);
  });

  it('says a deprecated component is, and why', () => {
    const html = site.read('en/api/panel/index.html');
    expect(text(html).replace(/&#(?:39|x27);/g, "'")).toContain("Deprecated. Use the library's Card.");
    // No page shows its tables: no guide to lead to.
    expect(html).not.toContain('in the component guide');
  });

  it('reads the tags of an MDX page as MDX, and none in code', () => {
    expect(site.read('en/api/picker/index.html')).toMatch(
      /<a href="\/en\/guide\/picker\/"[^>]*>Picker in the component guide<\/a>/,
    );
    expect(site.read('en/guide/picker/index.html')).toContain('id="api-picker-props-');
  });

  it('lets search find a component no page shows by its API page, and one a guide shows only there', () => {
    // Shown by its guide: its API page is left out of the index.
    expect(site.read('en/api/badge/index.html')).toMatch(/<div data-pagefind-ignore="all"[^>]*>/);
    // Shown by none: the page is indexed, its name weighted, its crumbs, examples and tables left out (its
    // props are results of their own), its description not ranked as a guide's is.
    const html = site.read('en/api/panel/index.html');
    expect(html).not.toMatch(/<div data-pagefind-ignore="all"[^>]*>/);
    expect(html).toMatch(/<h1 data-pagefind-weight="3"[^>]*>Panel<\/h1>/);
    expect(html).toMatch(/<p class="lectern-api-page-crumbs" data-pagefind-ignore/);
    expect(html).toMatch(/<div data-pagefind-ignore[^>]*><div[^>]*data-api="Panel"/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).not.toContain('data-pagefind-meta="description[content]"');
  });

  it('draws a custom element’s page, with its CSS parts, at its set’s prefix', () => {
    const html = site.read('en/api/el-counter-badge/index.html');
    expect(html).toMatch(/<h1[^>]*>counter-badge<\/h1>/);
    expect(html).toContain('id="api-counter-badge-css-parts"');
  });

  it('draws a Vue component’s page: props, emits as events, slots and what it exposes', () => {
    const html = site.read('en/api/v-counter/index.html');
    expect(html).toMatch(/<h1[^>]*>VCounter<\/h1>/);
    expect(html).toMatch(/data-lens-since="1\.1\.0">New in 1\.1\.0/);
    for (const id of ['props-tone', 'props-step', 'events-change', 'slots-empty', 'exposed-reset']) {
      expect(html).toContain(`id="api-vcounter-${id}"`);
    }
  });

  it('leads the page of another set’s component to the guide page that names its collection, and back', () => {
    expect(site.read('en/api/el-counter-badge/index.html')).toMatch(
      /<a href="\/en\/guide\/counter\/"[^>]*>counter-badge in the component guide<\/a>/,
    );
    expect(site.read('en/guide/counter/index.html')).toMatch(
      /<a href="\/en\/api\/el-counter-badge\/"[^>]*>counter-badge API: props, events and slots<\/a>/,
    );
    expect(site.read('en/guide/counter/index.html')).toContain('id="api-counter-badge-css-parts"');
  });

  it('lists every component in the explorer, with its members, and the filters for scripts', () => {
    const html = site.read('en/api/index.html');
    const names = [...html.matchAll(/<li class="entry[^"]*" data-api-entry data-name="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(names).toEqual(['Badge', 'Panel', 'Picker', 'Toolbar', 'VCounter', 'counter-badge', 'old-badge']);
    expect(html).toContain('href="/en/api/badge/#api-badge-props-tone"');
    expect(html).toMatch(/<form[^>]*aria-label="Filter the components"[^>]*hidden/);
    // Two sets: a choice between them.
    expect(html).toContain('type="radio" name="from" value="elements"');
  });

  it('speaks the page’s language, leading to the guide in that language', () => {
    const explorer = site.read('zh-CN/api/index.html');
    expect(explorer).toMatch(/<h1[^>]*>API 浏览器<\/h1>/);
    const html = site.read('zh-CN/api/badge/index.html');
    expect(html).toMatch(/<a href="\/zh-CN\/guide\/badge\/"[^>]*>组件指南中的 Badge<\/a>/);
    expect(html).toMatch(/<h2[^>]*>属性<\/h2>/);
  });
});
