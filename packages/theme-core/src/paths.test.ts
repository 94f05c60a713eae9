import { describe, expect, it } from 'vitest';
import {
  isActivePath,
  isExternalLink,
  joinPath,
  normalizePath,
  pageKey,
  pathSegments,
  sitePageKey,
} from './paths.js';

describe('isExternalLink', () => {
  it.each([
    ['https://github.com/lectern', true],
    ['http://example.com', true],
    ['mailto:docs@example.com', true],
    ['tel:+123', true],
    ['//cdn.example.com/logo.svg', true],
    ['/guide/', false],
    ['/', false],
    ['guide/intro', false],
    ['#setup', false],
    ['./intro', false],
    ['', false],
  ])('treats %j as external: %s', (link, expected) => {
    expect(isExternalLink(link)).toBe(expected);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['index.html', '/'],
    ['/index.html', '/'],
    ['/index.md', '/'],
    ['/guide/', '/guide/'],
    ['/guide', '/guide'],
    ['guide/intro', '/guide/intro'],
    ['/guide/intro.html', '/guide/intro'],
    ['/guide/intro.md', '/guide/intro'],
    ['/guide/index.html', '/guide/'],
    ['/guide/index.md', '/guide/'],
    ['/guide/myindex.html', '/guide/myindex'],
    ['/guide/index', '/guide/index'],
    ['/guide//intro', '/guide/intro'],
    ['//cdn.example.com/a.html', '//cdn.example.com/a.html'],
    ['/guide/intro?tab=api', '/guide/intro'],
    ['/guide/intro#setup', '/guide/intro'],
    ['/guide/intro.html?x=1#setup', '/guide/intro'],
    ['/guide/#setup', '/guide/'],
    ['#setup', '/'],
    ['/zh-CN/', '/zh-CN/'],
    ['/zh-CN/index.html', '/zh-CN/'],
    ['/zh-CN/%E6%8C%87%E5%8D%97/', '/zh-CN/指南/'],
    ['/100%/', '/100%/'],
    ['https://example.com/a.html#x', 'https://example.com/a.html#x'],
  ])('normalises %j to %j', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});

describe('pathSegments', () => {
  it.each([
    ['/', []],
    ['/guide/', ['guide']],
    ['/zh-CN/guide/intro.html', ['zh-CN', 'guide', 'intro']],
  ])('splits %j into %j', (path, expected) => {
    expect(pathSegments(path)).toEqual(expected);
  });
});

describe('joinPath', () => {
  it.each([
    ['/guide/', 'intro', '/guide/intro'],
    ['/guide', 'intro', '/guide/intro'],
    ['/guide/', './intro', '/guide/intro'],
    ['/guide/', 'advanced/', '/guide/advanced/'],
    ['/guide/', '../api/', '/api/'],
    ['/guide/', '../../../api', '/api'],
    ['/guide/', '..', '/'],
    ['/guide/', '.', '/guide/'],
    ['/guide/', '', '/guide/'],
    ['/', '', '/'],
    ['', 'intro', '/intro'],
    ['/guide//', 'a//b', '/guide/a/b'],
    ['/guide/', 'intro?tab=api#setup', '/guide/intro?tab=api#setup'],
    ['/guide/', '#setup', '/guide/#setup'],
    ['/zh-CN/guide/', 'intro.html', '/zh-CN/guide/intro.html'],
    ['/guide/', '/reference/', '/reference/'],
    ['/guide/', 'https://example.com', 'https://example.com'],
    ['https://example.com/docs', 'intro', 'https://example.com/docs/intro'],
  ])('joins %j and %j into %j', (base, link, expected) => {
    expect(joinPath(base, link)).toBe(expected);
  });
});

describe('pageKey', () => {
  it.each([
    ['/', ''],
    ['', ''],
    ['/guide/intro/', 'guide/intro'],
    ['/guide/intro', 'guide/intro'],
    ['guide//intro.html?x=1#setup', 'guide/intro'],
    ['/guide/index.md', 'guide'],
    ['/caf%C3%A9/', 'café'],
    ['/v1.2/notes', 'v1.2/notes'],
    ['/a_b/c-d~e/', 'a_b/c-d~e'],
  ])('of %j is %j', (path, key) => {
    expect(pageKey(path)).toBe(key);
  });
});

describe('sitePageKey', () => {
  it.each([
    ['/guide/intro/#setup', 'guide/intro'],
    ['/', ''],
    ['guide/intro.html', 'guide/intro'],
    ['#setup', undefined],
    ['https://example.com/guide/', undefined],
    ['//cdn.example.com/guide/', undefined],
    ['mailto:docs@example.com', undefined],
  ])('of %j is %j', (link, key) => {
    expect(sitePageKey(link)).toBe(key);
  });
});

describe('isActivePath', () => {
  it('compares plainly written paths as it compares any other spelling', () => {
    const spellings = [
      '/guide/intro',
      '/guide/intro/',
      '/guide/intro.html',
      '/guide//intro',
      '/guide/intro#x',
    ];
    for (const current of spellings) {
      for (const link of spellings) expect(isActivePath(current, link), `${current} ${link}`).toBe(true);
      expect(isActivePath(current, '/guide/intro-2')).toBe(false);
      expect(isActivePath(current, '/guide')).toBe(false);
      expect(isActivePath(current, '/guide/', { matchPrefix: true })).toBe(true);
    }
  });

  it.each([
    ['/', '/', true],
    ['/', '/index.html', true],
    ['/guide/intro', '/guide/intro', true],
    ['/guide/intro/', '/guide/intro', true],
    ['/guide/intro', '/guide/intro/', true],
    ['/guide/intro.html', '/guide/intro', true],
    ['/guide/', '/guide/index.html', true],
    ['/guide/intro?x=1#setup', '/guide/intro', true],
    ['/guide/intro', '/guide/intro#setup', true],
    ['/guide/intro', '/guide/', false],
    ['/guide/', '/guide/intro', false],
    ['/guide/intro', '/', false],
    ['/zh-CN/', '/zh-CN', true],
    ['/zh-CN/guide/', '/guide/', false],
    ['/guide/intro', 'https://example.com/guide/intro', false],
    ['https://example.com/guide/intro', '/guide/intro', false],
    ['/guide/intro', '#setup', false],
    ['/guide/intro', undefined, false],
  ])('on %j, a link to %j is active: %s', (currentPath, link, expected) => {
    expect(isActivePath(currentPath, link)).toBe(expected);
  });

  it.each([
    ['/guide/intro', '/guide/', true],
    ['/guide/intro', '/guide', true],
    ['/guide/', '/guide/', true],
    ['/guide', '/guide/', true],
    ['/guides/x', '/guide', false],
    ['/guides/x', '/guide/', false],
    ['/guide/', '/guide/intro', false],
    ['/anything/at/all', '/', true],
    ['/zh-CN/guide/intro.html', '/zh-CN/', true],
    ['/zh-CN/guide/intro', '/zh/', false],
    ['/a/b/c/d/e/f', '/a/b/c/d/e/', true],
  ])('on %j, a link to %j matches as a prefix: %s', (currentPath, link, expected) => {
    expect(isActivePath(currentPath, link, { matchPrefix: true })).toBe(expected);
  });
});

describe('Unicode normalisation', () => {
  it('compares a decomposed path with a composed one as the same', () => {
    expect(normalizePath('/guides/cafe\u0301/')).toBe('/guides/caf\u00e9/');
    expect(normalizePath('/guides/cafe%CC%81/')).toBe('/guides/caf\u00e9/');
  });
});
