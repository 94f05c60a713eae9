import { SEARCH_BUTTON_ATTRIBUTE } from '@lectern/theme-core';
import { OPEN_SEARCH_EVENT } from '@lectern/theme-core/dom';
import { searchTermFromUrl } from '../search-param';
import { EARLY_KEYS_GLOBAL, type EarlyKeys } from './early-keys';
import { requestSearchDialog } from './request-dialog';
import type { SearchOpener } from './search-opener';

/** What makes the opener load: the visitor reaching for the search button. */
const BUTTON_REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Installs the search opener ({@link installSearchOpener}, given as `install`, which imports it) only when
 * search may be asked for, so that a page whose reader never searches loads none of it: at once when the
 * address asks for a search (`?search=`) or a key was pressed before this ran; else on the first key
 * press that could be a hotkey (with Ctrl, ⌘ or `/`: the keys are kept by {@link earlySearchKeysScript}
 * meanwhile, and the opener decides with the visitor's hotkey setting), when the pointer or the focus
 * reaches a search button, or on `lectern:open-search`. A click on a search button, or a request, before
 * the opener is installed opens search once it is. For `?search=` the dialog is asked to load at once too
 * (`lectern:load-search`), so that it and the opener load side by side.
 *
 * @returns A function that stops waiting (an opener installed already stays).
 * @example startSearchOpenerOnDemand(() => import('./opener.js').then((module) => module.install()));
 */
export function startSearchOpenerOnDemand(
  install: () => Promise<SearchOpener>,
  doc: Document = document,
): () => void {
  const view = doc.defaultView ?? window;
  let opener: Promise<SearchOpener | undefined> | undefined;
  const removers: (() => void)[] = [];
  const stopWaiting = () => {
    for (const remove of removers.splice(0)) remove();
  };
  const load = () => {
    opener ??= install().then(
      (installed) => {
        // From now on the opener answers by itself.
        stopWaiting();
        return installed;
      },
      () => {
        // Offline: the next request tries again.
        opener = undefined;
        return undefined;
      },
    );
    return opener;
  };
  const listen = (
    target: EventTarget,
    names: readonly string[],
    handler: (event: Event) => void,
    capture = true,
  ) => {
    for (const name of names) target.addEventListener(name, handler, { capture });
    removers.push(() => {
      for (const name of names) target.removeEventListener(name, handler, { capture });
    });
  };
  const isButton = (target: EventTarget | null) =>
    target instanceof view.Element && target.closest(`[${SEARCH_BUTTON_ATTRIBUTE}]`) !== null;

  const early = (view as unknown as Record<string, EarlyKeys | undefined>)[EARLY_KEYS_GLOBAL];
  listen(doc, ['keydown'], (event) => {
    const key = event as KeyboardEvent;
    if (key.ctrlKey || key.metaKey || key.key === '/') void load();
  });
  listen(doc, BUTTON_REACH_EVENTS, (event) => {
    if (isButton(event.target)) void load();
  });
  listen(doc, ['click'], (event) => {
    if (!isButton(event.target)) return;
    event.stopPropagation();
    void load().then((installed) => installed?.open());
  });
  listen(
    doc,
    [OPEN_SEARCH_EVENT],
    () => {
      void load().then((installed) => installed?.open());
    },
    false,
  );
  if (searchTermFromUrl(doc.location?.href ?? '/') !== undefined) {
    // The address asks for a search: the dialog starts loading now, beside the opener, not after it.
    requestSearchDialog(doc);
    void load();
  } else if ((early?.keys.length ?? 0) > 0) void load();
  return stopWaiting;
}
