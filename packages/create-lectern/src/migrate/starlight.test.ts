import { describe, expect, it } from 'vitest';
import type { ConfigSource } from './config-mapping.js';
import { NoteList } from './migration.js';
import { frontmatterLinks } from './page-fields.js';
import { rewriteAddressRelativeLinks, withLanguageInHtmlLinks } from './starlight.js';
import {
  mapBadge,
  mapSocial,
  mapStarlightSidebar,
  starlightLanguageCodes,
  starlightLocales,
  starlightOptions,
} from './starlight-config.js';
import { mapStarlightFields } from './starlight-fields.js';

const at = (): ConfigSource => ({ file: 'astro.config.mjs', source: '', notes: new NoteList() });

describe('starlightOptions', () => {
  it('finds the options of the recorded starlight() call among the integrations', () => {
    const call = { __lecternStub: true, stub: '@astrojs/starlight', args: [{ title: 'S' }] };
    expect(starlightOptions({ integrations: [{ name: 'other' }, [call]] })).toEqual({ title: 'S' });
    expect(starlightOptions({ integrations: [] })).toBeUndefined();
  });
});

describe('mapStarlightSidebar', () => {
  it('maps slugs, links, groups, generated groups, badges and translations', () => {
    expect(
      mapStarlightSidebar(
        [
          'guides/start',
          {
            label: 'Guides',
            translations: { de: 'Anleitungen' },
            items: [{ slug: 'guides/a', badge: { text: 'New', variant: 'caution' } }],
          },
          { label: 'Ref', collapsed: true, autogenerate: { directory: 'reference', collapsed: false } },
          { label: 'Web', link: 'https://x.test' },
          { label: 'Local', link: '/de/guides/b/' },
        ],
        ['de'],
        at(),
        'sidebar',
      ),
    ).toEqual([
      { slug: 'guides/start' },
      {
        text: 'Guides',
        translations: { de: 'Anleitungen' },
        items: [{ slug: 'guides/a', badge: { text: 'New', type: 'caution' } }],
      },
      { text: 'Ref', autogenerate: { directory: 'reference', collapsed: false }, collapsed: true },
      { text: 'Web', link: 'https://x.test' },
      { text: 'Local', link: '/guides/b/' },
    ]);
  });

  it('names translations by the site’s language codes, which Starlight names by their BCP 47 tag', () => {
    const options = {
      locales: { root: { label: 'English', lang: 'en' }, 'zh-cn': { label: '简体中文', lang: 'zh-CN' } },
    };
    const codes = starlightLanguageCodes(options, starlightLocales(options));
    expect(
      mapStarlightSidebar(
        [{ label: 'Start', translations: { 'zh-CN': '开始' }, items: [] }],
        ['zh-cn'],
        at(),
        's',
        codes,
      ),
    ).toEqual([{ text: 'Start', translations: { 'zh-cn': '开始' }, items: [] }]);
  });

  it('makes a group holding only a generated list a generated group; names other unlabelled generated lists', () => {
    expect(
      mapStarlightSidebar(
        [
          { label: 'Guides', items: [{ autogenerate: { directory: 'guides' } }] },
          { label: 'Mixed', items: ['intro', { autogenerate: { directory: 'more/recipes' } }] },
        ],
        [],
        at(),
        'sidebar',
      ),
    ).toEqual([
      { text: 'Guides', autogenerate: { directory: 'guides' } },
      {
        text: 'Mixed',
        items: [{ slug: 'intro' }, { text: 'recipes', autogenerate: { directory: 'more/recipes' } }],
      },
    ]);
  });

  it.each([
    ['New', 'New'],
    [
      { text: 'Old', variant: 'default' },
      { text: 'Old', type: 'info' },
    ],
    [{ variant: 'tip' }, undefined],
  ])('badge %j → %j', (badge, expected) => {
    expect(mapBadge(badge)).toEqual(expected);
  });
});

