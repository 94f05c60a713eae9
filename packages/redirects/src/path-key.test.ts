import { describe, expect, it } from 'vitest';
import { splitFirstSegment, splitUrl, toPathKey } from './path-key';

describe('toPathKey', () => {
  it.each([
    ['quick-start', 'quick-start'],
    ['/quick-start', 'quick-start'],
    ['quick-start/', 'quick-start'],
    ['/components/dropdowns/', 'components/dropdowns'],
    ['//components///dropdowns//', 'components/dropdowns'],
    ['/', ''],
    ['', ''],
    ['///', ''],
    ['/caf%C3%A9/', 'café'],
    ['/a%2Fb', 'a%2Fb'],
    ['/bad%E0%A4%A', 'bad%E0%A4%A'],
    ['/Quick-Start', 'Quick-Start'],
  ])('turns %j into %j', (path, key) => {
    expect(toPathKey(path)).toBe(key);
  });
});

describe('splitUrl', () => {
  it.each([
    ['/quick-start', '/quick-start', ''],
    ['/quick-start?a=1', '/quick-start', '?a=1'],
    ['/quick-start#top', '/quick-start', '#top'],
    ['/quick-start?a=1#top', '/quick-start', '?a=1#top'],
    ['/quick-start#top?a=1', '/quick-start', '#top?a=1'],
    ['https://lectern.dev/quick-start/?a=1#top', '/quick-start/', '?a=1#top'],
    ['HTTP://lectern.dev:8080', '', ''],
    ['https://lectern.dev?a', '', '?a'],
    ['//quick-start', '//quick-start', ''],
    ['', '', ''],
  ])('splits %j into path %j and suffix %j', (input, path, suffix) => {
    expect(splitUrl(input)).toEqual({ path, suffix });
  });
});

describe('splitFirstSegment', () => {
  it.each([
    ['zh-CN/quick-start', ['zh-CN', 'quick-start']],
    ['en/components/menus', ['en', 'components/menus']],
    ['en', ['en', '']],
    ['', ['', '']],
  ])('splits %j into %j', (key, parts) => {
    expect(splitFirstSegment(key)).toEqual(parts);
  });
});
