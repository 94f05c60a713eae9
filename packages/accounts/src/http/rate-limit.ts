/** At most `limit` requests per `windowMs` milliseconds for each key (an address, a user). */
export interface RateLimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

/** Whether a request may go ahead, and otherwise in how many seconds to come back. */
export type RateDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Counts requests per key. */
export interface RateLimiter {
  /** Counts a request for `key` at time `now` (milliseconds) and decides. */
  take(key: string, now: number): RateDecision;
}

/**
 * A fixed-window counter in memory: enough for one server process. Each key's window starts with its
 * first request; counts of finished windows are swept out as time passes.
 */
export function createRateLimiter(rule: RateLimitRule): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < rule.windowMs) return;
    lastSweep = now;
    for (const [key, window] of windows) if (now - window.start >= rule.windowMs) windows.delete(key);
  };
  return {
    take(key, now) {
      sweep(now);
      const window = windows.get(key);
      if (!window || now - window.start >= rule.windowMs) {
        windows.set(key, { start: now, count: 1 });
        return { allowed: true };
      }
      if (window.count < rule.limit) {
        window.count += 1;
        return { allowed: true };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + rule.windowMs - now) / 1000)),
      };
    },
  };
}