describe('starlightLocales and mapSocial', () => {
  it.each([
    [{}, [{ code: 'en', prefix: '', title: 'English' }]],
    [
      { locales: { root: { label: 'English', lang: 'en' }, de: { label: 'Deutsch' } } },
      [
        { code: 'en', prefix: '', title: 'English' },
        { code: 'de', prefix: 'de', title: 'Deutsch' },
      ],
    ],
    [
      { defaultLocale: 'en', locales: { fr: { label: 'FR' }, en: { label: 'EN' } } },
      [
        { code: 'en', prefix: 'en', title: 'EN' },
        { code: 'fr', prefix: 'fr', title: 'FR' },
      ],
    ],
  ])('%j → %j', (options, expected) => {
    expect(starlightLocales(options)).toEqual(expected);
  });

  it('reads both forms of social links', () => {
    expect(mapSocial([{ icon: 'github', label: 'GitHub', href: 'https://g.test' }])).toEqual([
      { icon: 'github', link: 'https://g.test', ariaLabel: 'GitHub' },
    ]);
    expect(mapSocial({ discord: 'https://d.test' })).toEqual([{ icon: 'discord', link: 'https://d.test' }]);
  });
});

describe('mapStarlightFields', () => {
  it('maps sidebar settings, splash with a hero, the table of contents, the edit address and the pager', () => {
    const { data, unknown } = mapStarlightFields(
      {
        title: 'Home',
        template: 'splash',
        hero: {
          tagline: 'T',
          image: { file: '../assets/x.svg', alt: 'X' },
          actions: [{ text: 'Go', link: '/guides/', variant: 'secondary' }],
        },
        sidebar: { order: 3, label: 'Short', hidden: true, badge: 'New' },
        tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
        editUrl: false,
        prev: { link: '/a/', label: 'A' },
        next: false,
        pagefind: false,
        slug: 'home',
        head: [
          { tag: 'title', content: 'Other' },
          { tag: 'meta', attrs: { name: 'x', content: 'y' } },
        ],
      },
      frontmatterLinks('en', ['de']),
      (file) => `/assets/${file.split('/').pop()}`,
    );
    expect(data).toEqual({
      title: 'Home',
      layout: 'home',
      hero: {
        name: 'Home',
        tagline: 'T',
        image: { src: '/assets/x.svg', alt: 'X' },
        actions: [{ text: 'Go', link: '/en/guides/', theme: 'alt' }],
      },
      order: 3,
      sidebarText: 'Short',
      sidebarHidden: true,
      sidebarBadge: 'New',
      outline: [2, 4],
      editLink: false,
      prev: { text: 'A', link: '/en/a/' },
      next: false,
      pagefind: false,
      head: [{ tag: 'meta', attrs: { name: 'x', content: 'y' } }],
    });
    expect(unknown.map((entry) => entry.field)).toEqual(['pagefind', 'head']);
  });
});

describe('rewriteAddressRelativeLinks', () => {
  it.each([
    ['[a](../sizing/)', '/guides/start/', '/en', '[a](/en/guides/sizing/)'],
    ['[a](./deeper/#x)', '/guides/start/', '/en', '[a](/en/guides/start/deeper/#x)'],
    ['[a](sibling/)', '/de/guides/start/', '', '[a](/de/guides/start/sibling/)'],
    [
      '[a](/abs/) [b](#top) [c](https://x.test) [d](./pic.png)',
      '/g/',
      '/en',
      '[a](/abs/) [b](#top) [c](https://x.test) [d](./pic.png)',
    ],
    ['```\n[a](../x/)\n```', '/g/', '/en', '```\n[a](../x/)\n```'],
    ['[w](<https://x.test/a_(b)>)', '/g/', '/en', '[w](<https://x.test/a_(b)>)'],
  ])('%s on %s', (body, address, prefix, expected) => {
    expect(rewriteAddressRelativeLinks(body, address, prefix)).toBe(expected);
  });
});

describe('withLanguageInHtmlLinks', () => {
  it.each([
    ['<a href="/reference/config/#x">c</a>', '<a href="/en/reference/config/#x">c</a>'],
    ['<a href="/de/guide/">d</a>', '<a href="/de/guide/">d</a>'],
    [
      '<a href="//cdn.test/x">e</a> <a href="https://x.test">f</a>',
      '<a href="//cdn.test/x">e</a> <a href="https://x.test">f</a>',
    ],
    ['```html\n<a href="/x/">g</a>\n```', '```html\n<a href="/x/">g</a>\n```'],
  ])('%s → %s', (body, expected) => {
    expect(withLanguageInHtmlLinks(body, 'en', ['en', 'de'])).toBe(expected);
  });
});
