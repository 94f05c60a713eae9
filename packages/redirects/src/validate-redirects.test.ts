import { describe, expect, it } from 'vitest';
import type { RedirectEntry, RedirectLocale, RedirectTableInput } from './types';
import { validateRedirects } from './validate-redirects';

const locales: RedirectLocale[] = [
  { locale: 'en', enabled: true },
  { locale: 'zh-CN', alternate: 'zh-Hans', enabled: true },
  { locale: 'ja', enabled: false },
];

const examples = {
  'components/dropdowns': '/components/menus',
  'quick-start': '/getting-started/installation',
  'components/datatables': '/components/data-tables/basics',
  'framework/theme': '/customization/theme',
  'about/sponsors-and-backers': '/introduction/sponsors-and-backers',
};

const pages = [
  '/components/menus',
  '/getting-started/installation',
  '/components/data-tables/basics',
  '/customization/theme',
  '/introduction/sponsors-and-backers',
];

describe('validateRedirects', () => {
  it('accepts the five legacy examples as they are', () => {
    const result = validateRedirects(examples, { pages, locales });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.table).toEqual(Object.entries(examples).map(([from, to]) => ({ from, to })));
  });

  it('reads a list of entries like an object of pairs', () => {
    const list = Object.entries(examples).map(([from, to]) => ({ from, to }));
    expect(validateRedirects(list)).toEqual(validateRedirects(examples));
  });

  it('accepts an empty table', () => {
    expect(validateRedirects({}, { pages: [] })).toEqual({ errors: [], warnings: [], table: [] });
  });

  it.each<[string, RedirectEntry, string]>([
    ['an empty old path', { from: '', to: '/a' }, 'entry "": the old path is empty'],
    ['a blank old path', { from: '  ', to: '/a' }, 'entry "  ": the old path is empty'],
    [
      'the root as old path',
      { from: '/', to: '/a' },
      'entry "/": the old path is the root "/", which cannot redirect',
    ],
    [
      'a scheme in the old path',
      { from: 'https://old.dev/a', to: '/a' },
      'the old path has a scheme or a host',
    ],
    ['a host in the old path', { from: '//old.dev/a', to: '/a' }, 'the old path has a scheme or a host'],
    ['a query in the old path', { from: 'a?x=1', to: '/a' }, 'entry "a?x=1": the old path has a query'],
    ['a hash in the old path', { from: 'a#x', to: '/a' }, 'entry "a#x": the old path has a hash'],
    ['a line break in the old path', { from: 'a\nb', to: '/a' }, 'the old path has a control character'],
    ['an encoded tab in the old path', { from: 'a%09b', to: '/a' }, 'the old path has a control character'],
    ['a ".." segment in the old path', { from: 'a/../b', to: '/a' }, 'has a "." or ".." segment'],
    ['a "." segment in the old path', { from: './a', to: '/a' }, 'has a "." or ".." segment'],
    ['a trailing ".." in the old path', { from: 'a/..', to: '/a' }, 'has a "." or ".." segment'],
    ['an empty target', { from: 'a', to: '' }, 'entry "a": the target is empty'],
    ['a relative target', { from: 'a', to: 'b/c' }, 'entry "a": the target "b/c" must start with "/"'],
    [
      'an absolute URL as target',
      { from: 'a', to: 'https://evil.dev/' },
      'the target "https://evil.dev/" must start with "/"',
    ],
    [
      'a protocol-relative target',
      { from: 'a', to: '//evil.dev/x' },
      'the target "//evil.dev/x" would leave the site',
    ],
    ['a backslash in the target', { from: 'a', to: '/\\evil.dev' }, 'would leave the site'],
    ['a query in the target', { from: 'a', to: '/b?x=1' }, 'the target "/b?x=1" has a query or a hash'],
    ['a hash in the target', { from: 'a', to: '/b#x' }, 'the target "/b#x" has a query or a hash'],
  ])('reports %s', (_name, entry, message) => {
    const { errors, table: served } = validateRedirects([entry]);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain(message);
    expect(errors[0]?.entries).toEqual([{ index: 0, ...entry }]);
    expect(served).toEqual([]);
  });

  it('accepts dots inside segments of old paths', () => {
    const { errors } = validateRedirects({ '.well-known/docs': '/a', 'v1..2/guide': '/b', 'a./.b': '/c' });
    expect(errors).toEqual([]);
  });

  it('reports both a bad old path and a bad target of one entry', () => {
    const { errors } = validateRedirects({ 'a?x': 'b' });
    expect(errors.map((error) => error.code)).toEqual(['invalid-source', 'invalid-target']);
  });

  it.each<[string, RedirectTableInput, string]>([
    ['an old path starting with a locale', { 'en/quick-start': '/a' }, 'starts with the locale "en"'],
    ['an old path starting with an alternate', { 'zh-Hans/a': '/b' }, 'starts with the locale "zh-Hans"'],
    ['an old path that is a locale', { ja: '/b' }, 'the old path starts with the locale "ja"'],
    [
      'a target starting with a locale',
      { a: '/zh-CN/b' },
      'the target "/zh-CN/b" starts with the locale "zh-CN"',
    ],
  ])('with locales, reports %s', (_name, table, message) => {
    const { errors } = validateRedirects(table, { locales });
    expect(errors.map((error) => [error.code, error.message])).toEqual([
      ['locale-prefix', expect.stringContaining(message)],
    ]);
    expect(validateRedirects(table).errors).toEqual([]);
  });

  it.each([
    ['a/', '/a'],
    ['a', '/a/'],
    ['/a//b', 'a/b'],
    ['caf%C3%A9', 'café'],
  ])('reports %j and %j as the same old path', (first, second) => {
    const { errors, table } = validateRedirects([
      { from: first, to: '/x' },
      { from: second, to: '/y' },
      { from: 'z', to: '/x' },
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.code).toBe('duplicate-source');
    expect(errors[0]?.message).toContain('appears 2 times');
    expect(errors[0]?.entries.map((entry) => entry.index)).toEqual([0, 1]);
    expect(table).toEqual([{ from: 'z', to: '/x' }]);
  });

  it('names every entry of a duplicate', () => {
    const { errors } = validateRedirects([
      { from: 'a', to: '/x' },
      { from: '/a', to: '/y' },
      { from: 'a/', to: '/z' },
    ]);
    expect(errors[0]?.message).toBe('old path "/a" appears 3 times: "a" (→ /x), "/a" (→ /y), "a/" (→ /z)');
  });

  it.each<[string, Record<string, string>, string]>([
    ['of two', { a: '/b', b: '/a' }, 'redirect loop: /a → /b → /a'],
    ['of three', { a: '/b', b: '/c', c: '/a' }, 'redirect loop: /a → /b → /c → /a'],
  ])('reports a loop %s with the cycle', (_name, table, message) => {
    const { errors, table: served } = validateRedirects(table);
    expect(errors).toEqual([
      {
        code: 'loop',
        message,
        entries: Object.entries(table).map(([from, to], index) => ({ index, from, to })),
      },
    ]);
    expect(served).toEqual([]);
  });

  it('takes an entry to its own address as a kept page, not a loop: no hop, and a redirect into it is one', () => {
    const { errors, warnings, table } = validateRedirects(
      { 'guide/setup': '/guide/setup/', 'setup.html': '/guide/setup' },
      { pages: ['/en/guide/setup/'], locales },
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(table).toEqual([
      { from: 'guide/setup', to: '/guide/setup/' },
      { from: 'setup.html', to: '/guide/setup/' },
    ]);
  });

  it('still wants the page of an entry to its own address', () => {
    const { errors } = validateRedirects({ 'guide/setup': '/guide/setup' }, { pages: ['/en/'], locales });
    expect(errors.map((error) => error.message)).toEqual([
      'target "/guide/setup" is not a page of the site ("guide/setup" (→ /guide/setup))',
    ]);
  });

  it('reports entries that lead into a loop, each once', () => {
    const { errors, table } = validateRedirects({ x: '/a', a: '/b', b: '/a', ok: '/page' });
    expect(errors.map((error) => error.message)).toEqual([
      'redirect loop: /a → /b → /a',
      'entry "x": /x → /a leads into a redirect loop',
    ]);
    expect(table).toEqual([{ from: 'ok', to: '/page' }]);
  });

  it('collapses a chain and warns about it', () => {
    const { errors, warnings, table } = validateRedirects(
      { a: '/b', b: '/c/', c: '/d', d: '/final' },
      { pages: ['/final'] },
    );
    expect(errors).toEqual([]);
    expect(warnings.map((warning) => warning.message)).toEqual([
      'entry "a": chain /a → /b → /c → /d → /final collapsed to /a → /final',
      'entry "b": chain /b → /c → /d → /final collapsed to /b → /final',
      'entry "c": chain /c → /d → /final collapsed to /c → /final',
    ]);
    expect(warnings.map((warning) => warning.code)).toEqual(['chain', 'chain', 'chain']);
    expect(table).toEqual([
      { from: 'a', to: '/final' },
      { from: 'b', to: '/final' },
      { from: 'c', to: '/final' },
      { from: 'd', to: '/final' },
    ]);
  });

  it('elides the middle of a long chain in its warning', () => {
    const table: Record<string, string> = {};
    for (let index = 0; index < 10; index++) table[`p${index}`] = `/p${index + 1}`;
    const { warnings } = validateRedirects(table);
    expect(warnings[0]?.message).toBe(
      'entry "p0": chain /p0 → /p1 → /p2 → /p3 → … → /p10 collapsed to /p0 → /p10',
    );
  });

  it('reports each target that is not a page, with the entries leading to it', () => {
    const { errors, table } = validateRedirects(
      { a: '/gone', b: '/gone/', c: '/b', d: '/menus', e: '/also-gone' },
      { pages: new Set(['/menus/']) },
    );
    expect(errors.map((error) => [error.code, error.message])).toEqual([
      [
        'missing-target',
        'target "/gone" is not a page of the site ("a" (→ /gone), "b" (→ /gone/), "c" (→ /b))',
      ],
      ['missing-target', 'target "/also-gone" is not a page of the site ("e" (→ /also-gone))'],
    ]);
    expect(table).toEqual([{ from: 'd', to: '/menus' }]);
  });

  it('reports old paths that are pages of the site', () => {
    const { errors } = validateRedirects(
      { 'components/menus/': '/x', y: '/x' },
      { pages: ['/components/menus', '/x'] },
    );
    expect(errors).toEqual([
      {
        code: 'shadowed-page',
        message: 'old path "/components/menus" is a page of the site; redirecting it would hide the page',
        entries: [{ index: 0, from: 'components/menus/', to: '/x' }],
      },
    ]);
  });

  it('compares page paths without their locale when locales are given', () => {
    const localizedPages = ['/en/getting-started/installation/', '/zh-CN/quick-start', '/en/'];
    const table = { 'quick-start': '/getting-started/installation', home: '/' };
    expect(
      validateRedirects(table, { pages: localizedPages, locales }).errors.map((error) => error.code),
    ).toEqual(['shadowed-page']);
    expect(validateRedirects(table, { pages: localizedPages }).errors.map((error) => error.code)).toEqual([
      'missing-target',
      'missing-target',
    ]);
  });

  it('reports every problem of a table at once', () => {
    const { errors, warnings, table } = validateRedirects(
      [
        { from: '', to: '/a' },
        { from: 'dup', to: '/menus' },
        { from: '/dup/', to: '/menus' },
        { from: 'loop', to: '/loop-back' },
        { from: 'loop-back', to: '/loop' },
        { from: 'chain', to: '/dup' },
        { from: 'gone', to: '/nowhere' },
        { from: 'x', to: '/menus' },
        { from: 'fine', to: '/menus' },
      ],
      { pages: ['/menus', '/x'] },
    );
    expect(errors.map((error) => error.code)).toEqual([
      'invalid-source',
      'duplicate-source',
      'loop',
      'missing-target',
      'shadowed-page',
    ]);
    expect(warnings.map((warning) => warning.code)).toEqual(['chain']);
    expect(table).toEqual([
      { from: 'chain', to: '/menus' },
      { from: 'fine', to: '/menus' },
    ]);
  });

  it('validates 10 000 entries with chains and pages', () => {
    const table: Record<string, string> = {};
    const sitePages: string[] = [];
    for (let index = 0; index < 10_000; index++) {
      const page = `/section-${index % 50}/page-${index}`;
      sitePages.push(page);
      table[`old/${index}`] = index % 3 === 0 && index < 9_999 ? `/old/${index + 1}` : page;
    }
    const { errors, warnings, table: served } = validateRedirects(table, { pages: sitePages, locales });
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(3333);
    expect(served).toHaveLength(10_000);
  });

  it('collapses a 10 000-link chain and reports a 10 000-entry loop', () => {
    const chain: Record<string, string> = {};
    const loop: Record<string, string> = {};
    for (let index = 0; index < 10_000; index++) {
      chain[`c${index}`] = `/c${index + 1}`;
      loop[`l${index}`] = `/l${(index + 1) % 10_000}`;
      loop[`t${index}`] = index === 0 ? '/l0' : `/t${index - 1}`;
    }
    const chained = validateRedirects(chain);
    const looped = validateRedirects(loop);
    expect(chained.warnings).toHaveLength(9_999);
    expect(chained.table.every((entry) => entry.to === '/c10000')).toBe(true);
    expect(looped.errors).toHaveLength(10_001);
    expect(looped.errors[0]?.entries).toHaveLength(10_000);
  });
});
