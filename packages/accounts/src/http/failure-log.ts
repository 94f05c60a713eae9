import type { AccountsLogger } from '../options';

/** How long the same failure is counted instead of logged, after the line that reported it. */
export const FAILURE_LOG_INTERVAL_MS = 60_000;

/** One failure to report: `kind` tells failures apart (the same kind is one line per interval). */
export interface Failure {
  readonly kind: string;
  readonly level: 'error' | 'warn';
  /** The line, with its cause: the same for every failure of the kind. */
  readonly message: string;
  /** The error, with its stack, for the first line of the kind only. */
  readonly error?: unknown;
}

/** Reports failures to the log, at most one line per kind and interval. */
export interface FailureLog {
  report(failure: Failure): void;
}

/**
 * A log of failures that repeat, e.g. every request while the database is down: the first failure of a
 * kind is logged at once (with its error, when given); the same kind is then counted, and once the
 * interval is over, if it happened again, one line says how many times, and a new interval starts. After
 * an interval without it, the next one is logged again as a first. An outage of any length thus writes
 * one line per kind per minute, not one stack trace per request.
 */
export function createFailureLog(log: AccountsLogger, intervalMs = FAILURE_LOG_INTERVAL_MS): FailureLog {
  const counting = new Map<string, { failure: Failure; count: number }>();
  const seconds = Math.round(intervalMs / 1000);
  const watch = (failure: Failure) => {
    counting.set(failure.kind, { failure, count: 0 });
    // The timer does not keep the process alive.
    setTimeout(() => {
      const seen = counting.get(failure.kind);
      counting.delete(failure.kind);
      if (!seen || seen.count === 0) return;
      log({
        level: seen.failure.level,
        message: `${seen.failure.message} (${seen.count} more ${seen.count === 1 ? 'time' : 'times'} in the last ${seconds} s)`,
      });
      watch(seen.failure);
    }, intervalMs).unref();
  };
  return {
    report(failure) {
      const seen = counting.get(failure.kind);
      if (seen) {
        seen.count += 1;
        return;
      }
      log({
        level: failure.level,
        message: `${failure.message} (the same failure is counted, not logged, for ${seconds} s)`,
        ...(failure.error === undefined ? {} : { error: failure.error }),
      });
      watch(failure);
    },
  };
}
