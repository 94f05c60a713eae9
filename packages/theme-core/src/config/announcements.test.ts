import { describe, expect, it } from 'vitest';
import { safeParseThemeConfig } from './errors.js';

/** The problems found in theme settings, as `path: message` lines. */
function problems(input: unknown): string[] {
  const result = safeParseThemeConfig(input);
  return result.success ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
}

const notification = {
  id: 'release-1.0',
  date: '2026-11-20',
  title: 'Lectern 1.0',
  link: '/reference/releases/',
};

describe('the banner', () => {
  it('accepts an id and a text, with or without a link', () => {
    expect(problems({ banner: { id: 'release-1.0', text: 'Lectern 1.0 is out.' } })).toEqual([]);
    expect(
      problems({
        banner: { id: 'v1', text: 'Out now.', link: '/reference/releases/', linkText: 'Read more' },
      }),
    ).toEqual([]);
  });

  it('names the field of each problem', () => {
    expect(problems({ banner: { id: 'release 1', text: '' } })).toEqual([
      'banner.id: expected an id of letters, digits, ".", "_", ":" and "-", starting with a letter or digit, of at most 48 characters (got "release 1")',
      'banner.text: expected a non-empty string (got "")',
    ]);
    expect(problems({ banner: { id: 'x'.repeat(49), text: 'Hi' } })[0]).toMatch(
      /^banner\.id: expected an id/,
    );
    expect(problems({ banner: { id: 'v1', text: 'Hi', link: 'releases', linkText: 'More' } })).toEqual([
      'banner.link: expected a path starting with "/", an anchor starting with "#" or an absolute URL (got "releases")',
    ]);
  });

  it('wants the link and its text together', () => {
    expect(problems({ banner: { id: 'v1', text: 'Hi', link: '/releases/' } })).toEqual([
      'banner: expected `link` and `linkText` together',
    ]);
  });
});

describe('the notifications', () => {
  it('accepts a list of dated, linked notifications', () => {
    expect(problems({ notifications: [notification, { ...notification, id: 'news:2' }] })).toEqual([]);
    expect(problems({ notifications: [] })).toEqual([]);
  });

  it('names each bad field, and each repeated id', () => {
    expect(
      problems({
        notifications: [
          notification,
          { ...notification, id: 'n2', date: '20 Nov 2026' },
          { ...notification, id: 'n3', link: 'x' },
        ],
      }),
    ).toEqual([
      'notifications[1].date: expected a date written YYYY-MM-DD (got "20 Nov 2026")',
      'notifications[2].link: expected a path starting with "/", an anchor starting with "#" or an absolute URL (got "x")',
    ]);
    expect(problems({ notifications: [notification, notification] })).toEqual([
      'notifications[1].id: expected each notification id once (got "release-1.0")',
    ]);
  });

  it('lists at most 50', () => {
    const many = Array.from({ length: 51 }, (_, index) => ({ ...notification, id: `n${index}` }));
    expect(problems({ notifications: many })).toHaveLength(1);
  });
});

describe('the house ad', () => {
  it('accepts a title, a text and a link', () => {
    expect(
      problems({ ad: { title: 'Sponsor Lectern', text: 'Your logo here.', link: '/sponsors/' } }),
    ).toEqual([]);
  });

  it('reports a missing field and an unknown one', () => {
    expect(problems({ ad: { title: 'Sponsor', link: '/sponsors/', image: 'x.png' } })).toEqual([
      'ad.text: missing required field',
      'ad: unknown field "image"',
    ]);
  });
});
