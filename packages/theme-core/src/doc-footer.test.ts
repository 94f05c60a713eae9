import { describe, expect, it } from 'vitest';
import type { DocFooterLink } from './config/index.js';
import { editLinkUrl, formatLastUpdated, type PrevNext, resolvePrevNext } from './doc-footer.js';

const flatSidebar = [
  { text: 'Introduction', link: '/guide/' },
  { text: 'Installation', link: '/guide/installation' },
  { text: 'Theme', link: '/guide/theme' },
];

describe('resolvePrevNext', () => {
  it.each<[string, string, PrevNext]>([
    [
      'the first page has only a next link',
      '/guide/',
      { next: { text: 'Installation', link: '/guide/installation' } },
    ],
    [
      'a middle page links both ways',
      '/guide/installation',
      { prev: { text: 'Introduction', link: '/guide/' }, next: { text: 'Theme', link: '/guide/theme' } },
    ],
    [
      'the last page has only a previous link',
      '/guide/theme',
      { prev: { text: 'Installation', link: '/guide/installation' } },
    ],
    [
      'the current page is found with a trailing slash and .html',
      '/guide/installation.html',
      { prev: { text: 'Introduction', link: '/guide/' }, next: { text: 'Theme', link: '/guide/theme' } },
    ],
    [
      'the first page is found as index.html',
      '/guide/index.html',
      { next: { text: 'Installation', link: '/guide/installation' } },
    ],
    ['a page outside the sidebar has no pager', '/api/', {}],
  ])('%s', (_sentence, currentPath, expected) => {
    expect(resolvePrevNext({ flatSidebar, currentPath })).toEqual(expected);
  });

  it('gives no pager for an empty sidebar', () => {
    expect(resolvePrevNext({ flatSidebar: [], currentPath: '/' })).toEqual({});
  });

  it.each<[string, DocFooterLink | undefined, DocFooterLink | undefined, PrevNext]>([
    ['false hides a side', false, undefined, { next: { text: 'Theme', link: '/guide/theme' } }],
    ['false can hide both sides', false, false, {}],
    [
      'a string renames a side',
      'Start here',
      undefined,
      { prev: { text: 'Start here', link: '/guide/' }, next: { text: 'Theme', link: '/guide/theme' } },
    ],
    [
      'an object sets the text',
      undefined,
      { text: 'Theming' },
      { prev: { text: 'Introduction', link: '/guide/' }, next: { text: 'Theming', link: '/guide/theme' } },
    ],
    [
      'an object sets the text and the link',
      { text: 'Back home', link: '/' },
      { text: 'GitHub', link: 'https://github.com/lectern' },
      {
        prev: { text: 'Back home', link: '/' },
        next: { text: 'GitHub', link: 'https://github.com/lectern' },
      },
    ],
    [
      'a new link takes its text from the sidebar',
      undefined,
      { link: '/guide/index.html' },
      {
        prev: { text: 'Introduction', link: '/guide/' },
        next: { text: 'Introduction', link: '/guide/index.html' },
      },
    ],
    [
      'a new link that the sidebar does not list needs a text',
      { link: '/elsewhere' },
      undefined,
      { next: { text: 'Theme', link: '/guide/theme' } },
    ],
    [
      'an empty object keeps the sidebar neighbour',
      {},
      {},
      { prev: { text: 'Introduction', link: '/guide/' }, next: { text: 'Theme', link: '/guide/theme' } },
    ],
  ])('on a middle page, %s', (_sentence, prev, next, expected) => {
    expect(resolvePrevNext({ flatSidebar, currentPath: '/guide/installation', prev, next })).toEqual(
      expected,
    );
  });

  it.each<[string, DocFooterLink, PrevNext]>([
    [
      'a string cannot invent a link',
      'Previous',
      { next: { text: 'Installation', link: '/guide/installation' } },
    ],
    [
      'a text without a link shows nothing',
      { text: 'Previous' },
      { next: { text: 'Installation', link: '/guide/installation' } },
    ],
    [
      'an object with text and link adds a link',
      { text: 'Home', link: '/' },
      { prev: { text: 'Home', link: '/' }, next: { text: 'Installation', link: '/guide/installation' } },
    ],
  ])('on the first page, %s', (_sentence, prev, expected) => {
    expect(resolvePrevNext({ flatSidebar, currentPath: '/guide/', prev })).toEqual(expected);
  });

  it('gives a page outside the sidebar the links it sets', () => {
    expect(
      resolvePrevNext({ flatSidebar, currentPath: '/api/', next: { text: 'Guide', link: '/guide/' } }),
    ).toEqual({ next: { text: 'Guide', link: '/guide/' } });
  });

  it.each<[string, { prev?: string | false; next?: string | false }, PrevNext]>([
    [
      'a theme label set to false hides the previous side',
      { prev: false },
      { next: { text: 'Theme', link: '/guide/theme' } },
    ],
    [
      'a theme label set to false hides the next side',
      { next: false },
      { prev: { text: 'Introduction', link: '/guide/' } },
    ],
    [
      'theme label texts do not change the links',
      { prev: 'Précédent', next: 'Suivant' },
      { prev: { text: 'Introduction', link: '/guide/' }, next: { text: 'Theme', link: '/guide/theme' } },
    ],
  ])('%s', (_sentence, labels, expected) => {
    expect(resolvePrevNext({ flatSidebar, currentPath: '/guide/installation', labels })).toEqual(expected);
  });

  it('hides a side the theme switches off even when the page sets it', () => {
    const result = resolvePrevNext({
      flatSidebar,
      currentPath: '/guide/installation',
      prev: { text: 'Home', link: '/' },
      labels: { prev: false },
    });
    expect(result).toEqual({ next: { text: 'Theme', link: '/guide/theme' } });
  });
});

