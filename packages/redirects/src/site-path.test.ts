import { describe, expect, it } from 'vitest';
import { type TrailingSlash, toSitePath } from './site-path';

describe('toSitePath', () => {
  it.each<[string, TrailingSlash, string]>([
    ['/en/getting-started/installation', 'always', '/en/getting-started/installation/'],
    ['/en/getting-started/installation/', 'always', '/en/getting-started/installation/'],
    ['/en/', 'always', '/en/'],
    ['/', 'always', '/'],
    ['/en/downloads/guide.pdf', 'always', '/en/downloads/guide.pdf'],
    ['/404.html', 'always', '/404.html'],
    ['/en/v1.2/intro', 'always', '/en/v1.2/intro/'],
    ['/en/guide/', 'never', '/en/guide'],
    ['/en/guide//', 'never', '/en/guide'],
    ['/', 'never', '/'],
    ['/en/guide', 'never', '/en/guide'],
    ['/en/guide', 'ignore', '/en/guide'],
    ['/en/guide/', 'ignore', '/en/guide/'],
  ])('writes %s with trailingSlash %s as %s', (path, trailingSlash, expected) => {
    expect(toSitePath(path, trailingSlash)).toBe(expected);
  });
});
