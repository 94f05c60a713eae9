import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionLineTimeout, connectionLine } from './connection-line';

/** A pool that hands out numbered clients at once, or fails to connect while `down`. */
function fakePool() {
  const pool = {
    options: { max: 2 },
    down: false,
    connects: 0,
    released: [] as number[],
    async connect() {
      pool.connects += 1;
      if (pool.down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      const id = pool.connects;
      return { id, release: () => pool.released.push(id) };
    },
    end: async () => {},
  };
  return pool;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('connectionLine', () => {
  it('lets `size` callers connect at once; the others wait in line and connect in turn', async () => {
    const pool = fakePool();
    const line = connectionLine(pool, { size: 2, waitMs: 10_000 });
    const first = await line.connect();
    const second = await line.connect();
    const order: string[] = [];
    const third = line.connect().then((client) => {
      order.push('third');
      return client;
    });
    const fourth = line.connect().then((client) => {
      order.push('fourth');
      return client;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pool.connects).toBe(2);
    first.release();
    const thirdClient = await third;
    expect(order).toEqual(['third']);
    // Released twice (an error path and a finally, say): the place is freed once.
    first.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['third']);
    second.release();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
    expect(pool.released).toEqual([1, 2]);
    thirdClient.release();
  });

  it('fails a caller who waited longer than `waitMs`, saying every connection stayed busy', async () => {
    vi.useFakeTimers();
    const line = connectionLine(fakePool(), { size: 1, waitMs: 5000 });
    const held = await line.connect();
    const waiting = line.connect();
    const outcome = expect(waiting).rejects.toThrow(new ConnectionLineTimeout(5000));
    await vi.advanceTimersByTimeAsync(5000);
    await outcome;
    // The line is empty again: the next caller gets the place once it is free.
    held.release();
    await expect(line.connect()).resolves.toMatchObject({ id: 2 });
  });

  it('fails everyone in line at once when the database cannot be reached', async () => {
    const pool = fakePool();
    const line = connectionLine(pool, { size: 1, waitMs: 10_000 });
    const held = await line.connect();
    const waiting = [line.connect(), line.connect()];
    pool.down = true;
    held.release();
    for (const caller of waiting) await expect(caller).rejects.toThrow('ECONNREFUSED');
    // One attempt, not one per caller; and the places are free again.
    expect(pool.connects).toBe(2);
    pool.down = false;
    await expect(line.connect()).resolves.toMatchObject({ id: 3 });
  });

  it("keeps the pool's other fields readable, as Kysely reads its options", () => {
    const line = connectionLine(fakePool(), { size: 2, waitMs: 1000 });
    expect(line.options).toEqual({ max: 2 });
  });
});
