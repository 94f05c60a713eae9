import { describe, expect, it } from 'vitest';
import { type ChainLink, followChains } from './chains';

function graphOf(pairs: Record<string, string>): Map<string, ChainLink> {
  return new Map(Object.entries(pairs).map(([from, to]) => [from, { to: `/${to}`, targetKey: to }]));
}

describe('followChains', () => {
  it('ends a direct redirect after one hop', () => {
    const { outcomes, loops } = followChains(graphOf({ a: 'b' }));
    expect(outcomes.get('a')).toEqual({ kind: 'ends', finalKey: 'b', finalTo: '/b', hops: 1 });
    expect(loops).toEqual([]);
  });

  it('follows a chain to its end and counts the hops of each old path', () => {
    const { outcomes } = followChains(graphOf({ a: 'b', b: 'c', c: 'd', x: 'b' }));
    expect(outcomes.get('a')).toEqual({ kind: 'ends', finalKey: 'd', finalTo: '/d', hops: 3 });
    expect(outcomes.get('b')).toEqual({ kind: 'ends', finalKey: 'd', finalTo: '/d', hops: 2 });
    expect(outcomes.get('c')).toEqual({ kind: 'ends', finalKey: 'd', finalTo: '/d', hops: 1 });
    expect(outcomes.get('x')).toEqual({ kind: 'ends', finalKey: 'd', finalTo: '/d', hops: 3 });
  });

  it.each([
    [{ a: 'b', b: 'a' }, [['a', 'b']]],
    [{ a: 'b', b: 'c', c: 'a' }, [['a', 'b', 'c']]],
    [
      { a: 'b', b: 'a', c: 'd', d: 'c' },
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
  ])('finds each loop of %j once', (pairs, expected) => {
    const { outcomes, loops } = followChains(graphOf(pairs));
    expect(loops).toEqual(expected);
    for (const key of Object.keys(pairs)) expect(outcomes.get(key)).toEqual({ kind: 'loop' });
  });

  it('ends an old path leading to its own address where it starts, and a chain into it one hop later', () => {
    const { outcomes, loops } = followChains(graphOf({ a: 'a', x: 'a', y: 'x' }));
    expect(loops).toEqual([]);
    expect(outcomes.get('a')).toEqual({ kind: 'ends', finalKey: 'a', finalTo: '/a', hops: 0 });
    expect(outcomes.get('x')).toEqual({ kind: 'ends', finalKey: 'a', finalTo: '/a', hops: 1 });
    expect(outcomes.get('y')).toEqual({ kind: 'ends', finalKey: 'a', finalTo: '/a', hops: 2 });
  });

  it('marks old paths leading into a loop with where they enter it', () => {
    const { outcomes, loops } = followChains(graphOf({ x: 'y', y: 'a', a: 'b', b: 'a', z: 'x', w: 'b' }));
    expect(loops).toEqual([['a', 'b']]);
    expect(outcomes.get('x')).toEqual({ kind: 'into-loop', entranceKey: 'a' });
    expect(outcomes.get('y')).toEqual({ kind: 'into-loop', entranceKey: 'a' });
    expect(outcomes.get('z')).toEqual({ kind: 'into-loop', entranceKey: 'a' });
    expect(outcomes.get('w')).toEqual({ kind: 'into-loop', entranceKey: 'b' });
  });

  it('walks a 10 000-link chain without recursion', () => {
    const pairs: Record<string, string> = {};
    for (let index = 0; index < 10_000; index++) pairs[`p${index}`] = `p${index + 1}`;
    const { outcomes } = followChains(graphOf(pairs));
    expect(outcomes.get('p0')).toEqual({
      kind: 'ends',
      finalKey: 'p10000',
      finalTo: '/p10000',
      hops: 10_000,
    });
  });
});
