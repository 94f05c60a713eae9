import { describe, expect, it } from 'vitest';
import {
  type HotkeyEvent,
  isSearchHotkey,
  retryUntil,
  searchShortcutLabel,
  storedSearchHotkey,
} from './hotkeys.js';

const press = (key: string, modifiers: Partial<Omit<HotkeyEvent, 'key'>> = {}): HotkeyEvent => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('isSearchHotkey', () => {
  it.each([
    ['Ctrl+K', press('k', { ctrlKey: true }), true],
    ['Cmd+K', press('k', { metaKey: true }), true],
    ['Ctrl+Shift+K', press('K', { ctrlKey: true, shiftKey: true }), true],
    ['Cmd+K with caps lock', press('K', { metaKey: true }), true],
    ['Ctrl+K in a text field', press('k', { ctrlKey: true, target: { tagName: 'INPUT' } }), true],
    ['Ctrl+Alt+K', press('k', { ctrlKey: true, altKey: true }), false],
    ['K alone', press('k'), false],
    ['Shift+K', press('K', { shiftKey: true }), false],
    ['Ctrl+J', press('j', { ctrlKey: true }), false],
    ['/', press('/'), false],
  ])('with the Ctrl/Cmd+K setting, %s opens search: %s', (_case, event, expected) => {
    expect(isSearchHotkey(event, 'mod-k')).toBe(expected);
  });

  it.each([
    ['/', press('/'), true],
    ['/ typed with Shift', press('/', { shiftKey: true }), true],
    ['/ on the page body', press('/', { target: { tagName: 'BODY' } }), true],
    ['/ with no focused element', press('/', { target: null }), true],
    ['/ on a button', press('/', { target: { tagName: 'button', isContentEditable: false } }), true],
    ['/ on an element without a tag name', press('/', { target: {} }), true],
    ['Ctrl+K', press('k', { ctrlKey: true }), false],
    ['Cmd+K', press('k', { metaKey: true }), false],
    ['Ctrl+/', press('/', { ctrlKey: true }), false],
    ['Cmd+/', press('/', { metaKey: true }), false],
    ['Alt+/', press('/', { altKey: true }), false],
    ['/ in an input', press('/', { target: { tagName: 'INPUT' } }), false],
    ['/ in a textarea', press('/', { target: { tagName: 'TEXTAREA' } }), false],
    ['/ in a select', press('/', { target: { tagName: 'SELECT' } }), false],
    ['/ in a lower-case input', press('/', { target: { tagName: 'input' } }), false],
    ['/ in an editable element', press('/', { target: { tagName: 'DIV', isContentEditable: true } }), false],
    ['?', press('?', { shiftKey: true }), false],
  ])('with the / setting, %s opens search: %s', (_case, event, expected) => {
    expect(isSearchHotkey(event, 'slash')).toBe(expected);
  });

  it.each(['mod-k', 'slash'] as const)('ignores a key event without a key with the %s setting', (choice) => {
    const event = { ctrlKey: true, metaKey: false, altKey: false } as unknown as HotkeyEvent;
    expect(isSearchHotkey(event, choice)).toBe(false);
  });
});

describe('searchShortcutLabel', () => {
  it.each([
    ['MacIntel', '⌘'],
    ['macOS', '⌘'],
    ['iPhone', '⌘'],
    ['iPad', '⌘'],
    ['iPod touch', '⌘'],
    ['iOS', '⌘'],
    ['Win32', 'Ctrl'],
    ['Windows', 'Ctrl'],
    ['Linux x86_64', 'Ctrl'],
    ['Android', 'Ctrl'],
    ['Chrome OS', 'Ctrl'],
    ['', 'Ctrl'],
    [undefined, 'Ctrl'],
    [null, 'Ctrl'],
  ])('shows the modifier on %j as %s', (platform, modifier) => {
    expect(searchShortcutLabel(platform)).toEqual({ modifier, key: 'K' });
  });
});

