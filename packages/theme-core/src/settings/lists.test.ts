import { describe, expect, it } from 'vitest';
import {
  canPinAnother,
  dismissBanner,
  markNotificationsRead,
  notificationsNewestFirst,
  pinPage,
  pinPathOf,
  unpinPage,
  unreadNotifications,
} from './lists.js';

const many = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`);

describe('pinPathOf', () => {
  it.each([
    ['/en/components/alert/', 'en', '/components/alert/'],
    ['/zh-CN/guide/', 'zh-CN', '/guide/'],
    ['/en/', 'en', '/'],
    ['/en', 'en', '/en'],
    ['/de/guide/', 'en', '/de/guide/'],
    ['/english/guide/', 'en', '/english/guide/'],
  ])('keeps %s of a page in %s as %s', (path, locale, expected) => {
    expect(pinPathOf(path, locale)).toBe(expected);
  });
});

describe('pins', () => {
  it('adds a page last, once', () => {
    expect(pinPage(['/a/'], '/b/')).toEqual(['/a/', '/b/']);
    const pins = ['/a/', '/b/'];
    expect(pinPage(pins, '/a/')).toBe(pins);
  });

  it('pins at most 30 pages', () => {
    const full = many(30, '/p');
    expect(canPinAnother(many(29, '/p'))).toBe(true);
    expect(canPinAnother(full)).toBe(false);
    expect(pinPage(full, '/one-more/')).toBe(full);
  });

  it('unpins a page, and leaves the others in their order', () => {
    expect(unpinPage(['/a/', '/b/', '/c/'], '/b/')).toEqual(['/a/', '/c/']);
    expect(unpinPage([], '/b/')).toEqual([]);
  });
});

describe('dismissBanner', () => {
  it('remembers a banner once, after those closed before', () => {
    expect(dismissBanner(['release-1'], 'release-2')).toEqual(['release-1', 'release-2']);
    const dismissed = ['release-1'];
    expect(dismissBanner(dismissed, 'release-1')).toBe(dismissed);
  });

  it('forgets the oldest past 50', () => {
    const next = dismissBanner(many(50, 'b'), 'new');
    expect(next).toHaveLength(50);
    expect(next[0]).toBe('b1');
    expect(next.at(-1)).toBe('new');
  });
});

describe('markNotificationsRead', () => {
  it('adds the ids not read yet, in their order', () => {
    expect(markNotificationsRead(['a'], ['b', 'a', 'c'])).toEqual(['a', 'b', 'c']);
    const read = ['a'];
    expect(markNotificationsRead(read, ['a'])).toBe(read);
    expect(markNotificationsRead(read, [])).toBe(read);
  });

  it('forgets the oldest past 100', () => {
    const next = markNotificationsRead(many(99, 'n'), ['x', 'y']);
    expect(next).toHaveLength(100);
    expect(next[0]).toBe('n1');
    expect(next.slice(-2)).toEqual(['x', 'y']);
  });
});

describe('unreadNotifications', () => {
  it('gives the notifications not read, in their order', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(unreadNotifications(items, ['b'])).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(unreadNotifications(items, ['a', 'b', 'c'])).toEqual([]);
    expect(unreadNotifications([], ['a'])).toEqual([]);
  });
});

describe('notificationsNewestFirst', () => {
  it('puts the newest first, keeping the order of those of the same day', () => {
    const items = [
      { id: 'old', date: '2026-01-05' },
      { id: 'new', date: '2026-03-01' },
      { id: 'same-a', date: '2026-02-01' },
      { id: 'same-b', date: '2026-02-01' },
    ];
    expect(notificationsNewestFirst(items).map((item) => item.id)).toEqual([
      'new',
      'same-a',
      'same-b',
      'old',
    ]);
    expect(items[0]?.id).toBe('old');
  });
});
