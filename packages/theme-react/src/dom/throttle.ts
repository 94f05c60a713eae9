/** A throttled function: call it as often as you like; `cancel` drops a pending trailing call. */
export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the pending trailing call, if any (e.g. when the listener is removed). */
  cancel(): void;
}

/**
 * Runs `callback` at most once per `wait` milliseconds: the first call runs at once, later calls within
 * the window are folded into one trailing call at its end, with the latest arguments — so the last event
 * of a burst (the end of a scroll) is never lost.
 *
 * @example
 * const onScroll = throttle(update, SCROLL_THROTTLE_MS);
 * window.addEventListener('scroll', onScroll);
 * // later: window.removeEventListener('scroll', onScroll); onScroll.cancel();
 */
export function throttle<Args extends unknown[]>(
  callback: (...args: Args) => void,
  wait: number,
): Throttled<Args> {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: Args | undefined;

  const run = (args: Args) => {
    lastRun = Date.now();
    callback(...args);
  };

  const flush = () => {
    timer = undefined;
    if (pendingArgs === undefined) return;
    const args = pendingArgs;
    pendingArgs = undefined;
    run(args);
  };

  const throttled = (...args: Args) => {
    const remaining = wait - (Date.now() - lastRun);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pendingArgs = args;
    timer ??= setTimeout(flush, Math.max(remaining, 0));
  };

  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };

  return throttled;
}
