import {
  isSearchHotkey,
  retryUntil,
  SEARCH_BUTTON_ATTRIBUTE,
  SEARCH_OPEN_RETRY_MS,
  type SearchHotkey,
} from '@lectern/theme-core';
import { OPEN_SEARCH_EVENT, SEARCH_OPENER_ATTRIBUTE, SHOW_SEARCH_EVENT } from '@lectern/theme-core/dom';
import type { ShowSearchDetail } from '../search-events';
import { searchTermFromUrl } from '../search-param';
import { type EarlyKey, takeEarlyKeys } from './early-keys';
import { requestSearchDialog } from './request-dialog';

/** How long an open request waits for the dialog before giving up (a failed load must not spin forever). */
export const SEARCH_OPEN_TIMEOUT_MS = 30_000;

export interface SearchOpenerOptions {
  /** The visitor's hotkey choice, or a function reading it at each key press. Default: `'mod-k'`. */
  readonly hotkey?: SearchHotkey | (() => SearchHotkey) | undefined;
  /**
   * Called on the first request, to start loading the dialog. Default: sets
   * `data-lectern-search-requested` on `<html>` and dispatches `lectern:load-search` on `document`, which
   * the `client:search` directive (`@lectern/search/client-directive`) waits for.
   */
  readonly load?: (() => void) | undefined;
  /** Open at once, prefilled, when the address asks for it with `?search=term`. Default: true. */
  readonly fromUrl?: boolean | undefined;
  /** The document to listen on. Default: the global one. */
  readonly document?: Document | undefined;
  /**
   * The keys pressed before the opener was installed, kept by {@link earlySearchKeysScript}: a search
   * hotkey among them opens search at once. Default: those on the global `window`.
   */
  readonly earlyKeys?: readonly EarlyKey[] | undefined;
  /** Timers for the retry; tests give fake ones. Default: the global ones. */
  readonly setTimeout?: ((callback: () => void, ms: number) => unknown) | undefined;
  readonly clearTimeout?: ((handle: never) => void) | undefined;
}

/** An installed opener: `open()` asks for search as a hotkey would; `uninstall()` stops listening. */
export interface SearchOpener {
  open(term?: string): void;
  uninstall(): void;
}

/**
 * Listens for the search hotkey and for `lectern:open-search` (the search button), and opens search: it
 * starts loading the dialog, then asks it to show (`lectern:show-search`) now and every 16 ms until a
 * dialog takes the request, so that a key pressed before the dialog is ready is not lost. Small and
 * framework-free: install it early on every page; the dialog and the index load on demand.
 *
 * @example
 * installSearchOpener({ hotkey: () => (document.documentElement.dataset.searchHotkey === 'slash' ? 'slash' : 'mod-k') });
 */
export function installSearchOpener(options: SearchOpenerOptions = {}): SearchOpener {
  const doc = options.document ?? document;
  const root = doc.documentElement;
  // The browser's timers, called as plain functions (as methods of another object they throw).
  const setTimer =
    options.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  const clearTimer = (options.clearTimeout ??
    ((handle: ReturnType<typeof setTimeout>) => globalThis.clearTimeout(handle))) as (
    handle: unknown,
  ) => void;
  const hotkey = () =>
    typeof options.hotkey === 'function' ? options.hotkey() : (options.hotkey ?? 'mod-k');
  const load = options.load ?? (() => requestSearchDialog(doc));
  let loaded = false;
  let cancelRetry: (() => void) | undefined;

  const open = (term?: string) => {
    if (!loaded) {
      loaded = true;
      load();
    }
    cancelRetry?.();
    const detail: ShowSearchDetail = { term };
    cancelRetry = retryUntil(
      () => !doc.dispatchEvent(new CustomEvent(SHOW_SEARCH_EVENT, { cancelable: true, detail })),
      {
        intervalMs: SEARCH_OPEN_RETRY_MS,
        maxAttempts: Math.ceil(SEARCH_OPEN_TIMEOUT_MS / SEARCH_OPEN_RETRY_MS),
        setTimeout: setTimer,
        clearTimeout: clearTimer,
      },
    );
  };
  const asksForSearch = (event: EarlyKey) =>
    !event.isComposing &&
    isSearchHotkey(
      {
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        target: typingTarget(event.target),
      },
      hotkey(),
    );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !asksForSearch(event)) return;
    event.preventDefault();
    open();
  };
  const onOpenRequest = () => open();
  // The navigation bar's search button, taken here before its own handler (capture on the document runs
  // before React's listener on its root), so a click before the button's island loads is not lost and
  // one after it opens search once.
  const onClick = (event: MouseEvent) => {
    const target = event.target as { closest?: (selector: string) => unknown } | null;
    if (!target?.closest?.(`[${SEARCH_BUTTON_ATTRIBUTE}]`)) return;
    event.stopPropagation();
    open();
  };

  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener(OPEN_SEARCH_EVENT, onOpenRequest);
  root.setAttribute(SEARCH_OPENER_ATTRIBUTE, '');
  const term = options.fromUrl === false ? undefined : searchTermFromUrl(doc.location?.href ?? '/');
  const early = options.earlyKeys ?? takeEarlyKeys();
  if (term !== undefined) open(term);
  else if (early.some(asksForSearch)) open();

  return {
    open,
    uninstall() {
      cancelRetry?.();
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener(OPEN_SEARCH_EVENT, onOpenRequest);
      root.removeAttribute(SEARCH_OPENER_ATTRIBUTE);
    },
  };
}

/** What the hotkey rule needs to know of the focused element: its tag, and whether it is editable. */
function typingTarget(target: EventTarget | null): { tagName?: string; isContentEditable?: boolean } | null {
  const element = target as Partial<HTMLElement> | null;
  if (!element || typeof element.tagName !== 'string') return null;
  const editable =
    element.isContentEditable ??
    Boolean(
      element.closest?.('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]'),
    );
  return { tagName: element.tagName, isContentEditable: editable };
}

/** Whether an opener already listens on this document (then a dialog needs no opener of its own). */
export function hasSearchOpener(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(SEARCH_OPENER_ATTRIBUTE);
}
