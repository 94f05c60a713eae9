import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_LIMIT,
  removeRecentSearch,
} from './recent-searches';

describe('recent searches', () => {
  it.each([
    [[], 'alert', ['alert']],
    [['alert'], 'sidebar', ['sidebar', 'alert']],
    [['sidebar', 'alert'], 'Alert', ['Alert', 'sidebar']],
    [['alert'], '  date picker  ', ['date picker', 'alert']],
    [['alert'], '   ', ['alert']],
  ])('adding to %j the search %j gives %j', (recent, query, expected) => {
    expect(addRecentSearch(recent, query)).toEqual(expected);
  });

  it('remembers at most the limit, newest first', () => {
    let recent: string[] = [];
    for (let index = 0; index < RECENT_SEARCHES_LIMIT + 3; index += 1)
      recent = addRecentSearch(recent, `q${index}`);
    expect(recent).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(recent[0]).toBe(`q${RECENT_SEARCHES_LIMIT + 2}`);
    expect(addRecentSearch(['a', 'b'], 'c', 2)).toEqual(['c', 'a']);
    expect(addRecentSearch(['a'], 'b', -1)).toEqual([]);
  });

  it('removes a search without regard to case', () => {
    expect(removeRecentSearch(['Alert', 'sidebar'], 'alert')).toEqual(['sidebar']);
  });

  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["alert", 3, "", "Alert", "sidebar"]', ['alert', 'sidebar']],
  ])('reads the stored value %j as %j', (stored, expected) => {
    expect(parseRecentSearches(stored)).toEqual(expected);
  });

  it('caps a stored list at the limit', () => {
    expect(parseRecentSearches(JSON.stringify(['a', 'b', 'c']), 2)).toEqual(['a', 'b']);
  });
});
