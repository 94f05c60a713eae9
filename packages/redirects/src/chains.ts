/** One redirect in the graph: the target as written and its comparison key. */
export interface ChainLink {
  to: string;
  targetKey: string;
}

/** Where following redirects from an old path ends. */
export type ChainOutcome =
  /**
   * At a path that is not itself an old path, after `hops` redirects (1 for a direct redirect); or, with 0
   * hops, at the old path itself, an entry leading to the page of its own address.
   */
  | { kind: 'ends'; finalKey: string; finalTo: string; hops: number }
  /** The old path is part of a loop. */
  | { kind: 'loop' }
  /** The old path leads into a loop it is not part of; `entranceKey` is the first old path of the loop. */
  | { kind: 'into-loop'; entranceKey: string };

/** Every old path's outcome, and each loop once, as the keys in redirect order. */
export interface ChainAnalysis {
  outcomes: Map<string, ChainOutcome>;
  loops: string[][];
}

const IN_LOOP: ChainOutcome = Object.freeze({ kind: 'loop' });

/**
 * Follows every redirect to its end, in time linear in the number of redirects: each old path is walked
 * once and its outcome memoised, so a chain reached again is not walked again.
 *
 * @example
 * followChains(new Map([['a', { to: '/b', targetKey: 'b' }], ['b', { to: '/c', targetKey: 'c' }]]))
 * // outcomes: a → ends at 'c' after 2 hops, b → ends at 'c' after 1 hop; loops: []
 */
export function followChains(graph: ReadonlyMap<string, ChainLink>): ChainAnalysis {
  const outcomes = new Map<string, ChainOutcome>();
  const loops: string[][] = [];
  // An old path leading to its own page is where it ends (see `validateRedirects`): no hop of its own, so
  // a redirect into it is one hop, not a chain.
  for (const [key, link] of graph) {
    if (link.targetKey === key) outcomes.set(key, { kind: 'ends', finalKey: key, finalTo: link.to, hops: 0 });
  }

  for (const start of graph.keys()) {
    if (outcomes.has(start)) continue;
    const path: string[] = [];
    const onPath = new Map<string, number>();
    let current = start;
    let end: ChainOutcome | undefined;
    let loopStart = -1;
    for (;;) {
      const known = outcomes.get(current);
      if (known) {
        end = known;
        break;
      }
      const link = graph.get(current);
      if (!link) break;
      const seen = onPath.get(current);
      if (seen !== undefined) {
        loopStart = seen;
        loops.push(path.slice(seen));
        break;
      }
      onPath.set(current, path.length);
      path.push(current);
      current = link.targetKey;
    }

    const last = path[path.length - 1];
    const lastLink = last === undefined ? undefined : graph.get(last);
    for (let index = path.length - 1; index >= 0; index--) {
      const key = path[index] as string;
      const hopsToEnd = path.length - index;
      if (loopStart !== -1) {
        outcomes.set(key, index >= loopStart ? IN_LOOP : { kind: 'into-loop', entranceKey: current });
      } else if (end === undefined) {
        // `current` is not an old path: the chain ends there.
        outcomes.set(key, { kind: 'ends', finalKey: current, finalTo: lastLink?.to ?? '', hops: hopsToEnd });
      } else if (end.kind === 'ends') {
        outcomes.set(key, { ...end, hops: end.hops + hopsToEnd });
      } else {
        outcomes.set(key, {
          kind: 'into-loop',
          entranceKey: end.kind === 'loop' ? current : end.entranceKey,
        });
      }
    }
  }
  return { outcomes, loops };
}
