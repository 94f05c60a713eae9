import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

/** A promise settled from outside, and its settle functions. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('loadOnce', () => {
  it('loads once, and work chained by each call runs in the order of the calls', async () => {
    // Each call of the raw loader settles on its own: the second first, as a preload helper may do.
    const loads = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const load = loadOnce(() => loads[calls++]?.promise ?? Promise.reject(new Error('loaded again')));
    const done: string[] = [];
    const first = load().then(() => done.push('first'));
    const second = load().then(() => done.push('second'));
    loads[1]?.resolve('module');
    loads[0]?.resolve('module');
    await Promise.all([first, second]);
    expect(calls).toBe(1);
    expect(done).toEqual(['first', 'second']);
    await expect(load()).resolves.toBe('module');
    expect(calls).toBe(1);
  });

  it('starts the load again after a failure', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'module';
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('module');
    await expect(load()).resolves.toBe('module');
    expect(calls).toBe(2);
  });
});
