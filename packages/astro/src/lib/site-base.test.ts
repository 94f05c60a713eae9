import { describe, expect, it } from 'vitest';
import { withBase, withoutBase } from './site-base.js';

describe('withBase', () => {
  it.each([
    ['/en/guide/', '/docs/', '/docs/en/guide/'],
    ['/en/guide/', '/docs', '/docs/en/guide/'],
    ['/', '/docs/', '/docs/'],
    ['/favicon.svg', '/docs/', '/docs/favicon.svg'],
    ['/en/guide/?tab=1#x', '/docs/', '/docs/en/guide/?tab=1#x'],
    ['/docs/en/guide/', '/docs/', '/docs/en/guide/'],
    ['/docs', '/docs/', '/docs'],
    ['/docsite/', '/docs/', '/docs/docsite/'],
    ['/en/guide/', '/', '/en/guide/'],
    ['https://example.com/a', '/docs/', 'https://example.com/a'],
    ['//cdn.example.com/a.js', '/docs/', '//cdn.example.com/a.js'],
    ['#top', '/docs/', '#top'],
    ['guide/', '/docs/', 'guide/'],
    ['mailto:a@example.com', '/docs/', 'mailto:a@example.com'],
  ])('writes %j under %j as %j', (href, base, expected) => {
    expect(withBase(href, base)).toBe(expected);
  });

  it('uses the site’s base by default (the root in tests)', () => {
    expect(withBase('/en/')).toBe('/en/');
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