/** Timer functions that run only when told to, recording every call. */
function fakeTimers() {
  const scheduled: { id: number; callback: () => void; ms: number }[] = [];
  const cleared: number[] = [];
  let nextId = 1;
  return {
    scheduled,
    cleared,
    setTimeout: (callback: () => void, ms: number) => {
      const id = nextId++;
      scheduled.push({ id, callback, ms });
      return id;
    },
    clearTimeout: (id: number) => {
      cleared.push(id);
      const index = scheduled.findIndex((timer) => timer.id === id);
      if (index !== -1) scheduled.splice(index, 1);
    },
    /** Runs the earliest scheduled callback; false when nothing is scheduled. */
    tick: () => {
      const timer = scheduled.shift();
      timer?.callback();
      return timer !== undefined;
    },
  };
}

/** An attempt that succeeds on the given call (1-based), counting its calls. */
function succeedsOn(call: number) {
  const attempt = () => {
    attempt.calls += 1;
    return attempt.calls >= call;
  };
  attempt.calls = 0;
  return attempt;
}

describe('retryUntil', () => {
  it('calls the attempt at once and schedules nothing when it succeeds', () => {
    const timers = fakeTimers();
    const attempt = succeedsOn(1);
    retryUntil(attempt, timers);
    expect(attempt.calls).toBe(1);
    expect(timers.scheduled).toEqual([]);
  });

  it('retries every 16 ms by default until the attempt succeeds', () => {
    const timers = fakeTimers();
    const attempt = succeedsOn(4);
    retryUntil(attempt, timers);
    expect(attempt.calls).toBe(1);
    expect(timers.scheduled.map((timer) => timer.ms)).toEqual([16]);
    while (timers.tick()) {}
    expect(attempt.calls).toBe(4);
    expect(timers.scheduled).toEqual([]);
  });

  it('waits the given interval between attempts', () => {
    const timers = fakeTimers();
    retryUntil(succeedsOn(3), { ...timers, intervalMs: 50 });
    timers.tick();
    expect(timers.scheduled.map((timer) => timer.ms)).toEqual([50]);
  });

  it.each([
    [1, 1],
    [3, 3],
    [0, 1],
  ])('gives up after %s attempts in all (%s calls)', (maxAttempts, calls) => {
    const timers = fakeTimers();
    const attempt = succeedsOn(Number.POSITIVE_INFINITY);
    retryUntil(attempt, { ...timers, maxAttempts });
    while (timers.tick()) {}
    expect(attempt.calls).toBe(calls);
  });

  it('stops retrying when cancelled, clearing the pending timer', () => {
    const timers = fakeTimers();
    const attempt = succeedsOn(Number.POSITIVE_INFINITY);
    const cancel = retryUntil(attempt, timers);
    timers.tick();
    expect(attempt.calls).toBe(2);
    const pending = timers.scheduled[0]?.id;
    cancel();
    expect(timers.cleared).toEqual([pending]);
    expect(timers.tick()).toBe(false);
    expect(attempt.calls).toBe(2);
  });

  it('clears nothing when cancelled after success, and cancelling twice is harmless', () => {
    const timers = fakeTimers();
    const cancel = retryUntil(succeedsOn(2), timers);
    timers.tick();
    cancel();
    cancel();
    expect(timers.cleared).toEqual([]);
  });

  it('schedules nothing more when the attempt itself cancels', () => {
    const timers = fakeTimers();
    let cancel = () => {};
    let calls = 0;
    cancel = retryUntil(() => {
      calls += 1;
      if (calls === 2) cancel();
      return false;
    }, timers);
    timers.tick();
    expect(calls).toBe(2);
    expect(timers.scheduled).toEqual([]);
  });
});

describe('storedSearchHotkey', () => {
  it('is slash only when the visitor chose it', () => {
    expect(storedSearchHotkey('slash')).toBe('slash');
    expect(storedSearchHotkey('mod-k')).toBe('mod-k');
    expect(storedSearchHotkey('/')).toBe('mod-k');
    expect(storedSearchHotkey(null)).toBe('mod-k');
    expect(storedSearchHotkey(undefined)).toBe('mod-k');
  });
});

describe('retryUntil with timers that need their own this', () => {
  it('calls the timers as plain functions, as the browser requires', () => {
    const calls: unknown[] = [];
    const strictTimers = {
      setTimeout(this: unknown, _callback: () => void, _ms: number) {
        calls.push(this);
        return 1;
      },
      clearTimeout(this: unknown, _handle: number) {
        calls.push(this);
      },
    };
    const stop = retryUntil(() => false, strictTimers);
    stop();
    expect(calls).toEqual([undefined, undefined]);
  });
});