describe('editLinkUrl', () => {
  const pattern = 'https://github.com/lectern/docs/edit/main/docs/:path';

  it.each([
    ['guide/intro.md', 'https://github.com/lectern/docs/edit/main/docs/guide/intro.md'],
    ['/guide/intro.md', 'https://github.com/lectern/docs/edit/main/docs/guide/intro.md'],
    ['./guide/intro.md', 'https://github.com/lectern/docs/edit/main/docs/guide/intro.md'],
    ['index.md', 'https://github.com/lectern/docs/edit/main/docs/index.md'],
    ['zh-CN/指南/安装.md', 'https://github.com/lectern/docs/edit/main/docs/zh-CN/指南/安装.md'],
    ['costs/$&.md', 'https://github.com/lectern/docs/edit/main/docs/costs/$&.md'],
  ])('puts the source path %j into the pattern', (relativePath, expected) => {
    expect(editLinkUrl(pattern, relativePath)).toBe(expected);
  });

  it('replaces every :path', () => {
    expect(editLinkUrl('https://example.com/:path?from=:path', 'a.md')).toBe(
      'https://example.com/a.md?from=a.md',
    );
  });

  it.each([
    ['the theme has no edit link', undefined, undefined],
    ['the page sets editLink: false', pattern, false],
  ])('gives no link when %s', (_sentence, themePattern, pageEditLink) => {
    expect(editLinkUrl(themePattern, 'guide/intro.md', pageEditLink)).toBeUndefined();
  });

  it('leads to the page’s own address, with or without a theme pattern', () => {
    const own = 'https://github.com/lectern/ui/edit/main/src/alert.tsx';
    expect(editLinkUrl(pattern, 'api/alert.md', own)).toBe(own);
    expect(editLinkUrl(undefined, 'api/alert.md', own)).toBe(own);
  });

  it('keeps the link when the page sets editLink: true', () => {
    expect(editLinkUrl(pattern, 'a.md', true)).toBe('https://github.com/lectern/docs/edit/main/docs/a.md');
  });

  it('rejects a pattern without :path, even on a page without an edit link', () => {
    const message =
      'editLink.pattern: expected a pattern containing ":path" (got "https://github.com/lectern/docs")';
    expect(() => editLinkUrl('https://github.com/lectern/docs', 'a.md')).toThrow(message);
    expect(() => editLinkUrl('https://github.com/lectern/docs', 'a.md', false)).toThrow(message);
  });
});

describe('formatLastUpdated', () => {
  const timestamp = Date.UTC(2024, 0, 15, 13, 5);
  const iso = '2024-01-15T13:05:00.000Z';
  /** ICU versions differ in the space before AM/PM (U+0020 or U+202F). */
  const plain = (result: { text: string; iso: string } | undefined) =>
    result && { ...result, text: result.text.replace(/\s/g, ' ') };

  it.each<[string, number | Date, string, Intl.DateTimeFormatOptions | undefined, string]>([
    ['writes a short date and short time in English', timestamp, 'en', undefined, '1/15/24, 1:05 PM'],
    [
      'writes a short date and short time in Simplified Chinese',
      timestamp,
      'zh-CN',
      undefined,
      '2024/1/15 13:05',
    ],
    ['accepts a Date', new Date(timestamp), 'en', undefined, '1/15/24, 1:05 PM'],
    ['respects format options in English', timestamp, 'en', { dateStyle: 'long' }, 'January 15, 2024'],
    [
      'respects format options in Simplified Chinese',
      timestamp,
      'zh-CN',
      { year: 'numeric', month: 'long', day: 'numeric' },
      '2024年1月15日',
    ],
  ])('%s', (_sentence, value, locale, formatOptions, text) => {
    expect(plain(formatLastUpdated(value, { locale, formatOptions, timeZone: 'UTC' }))).toEqual({
      text,
      iso,
    });
  });

  it('writes the time in the given time zone, the ISO time stays in UTC', () => {
    expect(plain(formatLastUpdated(timestamp, { locale: 'en', timeZone: 'Asia/Shanghai' }))).toEqual({
      text: '1/15/24, 9:05 PM',
      iso,
    });
  });

  it('lets the time zone option win over one in the format options', () => {
    const formatOptions: Intl.DateTimeFormatOptions = { timeStyle: 'short', timeZone: 'Asia/Shanghai' };
    expect(plain(formatLastUpdated(timestamp, { locale: 'en', formatOptions, timeZone: 'UTC' }))?.text).toBe(
      '1:05 PM',
    );
    expect(plain(formatLastUpdated(timestamp, { locale: 'en', formatOptions }))?.text).toBe('9:05 PM');
  });

  it('uses the reader’s time zone when none is given', () => {
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short' }).format(
      timestamp,
    );
    expect(formatLastUpdated(timestamp, { locale: 'en' })).toEqual({ text: expected, iso });
  });

  it.each([
    ['NaN', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
    ['a timestamp out of range', 9e15],
    ['an invalid Date', new Date('not a date')],
  ])('gives nothing for %s', (_sentence, value) => {
    expect(formatLastUpdated(value, { locale: 'en', timeZone: 'UTC' })).toBeUndefined();
  });
});
