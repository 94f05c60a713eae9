import { SEARCH_OPEN_RETRY_MS } from './constants.js';

/** The visitor's choice of search hotkey: Ctrl+K / Cmd+K, or `/`. */
export type SearchHotkey = 'mod-k' | 'slash';

/** Every search hotkey choice, the default first. */
export const SEARCH_HOTKEYS = ['mod-k', 'slash'] as const satisfies readonly SearchHotkey[];

/**
 * The visitor's search hotkey from what is stored under `SEARCH_HOTKEY_STORAGE_KEY` (see `./dom.ts`;
 * the settings now hold the choice, see `storedSettingsSearchHotkey`): `slash` when
 * they chose it, else `mod-k`.
 *
 * @example storedSearchHotkey('slash') // 'slash'
 * @example storedSearchHotkey(null) // 'mod-k'
 */
export function storedSearchHotkey(stored: string | null | undefined): SearchHotkey {
  return stored === 'slash' ? 'slash' : 'mod-k';
}

/** The parts of a `KeyboardEvent` the hotkeys look at. */
export interface HotkeyEvent {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey?: boolean;
  /** The element that has focus. */
  readonly target?: { readonly tagName?: string; readonly isContentEditable?: boolean } | null;
}

const TYPING_ELEMENTS: readonly string[] = ['INPUT', 'TEXTAREA', 'SELECT'];

/**
 * Whether a key press opens search. With `'mod-k'`, Ctrl+K or Cmd+K does (with or without Shift, never
 * with Alt), wherever the focus is. With `'slash'`, `/` without Ctrl, Cmd or Alt does instead (Shift is
 * allowed, as some layouts need it for `/`), except while typing in an input, textarea, select or
 * editable element.
 *
 * @example isSearchHotkey({ key: 'k', ctrlKey: true, metaKey: false, altKey: false }, 'mod-k') // true
 */
export function isSearchHotkey(event: HotkeyEvent, choice: SearchHotkey): boolean {
  // Some browsers send key events without a key, e.g. when filling a form automatically.
  if (typeof event.key !== 'string') return false;
  if (choice === 'mod-k') {
    return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
  }
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}

function isTyping(target: HotkeyEvent['target']): boolean {
  if (!target) return false;
  return target.isContentEditable === true || TYPING_ELEMENTS.includes(target.tagName?.toUpperCase() ?? '');
}

/** How the search shortcut is shown on the search button. */
export interface SearchShortcutLabel {
  readonly modifier: '⌘' | 'Ctrl';
  readonly key: 'K';
}

/**
 * The platforms whose shortcuts use ⌘ rather than Ctrl (macOS, iPhone, iPad), as
 * `navigator.userAgentData.platform` or `navigator.platform` name them.
 */
export const APPLE_PLATFORM_PATTERN = /mac|iphone|ipad|ipod|^ios$/i;

/**
 * The search shortcut as shown on the search button: ⌘ K on Apple platforms (macOS, iPhone, iPad), Ctrl
 * K elsewhere. Takes `navigator.userAgentData.platform` or `navigator.platform`.
 *
 * @example searchShortcutLabel('MacIntel') // { modifier: '⌘', key: 'K' }
 * @example searchShortcutLabel('Win32') // { modifier: 'Ctrl', key: 'K' }
 */
export function searchShortcutLabel(platform: string | null | undefined): SearchShortcutLabel {
  const apple = APPLE_PLATFORM_PATTERN.test(platform?.trim() ?? '');
  return { modifier: apple ? '⌘' : 'Ctrl', key: 'K' };
}

/** How {@link retryUntil} waits. Pass the global timer functions, or fakes in tests. */
export interface RetryOptions<Handle> {
  /** The wait between attempts. Default: {@link SEARCH_OPEN_RETRY_MS} (16 ms). */
  readonly intervalMs?: number;
  /** Schedules the next attempt. */
  readonly setTimeout: (callback: () => void, ms: number) => Handle;
  /** Cancels a scheduled attempt. */
  readonly clearTimeout: (handle: Handle) => void;
  /** Gives up after this many attempts in all, the first included. Default: no limit. */
  readonly maxAttempts?: number;
}

/**
 * Calls `attempt` now, then every `intervalMs` until it returns `true` (or `maxAttempts` is reached),
 * e.g. to open search once the search island has loaded. Returns a function that stops retrying.
 *
 * @example
 * const cancel = retryUntil(() => openSearch(), { setTimeout, clearTimeout });
 */
export function retryUntil<Handle>(attempt: () => boolean, options: RetryOptions<Handle>): () => void {
  const { intervalMs = SEARCH_OPEN_RETRY_MS, maxAttempts = Number.POSITIVE_INFINITY } = options;
  let attempts = 0;
  let pending: { handle: Handle } | undefined;
  let stopped = false;
  // Called on their own, not as methods of `options`: the browser's timers throw "Illegal invocation"
  // when `this` is not the window.
  const { setTimeout: schedule, clearTimeout: cancel } = options;

  const run = () => {
    pending = undefined;
    attempts += 1;
    if (attempt() || attempts >= maxAttempts || stopped) return;
    pending = { handle: schedule(run, intervalMs) };
  };

  run();
  return () => {
    stopped = true;
    if (pending) cancel(pending.handle);
    pending = undefined;
  };
}
