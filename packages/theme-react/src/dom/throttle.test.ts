import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs the first call at once', () => {
    const callback = vi.fn();
    throttle(callback, 100)('a');
    expect(callback).toHaveBeenCalledExactlyOnceWith('a');
  });

  it('folds the calls within the window into one trailing call with the latest arguments', () => {
    const callback = vi.fn();
    const throttled = throttle(callback, 100);
    throttled('a');
    vi.advanceTimersByTime(30);
    throttled('b');
    throttled('c');
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(69);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(2);
    expect(callback).toHaveBeenLastCalledWith('c');
  });

  it('runs at most once per window during a long burst, and once more at its end', () => {
    const callback = vi.fn();
    const throttled = throttle(callback, 100);
    for (let elapsed = 0; elapsed < 500; elapsed += 10) {
      throttled(elapsed);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(100);
    expect(callback.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(callback.mock.calls.length).toBeLessThanOrEqual(6);
    expect(callback).toHaveBeenLastCalledWith(490);
  });

  it('runs at once again after a quiet window', () => {
    const callback = vi.fn();
    const throttled = throttle(callback, 100);
    throttled('a');
    vi.advanceTimersByTime(150);
    throttled('b');
    expect(callback).toHaveBeenCalledTimes(2);
    expect(callback).toHaveBeenLastCalledWith('b');
  });

  it('drops the pending trailing call on cancel', () => {
    const callback = vi.fn();
    const throttled = throttle(callback, 100);
    throttled('a');
    throttled('b');
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(callback).toHaveBeenCalledExactlyOnceWith('a');
  });
});
