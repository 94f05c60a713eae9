import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConfigError,
  formatConfigIssues,
  parseConfig,
  parsePageMetadata,
  parseThemeConfig,
  safeParsePageMetadata,
  safeParseThemeConfig,
} from './errors.js';

/** The problems found, as `path: message` lines, for compact expectations. */
function problems(
  result: { success: true } | { success: false; issues: readonly { path: string; message: string }[] },
) {
  if (result.success) return [];
  return result.issues.map((issue) =>
    issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`,
  );
}

const validThemeConfig = {
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg', alt: 'Lectern' },
  siteTitle: false,
  logoLink: '/',
  nav: [
    { text: 'Guide', link: '/guide/', activeMatch: '^/guide/' },
    { text: 'More', items: [{ text: 'Releases', link: 'https://example.com/releases', target: '_blank' }] },
  ],
  sidebar: {
    '/guide/': [
      { text: 'Introduction', collapsed: false, items: [{ text: 'Installation', link: 'installation' }] },
    ],
    '/api/': { base: '/api/', items: [{ text: 'Components', link: 'components' }] },
  },
  socialLinks: [{ icon: 'github', link: 'https://github.com/lectern/lectern', ariaLabel: 'GitHub' }],
  footer: { message: 'Released under the MIT License.', copyright: '© Lectern' },
  editLink: { pattern: 'https://github.com/lectern/lectern/edit/main/docs/:path', text: 'Edit on GitHub' },
  docFooter: { prev: false, next: 'Onwards' },
  lastUpdated: { text: 'Updated', formatOptions: { dateStyle: 'short' } },
  outline: { level: [2, 3], label: 'Contents' },
  search: { provider: '' },
  notFound: { title: 'LOST' },
  appearance: 'dark',
  locales: [{ title: '简体中文', locale: 'zh-CN', alternate: 'zh-Hans', enabled: true }],
  labels: { 'outline.onThisPage': 'Contents' },
};

describe('parseThemeConfig', () => {
  it('returns valid theme settings as given', () => {
    expect(parseThemeConfig(validThemeConfig)).toEqual(validThemeConfig);
  });

  it('accepts empty theme settings', () => {
    expect(parseThemeConfig({})).toEqual({});
  });

  it('accepts each search provider, the algolia one with its DocSearch settings', () => {
    const algolia = { provider: 'algolia', appId: 'YOUR_APP_ID', apiKey: 'search-key', indexName: 'docs' };
    expect(parseThemeConfig({ search: algolia })).toEqual({ search: algolia });
    expect(parseThemeConfig({ search: { ...algolia, placeholder: 'Search the docs' } }).search).toEqual({
      ...algolia,
      placeholder: 'Search the docs',
    });
    expect(parseThemeConfig({ search: { provider: 'local' } })).toEqual({ search: { provider: 'local' } });
    expect(parseThemeConfig({ search: { provider: '' } })).toEqual({ search: { provider: '' } });
  });

  it('names the file and every missing DocSearch field, one line each', () => {
    expect(() =>
      parseThemeConfig(
        { search: { provider: 'algolia', appId: 'YOUR_APP_ID' } },
        { file: 'astro.config.mjs' },
      ),
    ).toThrow(
      'astro.config.mjs: search.apiKey: missing required field\nastro.config.mjs: search.indexName: missing required field',
    );
  });

  it('reports every problem at once, one line per problem, prefixed with the file', () => {
    const input = { sidbar: [], appearance: 'yes', nav: [{ text: 42, link: '/a' }] };
    expect(() => parseThemeConfig(input, { file: 'lectern.config.ts' })).toThrowError(
      new ConfigError(
        [
          { path: 'nav[0].text', message: 'expected a string (got 42)' },
          {
            path: 'appearance',
            message: 'expected a boolean or one of "dark", "force-dark", "force-auto" (got "yes")',
          },
          { path: '', message: 'unknown field "sidbar" (did you mean "sidebar"?)' },
        ],
        { file: 'lectern.config.ts' },
      ),
    );
  });

  it('throws a ConfigError that names the file and keeps the problems as data', () => {
    let caught: unknown;
    try {
      parseThemeConfig(
        { sidebar: [{ text: 'a' }, { text: 'b' }, { text: 'c', items: [{ text: 'd', link: 42 }] }] },
        {
          file: 'lectern.config.ts',
        },
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect(caught).toBeInstanceOf(Error);
    const error = caught as ConfigError;
    expect(error.name).toBe('ConfigError');
    expect(error.file).toBe('lectern.config.ts');
    expect(error.message).toBe('lectern.config.ts: sidebar[2].items[0].link: expected a string (got 42)');
    expect(error.issues).toEqual([
      { path: 'sidebar[2].items[0].link', message: 'expected a string (got 42)' },
    ]);
    expect(error.message).not.toMatch(/\n\s+at /);
  });

  it.each([
    ['a misspelt field', { sidbar: [] }, ['unknown field "sidbar" (did you mean "sidebar"?)']],
    ['an unknown field with no close match', { colours: {} }, ['unknown field "colours"']],
    ['settings that are not an object', 'dark', ['expected an object (got "dark")']],
    ['settings that are null', null, ['expected an object (got null)']],
    ['a title that is true', { siteTitle: true }, ['siteTitle: expected a string or false (got true)']],
    [
      'a logo with only a light image',
      { logo: { light: '/light.svg' } },
      ['logo.dark: missing required field'],
    ],
    [
      'a logo with a negative width',
      { logo: { src: '/logo.svg', width: -1 } },
      ['logo.width: expected a number greater than 0 (got -1)'],
    ],
    [
      'a logo that is a number',
      { logo: 7 },
      ['logo: expected an image address, { src, alt } or { light, dark } (got 7)'],
    ],
    ['an empty logo address', { logo: '' }, ['logo: expected a non-empty string (got "")']],
    [
      'a logo link that is a relative path',
      { logoLink: 'home' },
      [
        'logoLink: expected a path starting with "/", an anchor starting with "#" or an absolute URL (got "home")',
      ],
    ],
    ['a nav that is an object', { nav: { text: 'Guide' } }, ['nav: expected an array (got an object)']],
    [
      'a nav item with a bad text deep in a menu',
      {
        nav: [
          { text: 'A', link: '/a' },
          {
            text: 'B',
            items: [
              { text: 'x', link: '/x' },
              { text: 5, link: '/y' },
            ],
          },
        ],
      },
      ['nav[1].items[1].text: expected a string (got 5)'],
    ],
    [
      'a nav item with an invalid activeMatch regex',
      { nav: [{ text: 'Guide', link: '/guide/', activeMatch: '^/guide/(' }] },
      ['nav[0].activeMatch: expected a valid regular expression (got "^/guide/(")'],
    ],
    [
      'a nav item with neither link nor items',
      { nav: [{ text: 'Guide' }] },
      ['nav[0]: expected a link or items'],
    ],
    ['a nav item without text', { nav: [{ link: '/guide/' }] }, ['nav[0].text: missing required field']],
    [
      'a nav item with a misspelt field',
      { nav: [{ text: 'Guide', lnk: '/guide/', link: '/guide/' }] },
      ['nav[0]: unknown field "lnk" (did you mean "link"?)'],
    ],
    [
      'a sidebar item with a numeric link',
      { sidebar: [{ text: 'a' }, { text: 'b' }, { text: 'c', items: [{ text: 'd', link: 42 }] }] },
      ['sidebar[2].items[0].link: expected a string (got 42)'],
    ],
    [
      'a sidebar item with collapsed given as text',
      { sidebar: [{ text: 'Guide', collapsed: 'yes', items: [] }] },
      ['sidebar[0].collapsed: expected a boolean (got "yes")'],
    ],
    [
      'a keyed sidebar whose key does not start with a slash',
      { sidebar: { 'guide/': [] } },
      ['sidebar: invalid key "guide/": expected a path prefix starting with "/"'],
    ],
    [
      'a keyed sidebar with a misspelt item field',
      { sidebar: { '/api/': { base: '/api/', items: [{ text: 'x', colapsed: true }] } } },
      ['sidebar["/api/"].items[0]: unknown field "colapsed" (did you mean "collapsed"?)'],
    ],
    [
      'a keyed sidebar with a text in place of a list',
      { sidebar: { '/guide/': 'intro' } },
      ['sidebar["/guide/"]: expected a list of sidebar items or { base, items } (got "intro")'],
    ],
    [
      'a keyed sidebar with a group that has no base',
      { sidebar: { '/guide/': { items: [] } } },
      ['sidebar["/guide/"].base: missing required field'],
    ],
    ['a sidebar that is a number', { sidebar: 3 }, ['sidebar: expected an array or an object (got 3)']],
    [
      'a social link with an address that is not a URL',
      { socialLinks: [{ icon: 'github', link: 'github.com/lectern' }] },
      ['socialLinks[0].link: expected a URL (got "github.com/lectern")'],
    ],
    [
      'a social link without icon',
      { socialLinks: [{ link: 'https://x.com' }] },
      ['socialLinks[0].icon: missing required field'],
    ],
    [
      'an edit link pattern without :path',
      { editLink: { pattern: 'https://github.com/o/r/edit/main/docs/' } },
      [
        'editLink.pattern: expected a pattern containing ":path" (got "https://github.com/o/r/edit/main/docs/")',
      ],
    ],
    [
      'a pager label that is true',
      { docFooter: { next: true } },
      ['docFooter.next: expected a string or false (got true)'],
    ],
    [
      'a misspelt footer field',
      { footer: { copyrite: '©' } },
      ['footer: unknown field "copyrite" (did you mean "copyright"?)'],
    ],
    [
      'an unknown search provider',
      { search: { provider: 'google' } },
      ['search.provider: expected one of "local", "algolia", "" (got "google")'],
    ],
    [
      'the algolia provider without its DocSearch settings',
      { search: { provider: 'algolia' } },
      [
        'search.appId: missing required field',
        'search.apiKey: missing required field',
        'search.indexName: missing required field',
      ],
    ],
    [
      'the algolia provider with a numeric app id, a blank key and no index',
      { search: { provider: 'algolia', appId: 42, apiKey: ' ' } },
      [
        'search.appId: expected a string (got 42)',
        'search.apiKey: expected a non-empty string (got " ")',
        'search.indexName: missing required field',
      ],
    ],
    [
      'DocSearch settings with the local provider',
      { search: { provider: 'local', appId: 'YOUR_APP_ID' } },
      ['search.appId: expected no appId with provider "local" (got "YOUR_APP_ID")'],
    ],
    [
      'a DocSearch index with search turned off',
      { search: { provider: '', indexName: 'docs' } },
      ['search.indexName: expected no indexName with provider "" (got "docs")'],
    ],
    [
      'DocSearch settings nested under options',
      { search: { provider: 'algolia', options: { appId: 'A', apiKey: 'k', indexName: 'i' } } },
      [
        'search: unknown field "options"',
        'search.appId: missing required field',
        'search.apiKey: missing required field',
        'search.indexName: missing required field',
      ],
    ],
    [
      'an unknown appearance',
      { appearance: 'light' },
      ['appearance: expected a boolean or one of "dark", "force-dark", "force-auto" (got "light")'],
    ],
    [
      'an outline level that is not a level',
      { outline: 'deeep' },
      [
        'outline: expected false, a heading level from 2 to 6, a range [from, to], "deep" or an object with level and label (got "deeep")',
      ],
    ],
    ['an outline level of 7', { outline: 7 }, ['outline: expected a heading level from 2 to 6 (got 7)']],
    [
      'an outline level of 1',
      { outline: { level: 1 } },
      ['outline.level: expected a heading level from 2 to 6 (got 1)'],
    ],
    [
      'a locale with an upper-case code and a text for enabled',
      { locales: [{ title: 'English', locale: 'EN', enabled: 'yes' }] },
      [
        'locales[0].locale: expected a language code such as "en" or "zh-CN" (got "EN")',
        'locales[0].enabled: expected a boolean (got "yes")',
      ],
    ],
    [
      'a locale without a title',
      { locales: [{ locale: 'de', enabled: false }] },
      ['locales[0].title: missing required field'],
    ],
    [
      'a label with a misspelt key',
      { labels: { 'outline.onthispage': 'Contents' } },
      ['labels: unknown field "outline.onthispage" (did you mean "outline.onThisPage"?)'],
    ],
    [
      'a label that is not text',
      { labels: { 'nav.search': 3 } },
      ['labels["nav.search"]: expected a string (got 3)'],
    ],
    [
      'a label whose plural placeholder has no "other" branch',
      { labels: { 'apiExplorer.count': '{components, plural, one {# part}}, {members} members' } },
      [
        'labels["apiExplorer.count"]: the plural placeholder {components, plural, …} has no "other" branch (got "{components, plural, one {# part}}, {me…")',
      ],
    ],
  ])('reports %s', (_case, input, expected) => {
    expect(problems(safeParseThemeConfig(input))).toEqual(expected);
  });

  it('reports sidebar items nested one level past the deepest allowed nesting', () => {
    const nest = (depth: number): { text: string; items?: unknown[] } =>
      depth === 1 ? { text: 'leaf' } : { text: `level ${depth}`, items: [nest(depth - 1)] };
    expect(safeParseThemeConfig({ sidebar: [nest(5)] }).success).toBe(true);
    expect(
      safeParseThemeConfig({ sidebar: [{ ...nest(5), items: [{ ...nest(4), items: [] }] }] }).success,
    ).toBe(true);
    expect(problems(safeParseThemeConfig({ sidebar: [nest(6)] }))).toEqual([
      'sidebar[0].items[0].items[0].items[0].items[0].items[0]: "leaf" is nested 6 levels deep; the limit is 5',
    ]);
    expect(
      problems(safeParseThemeConfig({ sidebar: { '/guide/': { base: '/guide/', items: [nest(6)] } } })),
    ).toEqual([
      'sidebar["/guide/"].items[0].items[0].items[0].items[0].items[0].items[0]: "leaf" is nested 6 levels deep; the limit is 5',
    ]);
  });
});

describe('parsePageMetadata', () => {
  it('returns valid frontmatter and keeps fields for custom layouts', () => {
    const frontmatter = {
      layout: 'home',
      hero: {
        name: 'Lectern',
        text: 'Docs for component libraries',
        image: { src: '/hero.svg', alt: 'Lectern' },
        actions: [{ text: 'Get started', link: '/guide/', theme: 'brand' }],
      },
      features: [{ icon: '⚡', title: 'Fast', details: 'No runtime.', link: '#fast' }],
      outline: 'deep',
      prev: false,
      next: { text: 'Installation', link: '/getting-started/installation' },
      lastUpdated: false,
      sponsorTier: 'gold',
    };
    expect(parsePageMetadata(frontmatter)).toEqual(frontmatter);
  });

  it('turns a last-updated text into a date', () => {
    expect(parsePageMetadata({ lastUpdated: '2024-05-01' }).lastUpdated).toEqual(new Date('2024-05-01'));
  });

  it('refuses a hero button whose label is blank: it would be a link without a name', () => {
    expect(() =>
      parsePageMetadata(
        { layout: 'home', hero: { actions: [{ text: ' ', link: '/x/' }] } },
        { file: 'docs/index.md' },
      ),
    ).toThrowError(
      'docs/index.md: hero.actions[0].text: expected a label with some text (a button without one has no name) (got " ")',
    );
  });

  it('throws a ConfigError prefixed with the page file', () => {
    expect(() => parsePageMetadata({ layout: true }, { file: 'docs/index.md' })).toThrowError(
      'docs/index.md: layout: expected "doc", "home", "page", the name of a custom layout or false (got true)',
    );
  });

  it.each([
    ['frontmatter that is not an object', 'home', ['expected an object (got "home")']],
    [
      'a layout of true',
      { layout: true },
      ['layout: expected "doc", "home", "page", the name of a custom layout or false (got true)'],
    ],
    ['an empty layout name', { layout: '' }, ['layout: expected a non-empty string (got "")']],
    ['a sidebar setting of "yes"', { sidebar: 'yes' }, ['sidebar: expected a boolean (got "yes")']],
    ['an aside on the right', { aside: 'right' }, ['aside: expected a boolean or "left" (got "right")']],
    [
      'an outline level of 7 in an object',
      { outline: { level: 7 } },
      ['outline.level: expected a heading level from 2 to 6 (got 7)'],
    ],
    [
      'an outline level that is not a whole number',
      { outline: 2.5 },
      ['outline: expected a heading level from 2 to 6 (got 2.5)'],
    ],
    [
      'an outline range given backwards',
      { outline: [3, 2] },
      ['outline: expected a range [from, to] with from <= to'],
    ],
    ['an outline range with one level', { outline: [2] }, ['outline: expected at least 2 items (got 1)']],
    [
      'an outline range with three levels',
      { outline: [2, 3, 4] },
      ['outline: expected at most 2 items (got 3)'],
    ],
    [
      'an outline object with a misspelt field',
      { outline: { levels: 2 } },
      ['outline: unknown field "levels" (did you mean "level"?)'],
    ],
    [
      'a prev link of true',
      { prev: true },
      ['prev: expected false, a link text or { text, link } (got true)'],
    ],
    ['a next link with a numeric text', { next: { text: 3 } }, ['next.text: expected a string (got 3)']],
    [
      'a next link to a relative path',
      { next: { link: 'install' } },
      [
        'next.link: expected a path starting with "/", an anchor starting with "#" or an absolute URL (got "install")',
      ],
    ],
    ['an empty prev text', { prev: '' }, ['prev: expected a non-empty string (got "")']],
    [
      'a last-updated time that is not a date',
      { lastUpdated: 'yesterday' },
      ['lastUpdated: expected a boolean or a date (got "yesterday")'],
    ],
    ['a hero that is a text', { hero: 'Lectern' }, ['hero: expected an object (got "Lectern")']],
    [
      'a hero action with a numeric link',
      { hero: { actions: [{ text: 'Go', link: 42 }] } },
      ['hero.actions[0].link: expected a string (got 42)'],
    ],
    [
      'a hero action with an unknown theme',
      { hero: { actions: [{ text: 'Go', link: '/go', theme: 'primary' }] } },
      ['hero.actions[0].theme: expected one of "brand", "alt", "sponsor" (got "primary")'],
    ],
    [
      'a hero action without text and link',
      { hero: { actions: [{ theme: 'alt' }] } },
      ['hero.actions[0].text: missing required field', 'hero.actions[0].link: missing required field'],
    ],
    [
      'hero actions given as one object',
      { hero: { actions: { text: 'Go' } } },
      ['hero.actions: expected an array (got an object)'],
    ],
    [
      'a hero with a misspelt tagline',
      { hero: { name: 'Lectern', tagLine: 'Docs' } },
      ['hero: unknown field "tagLine" (did you mean "tagline"?)'],
    ],
    ['a hero image without an address', { hero: { image: {} } }, ['hero.image.src: missing required field']],
    [
      'a hero image mixing both forms',
      { hero: { image: { src: '/a.svg', dark: '/b.svg' } } },
      ['hero.image: unknown field "dark"'],
    ],
    [
      'features given as one object',
      { features: { title: 'Fast' } },
      ['features: expected an array (got an object)'],
    ],
    [
      'a feature with an empty title and a numeric icon',
      { features: [{ title: '', icon: 5 }] },
      [
        'features[0].icon: expected an image address, { src, alt } or { light, dark } (got 5)',
        'features[0].title: expected a non-empty string (got "")',
      ],
    ],
    [
      'a feature without title',
      { features: [{ title: 'Fast' }, { details: 'x' }] },
      ['features[1].title: missing required field'],
    ],
    [
      'a feature with a misspelt link text',
      { features: [{ title: 'Fast', linktext: 'More' }] },
      ['features[0]: unknown field "linktext" (did you mean "linkText"?)'],
    ],
  ])('reports %s', (_case, input, expected) => {
    expect(problems(safeParsePageMetadata(input))).toEqual(expected);
  });

  it('returns the data when frontmatter is valid', () => {
    expect(safeParsePageMetadata({ layout: false })).toEqual({ success: true, data: { layout: false } });
  });
});

describe('parseConfig', () => {
  it('returns the parsed data of any schema', () => {
    expect(parseConfig(z.number(), 3)).toBe(3);
  });

  it('throws without a file prefix when no file is given', () => {
    expect(() => parseConfig(z.number(), 'x')).toThrowError(/^expected a number \(got "x"\)$/);
  });
});

describe('formatConfigIssues', () => {
  it.each([
    [
      [{ path: 'nav[0].text', message: 'missing required field' }],
      'lectern.config.ts',
      'lectern.config.ts: nav[0].text: missing required field',
    ],
    [
      [{ path: '', message: 'unknown field "x"' }],
      'lectern.config.ts',
      'lectern.config.ts: unknown field "x"',
    ],
    [
      [
        { path: 'a', message: 'm' },
        { path: 'b', message: 'n' },
      ],
      undefined,
      'a: m\nb: n',
    ],
    [[], 'lectern.config.ts', ''],
  ])('writes %j from %s as %j', (issues, file, expected) => {
    expect(formatConfigIssues(issues, file)).toBe(expected);
  });
});
