import { describe, expect, it } from 'vitest';
import {
  apiPageEntries,
  apiTypeLinks,
  exampleCode,
  exampleLanguage,
  firstSentence,
  isExcludedSource,
  sharedApiSlugs,
  sourceLink,
  sourcePath,
} from './api-pages';
import type { ComponentApi } from './config/api';

const api = (name: string, source?: string): ComponentApi => ({
  name,
  description: `${name}.`,
  props: [],
  events: [],
  slots: [],
  ...(source === undefined ? {} : { source }),
});

describe('apiPageEntries', () => {
  const collections: Record<string, { id: string; data: ComponentApi }[]> = {
    api: [
      { id: 'rating', data: api('Rating', 'src/library/Rating.tsx') },
      { id: 'footer', data: api('Footer') },
      { id: 'v-stepper', data: api('VStepper', 'src/api-examples/vue/VStepper.vue') },
    ],
    themeApi: [
      { id: 'nav-bar', data: api('NavBar') },
      { id: 'footer', data: api('Footer') },
    ],
  };
  const entriesOf = (collection: string) => collections[collection] ?? [];

  it('lists the sets in order, each by name, with its prefix, leaving out the excluded sources', () => {
    const pages = apiPageEntries(
      [
        { collection: 'api', prefix: '', exclude: ['src/api-examples/'] },
        { collection: 'themeApi', prefix: 'theme-', exclude: [] },
      ],
      entriesOf,
    );
    expect(pages.map((page) => [page.slug, page.id, page.set])).toEqual([
      ['footer', 'footer', 'api'],
      ['rating', 'rating', 'api'],
      ['theme-footer', 'footer', 'themeApi'],
      ['theme-nav-bar', 'nav-bar', 'themeApi'],
    ]);
    expect(sharedApiSlugs(pages)).toEqual([]);
  });

  it('names the addresses two sets without prefixes would share', () => {
    const pages = apiPageEntries(
      [
        { collection: 'api', prefix: '', exclude: [] },
        { collection: 'themeApi', prefix: '', exclude: [] },
      ],
      entriesOf,
    );
    expect(sharedApiSlugs(pages)).toEqual(['footer']);
  });

  it('is empty for a collection with no entries', () => {
    expect(apiPageEntries([{ collection: 'none', prefix: '', exclude: [] }], entriesOf)).toEqual([]);
  });
});

describe('isExcludedSource', () => {
  it.each([
    ['src/examples/a.vue', ['src/examples/'], true],
    ['./src/examples/a.vue', ['src/examples/'], true],
    ['src/examples/a.vue', ['./src/examples/'], true],
    ['src/examples-more/a.vue', ['src/examples/'], false],
    ['src/a.tsx', ['src/a.tsx'], true],
    ['src/a.tsx', ['src/a'], false],
    ['src/a.tsx', [], false],
    [undefined, ['src/'], false],
  ] as const)('%s in %j: %s', (source, exclude, excluded) => {
    expect(isExcludedSource(source, exclude)).toBe(excluded);
  });
});

describe('sourcePath', () => {
  it.each([
    ['../../packages/theme-react/src/x.tsx', 'apps/docs', 'packages/theme-react/src/x.tsx'],
    ['src/library/Alert/Alert.tsx', 'apps/docs', 'apps/docs/src/library/Alert/Alert.tsx'],
    ['./src/a.ts', 'apps/docs', 'apps/docs/src/a.ts'],
    ['./src/a.ts', '', 'src/a.ts'],
    ['../ui/src/a.ts', '', '../ui/src/a.ts'],
    ['../../../x.ts', 'apps/docs', '../x.ts'],
  ])('%s from %j → %s', (source, siteFolder, path) => {
    expect(sourcePath(source, siteFolder)).toBe(path);
  });
});

describe('sourceLink', () => {
  it('puts the path in place of :path, each segment escaped', () => {
    expect(sourceLink('https://github.com/me/ui/blob/main/:path', 'packages/ui/src/a b.tsx')).toBe(
      'https://github.com/me/ui/blob/main/packages/ui/src/a%20b.tsx',
    );
  });
});

describe('firstSentence', () => {
  it.each([
    ['A box. It holds things.', 'A box.'],
    ['Is it? Yes.', 'Is it?'],
    ['Version 1.2 of it. More.', 'Version 1.2 of it.'],
    ['No stop at all', 'No stop at all'],
    ['', ''],
  ])('%j → %j', (text, sentence) => {
    expect(firstSentence(text)).toBe(sentence);
  });
});

describe('exampleCode', () => {
  it.each([
    ['<Badge label="New" />', { code: '<Badge label="New" />', lang: 'tsx' }],
    ['\n  <Badge />\n', { code: '<Badge />', lang: 'tsx' }],
    [
      '```jsx\n<Badge />\n<Badge tone="danger" />\n```',
      { code: '<Badge />\n<Badge tone="danger" />', lang: 'jsx' },
    ],
    ['```\nplain\n```', { code: 'plain', lang: 'tsx' }],
    ['~~~vue title="x"\n<VCounter />\n~~~', { code: '<VCounter />', lang: 'vue' }],
  ])('%j', (example, expected) => {
    expect(exampleCode(example, 'tsx')).toEqual(expected);
  });
});

describe('exampleLanguage', () => {
  it.each([
    [{ tagName: 'counter-badge', source: 'custom-elements.json' }, 'html'],
    [{ source: 'src/VBadge.vue' }, 'vue-html'],
    [{ source: 'src/Badge.tsx' }, 'tsx'],
    [{}, 'tsx'],
  ])('%j', (api, expected) => {
    expect(exampleLanguage(api)).toBe(expected);
  });
});

describe('apiTypeLinks', () => {
  it("links each component's name and its props' name to its page, the first set's first", () => {
    const pages = [
      { slug: 'tab', id: 'tab', set: 'api', api: api('Tab') },
      { slug: 'footer', id: 'footer', set: 'api', api: api('Footer') },
      { slug: 'theme-footer', id: 'footer', set: 'themeApi', api: api('Footer') },
    ];
    expect(apiTypeLinks(pages, (slug) => `/docs/en/api/${slug}/`)).toEqual({
      Tab: '/docs/en/api/tab/',
      TabProps: '/docs/en/api/tab/',
      Footer: '/docs/en/api/footer/',
      FooterProps: '/docs/en/api/footer/',
    });
  });
});
