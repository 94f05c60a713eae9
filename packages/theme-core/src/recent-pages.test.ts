import { describe, expect, it } from 'vitest';
import {
  RECENT_PAGES_LIMIT,
  readPinTitles,
  readRecentPages,
  recentPagesBesides,
  rememberRecentPage,
  titleFromPath,
} from './recent-pages.js';

const page = (path: string, title = path.toUpperCase()) => ({ path, title });

describe('readRecentPages', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['not a list', '{"path":"/a/"}'],
    ['an empty list', '[]'],
  ])('reads %s as no pages', (_name, raw) => {
    expect(readRecentPages(raw)).toEqual([]);
  });

  it('keeps the valid entries, the first of a repeated path, with trimmed titles', () => {
    const raw = JSON.stringify([
      { path: '/en/guide/', title: '  Guide ' },
      { path: 'javascript:alert(1)', title: 'x' },
      { path: '//evil.example/', title: 'x' },
      { path: '/en/a/', title: '' },
      { path: '/en/b/' },
      null,
      42,
      { path: '/en/guide/', title: 'Again' },
      { path: '/en/c/', title: 'C'.repeat(200) },
    ]);
    expect(readRecentPages(raw)).toEqual([
      { path: '/en/guide/', title: 'Guide' },
      { path: '/en/c/', title: 'C'.repeat(120) },
    ]);
  });

  it(`keeps at most ${RECENT_PAGES_LIMIT} pages`, () => {
    const raw = JSON.stringify(Array.from({ length: 12 }, (_, index) => page(`/p${index}/`)));
    expect(readRecentPages(raw)).toHaveLength(RECENT_PAGES_LIMIT);
  });
});

describe('rememberRecentPage', () => {
  it('puts the page read now first, once', () => {
    expect(rememberRecentPage([page('/a/'), page('/b/')], page('/b/'))).toEqual([page('/b/'), page('/a/')]);
  });

  it('forgets the oldest past the limit', () => {
    const pages = Array.from({ length: RECENT_PAGES_LIMIT }, (_, index) => page(`/p${index}/`));
    const next = rememberRecentPage(pages, page('/new/'));
    expect(next).toHaveLength(RECENT_PAGES_LIMIT);
    expect(next[0]).toEqual(page('/new/'));
    expect(next.at(-1)).toEqual(page(`/p${RECENT_PAGES_LIMIT - 2}/`));
  });

  it('remembers no page without a path or a title', () => {
    expect(rememberRecentPage([page('/a/')], { path: 'https://x.example/', title: 'X' })).toEqual([
      page('/a/'),
    ]);
    expect(rememberRecentPage([], { path: '/a/', title: '   ' })).toEqual([]);
  });
});

describe('recentPagesBesides', () => {
  it('leaves out the page being read and keeps at most the count asked for', () => {
    const pages = [page('/a/'), page('/b/'), page('/c/'), page('/d/')];
    expect(recentPagesBesides(pages, '/b/', 2)).toEqual([page('/a/'), page('/c/')]);
    expect(recentPagesBesides([], '/b/', 2)).toEqual([]);
  });
});

describe('readPinTitles', () => {
  it('gives the titles of the pins only', () => {
    expect(readPinTitles('{"/guide/":"Guide","/old/":"Old","/x/":5}', ['/guide/', '/x/', '/y/'])).toEqual({
      '/guide/': 'Guide',
    });
  });

  it.each([null, '[]', 'nope', '"text"'])('reads %j as no titles', (raw) => {
    expect(readPinTitles(raw, ['/guide/'])).toEqual({});
  });
});

describe('titleFromPath', () => {
  it.each([
    ['/components/date-picker/', 'Date picker'],
    ['/components/alert', 'Alert'],
    ['/guide/first_steps/', 'First steps'],
    ['/%C3%A9t%C3%A9/', 'Été'],
    ['/%E0%A4%A/', '%E0%A4%A'],
    ['/---/', '---'],
    ['/', '/'],
  ])('names %s %j', (path, title) => {
    expect(titleFromPath(path)).toBe(title);
  });
});
