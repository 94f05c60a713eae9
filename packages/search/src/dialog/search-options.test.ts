import { describe, expect, it } from 'vitest';
import { moveActive, searchOptions } from './search-options';

const hit = (heading: string) => ({ heading, anchorUrl: `/${heading}/`, excerptHtml: '' });

describe('searchOptions', () => {
  it('lists every hit of every group, in order', () => {
    const groups = [
      { page: { url: '/a/', title: 'A' }, kind: 'page' as const, hits: [hit('a1'), hit('a2')] },
      { page: { url: '/b/', title: 'B' }, kind: 'page' as const, hits: [hit('b1')] },
    ];
    expect(searchOptions('s', { groups }).map((option) => option.id)).toEqual(['s-0-0', 's-0-1', 's-1-0']);
  });

  it('lists the recent searches while the box is empty', () => {
    expect(searchOptions('s', { recent: ['alert', 'tabs'] })).toEqual([
      { type: 'recent', id: 's-recent-0', term: 'alert' },
      { type: 'recent', id: 's-recent-1', term: 'tabs' },
    ]);
  });
});

describe('moveActive', () => {
  it.each([
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [-1, 3, 1, 0],
    [-1, 3, -1, 2],
    [0, 0, 1, -1],
    [0, 1, 1, 0],
  ] as const)('from %i of %i by %i gives %i', (active, count, step, expected) => {
    expect(moveActive(active, count, step)).toBe(expected);
  });
});
