import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountsLogEntry } from '../options';
import { createFailureLog } from './failure-log';

describe('createFailureLog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const down = {
    kind: 'database: down',
    level: 'warn',
    message: 'the database is down: ECONNREFUSED',
  } as const;

  it('logs the first failure of a kind with its error, then one line a minute with the count', () => {
    const lines: AccountsLogEntry[] = [];
    const failures = createFailureLog((entry) => lines.push(entry));
    const error = new Error('ECONNREFUSED');
    for (let index = 0; index < 880; index += 1) failures.report({ ...down, error });
    expect(lines).toEqual([
      {
        level: 'warn',
        message: 'the database is down: ECONNREFUSED (the same failure is counted, not logged, for 60 s)',
        error,
      },
    ]);
    vi.advanceTimersByTime(60_000);
    expect(lines.at(-1)).toEqual({
      level: 'warn',
      message: 'the database is down: ECONNREFUSED (879 more times in the last 60 s)',
    });
    failures.report(down);
    vi.advanceTimersByTime(60_000);
    expect(lines.at(-1)?.message).toBe('the database is down: ECONNREFUSED (1 more time in the last 60 s)');
    expect(lines).toHaveLength(3);

    // A minute without it: the next one is a first again.
    vi.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(3);
    failures.report(down);
    expect(lines.at(-1)?.message).toContain('(the same failure is counted, not logged, for 60 s)');
  });

  it('tells kinds apart', () => {
    const lines: AccountsLogEntry[] = [];
    const failures = createFailureLog((entry) => lines.push(entry), 1000);
    failures.report(down);
    failures.report({ kind: 'database: full', level: 'warn', message: 'the disk is full' });
    failures.report(down);
    expect(lines.map((line) => line.message)).toEqual([
      'the database is down: ECONNREFUSED (the same failure is counted, not logged, for 1 s)',
      'the disk is full (the same failure is counted, not logged, for 1 s)',
    ]);
  });
});
