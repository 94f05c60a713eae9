import { describe, expect, it } from 'vitest';
import { imageWithBase, isUnderBase, linksWithBase, withBase, withoutBase } from './site-base.js';

describe('withBase', () => {
  it.each([
    ['/en/guide/', '/docs/', '/docs/en/guide/'],
    ['/en/guide/', '/docs', '/docs/en/guide/'],
    ['/', '/docs/', '/docs/'],
    ['/favicon.svg', '/docs/', '/docs/favicon.svg'],
    ['/en/guide/?tab=1#x', '/docs/', '/docs/en/guide/?tab=1#x'],
    ['/docsite/', '/docs/', '/docs/docsite/'],
    ['/en/guide/', '/en/', '/en/en/guide/'],
    ['/en/guide/', '/', '/en/guide/'],
    ['https://example.com/a', '/docs/', 'https://example.com/a'],
    ['//cdn.example.com/a.js', '/docs/', '//cdn.example.com/a.js'],
    ['#top', '/docs/', '#top'],
    ['guide/', '/docs/', 'guide/'],
    ['mailto:a@example.com', '/docs/', 'mailto:a@example.com'],
  ])('writes %j under %j as %j', (href, base, expected) => {
    expect(withBase(href, base)).toBe(expected);
  });
});

describe('withoutBase', () => {
  it.each([
    ['/docs/en/guide/', '/docs/', '/en/guide/'],
    ['/docs/', '/docs/', '/'],
    ['/docs', '/docs/', '/'],
    ['/other/', '/docs/', '/other/'],
    ['/en/', '/', '/en/'],
  ])('writes %j under %j as %j', (href, base, expected) => {
    expect(withoutBase(href, base)).toBe(expected);
  });
});

describe('linksWithBase', () => {
  it('puts the base in front of every link of the items and their children', () => {
    expect(
      linksWithBase(
        [
          { text: 'Guide', link: '/en/guide/', items: [{ text: 'Intro', link: '/en/guide/intro/' }] },
          { text: 'GitHub', link: 'https://github.com/lectern' },
          { text: 'Group', items: [] },
        ],
        '/docs/',
      ),
    ).toEqual([
      { text: 'Guide', link: '/docs/en/guide/', items: [{ text: 'Intro', link: '/docs/en/guide/intro/' }] },
      { text: 'GitHub', link: 'https://github.com/lectern' },
      { text: 'Group', items: [] },
    ]);
  });

  it('leaves the items as they are at the root', () => {
    const items = [{ text: 'Guide', link: '/en/guide/' }];
    expect(linksWithBase(items, '/')).toEqual(items);
  });
});

describe('imageWithBase', () => {
  it.each([
    ['/logo.svg', '/docs/logo.svg'],
    [
      { src: '/logo.svg', alt: '' },
      { src: '/docs/logo.svg', alt: '' },
    ],
    [
      { light: '/a.svg', dark: '/b.svg' },
      { light: '/docs/a.svg', dark: '/docs/b.svg' },
    ],
    ['⚡', '⚡'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    [undefined, undefined],
  ])('writes %j as %j under /docs/', (image, expected) => {
    expect(imageWithBase(image, '/docs/')).toEqual(expected);
  });
});

describe('isUnderBase', () => {
  it.each([
    ['/docs/en/', '/docs/', true],
    ['/docs', '/docs/', true],
    ['/docsite/', '/docs/', false],
    ['/en/', '/', false],
  ])('%j under %j: %s', (href, base, under) => {
    expect(isUnderBase(href, base)).toBe(under);
  });
});
