// End to end: a site whose `api` collection is read from a React library and a Custom Elements Manifest
// (the tests' own fixtures) gets an API page per component and the API explorer without asking for them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSite, fixtureSite } from './test/fixture-site.js';

const fixtures = fileURLToPath(new URL('./test/', import.meta.url));

/** The files of a fixture folder, to write into the site under `folder`. */
function filesOf(fixture: string, folder: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(path.join(fixtures, fixture)).map((name) => [
      `${folder}/${name}`,
      readFileSync(path.join(fixtures, fixture, name), 'utf8'),
    ]),
  );
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
        "      apiPages: { sourceLink: 'https://example.com/ui/blob/main/:path' },",
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
        "      customElements: { manifest: './elements/custom-elements.json' },",
        '    }),',
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
      'src/content/docs/en/index.md': '---\ntitle: Home\nlayout: home\n---\n\nWelcome.\n',
      'src/content/docs/en/guide/badge.md':
        '---\ntitle: Badges\n---\n\nA badge.\n\n<ApiTable of="badge" />\n',
      'src/content/docs/zh-CN/guide/badge.md': '---\ntitle: 徽章\n---\n\n徽章。\n\n<ApiTable of="badge" />\n',
    });
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
    expect(text(html)).toContain('Since 1.2.0.');
    expect(html).toMatch(/<a href="\/en\/guide\/badge\/"[^>]*>Badge in the component guide<\/a>/);
    expect(html).toMatch(
      /<a href="https:\/\/example\.com\/ui\/blob\/main\/ui\/Badge\.tsx"[^>]*>ui\/Badge\.tsx<\/a>/,
    );
    expect(text(html)).toContain('Examples');
    expect(html).toContain('&lt;Badge label=&quot;New&quot; tone=&quot;success&quot;&gt;New&lt;/Badge&gt;');
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

  it('says a deprecated component is, and why', () => {
    const html = site.read('en/api/panel/index.html');
    expect(text(html).replace(/&#(?:39|x27);/g, "'")).toContain("Deprecated. Use the library's Card.");
    // No page shows its tables: no guide to lead to.
    expect(html).not.toContain('in the component guide');
  });

  it('draws a custom element’s page, with its CSS parts', () => {
    const html = site.read('en/api/counter-badge/index.html');
    expect(html).toMatch(/<h1[^>]*>counter-badge<\/h1>/);
    expect(html).toContain('id="api-counter-badge-css-parts"');
  });

  it('lists every component in the explorer, with its members, and the filters for scripts', () => {
    const html = site.read('en/api/index.html');
    const names = [...html.matchAll(/<li class="entry[^"]*" data-api-entry data-name="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(names).toEqual(['Badge', 'counter-badge', 'old-badge', 'Panel', 'Picker', 'Toolbar']);
    expect(html).toContain('href="/en/api/badge/#api-badge-props-tone"');
    expect(html).toMatch(/<form[^>]*aria-label="Filter the components"[^>]*hidden/);
    // One set: no choice of sets.
    expect(html).not.toContain('type="radio" name="from"');
  });

  it('speaks the page’s language, leading to the guide in that language', () => {
    const explorer = site.read('zh-CN/api/index.html');
    expect(explorer).toMatch(/<h1[^>]*>API 浏览器<\/h1>/);
    const html = site.read('zh-CN/api/badge/index.html');
    expect(html).toMatch(/<a href="\/zh-CN\/guide\/badge\/"[^>]*>组件指南中的 Badge<\/a>/);
    expect(html).toMatch(/<h2[^>]*>属性<\/h2>/);
  });
});
