// The keys pressed before the search opener is installed. The opener is a module script, which runs
// only once the page has been parsed and the script fetched; a visitor who presses Ctrl+K as the page
// appears would otherwise lose the key. A few bytes of inline script in `<head>` keep those keys until
// the opener takes them over and decides, with the visitor's hotkey setting, whether one asks for search.
import { isSearchHotkey, type RootSettingFlag } from '@lectern/theme-core';
import { requestSearchDialog } from './request-dialog';

/** theme-core's root flag on `<html>` for a visitor whose search hotkey is `/` (set by the first-paint script). */
const SEARCH_SLASH_ATTRIBUTE = `data-${'search-slash' satisfies RootSettingFlag}`;

/** The global where the inline script keeps the keys, and the function that stops it. */
export const EARLY_KEYS_GLOBAL = '__lecternSearchKeys';

/** A key press as the inline script keeps it. */
export interface EarlyKey {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly isComposing: boolean;
  readonly target: EventTarget | null;
}

/** What the inline script leaves on `window`. */
export interface EarlyKeys {
  readonly keys: EarlyKey[];
  /** Stops keeping keys. */
  readonly stop: () => void;
}

/**
 * Keeps the keys pressed from now until {@link takeEarlyKeys} takes them, on `window` under
 * {@link EARLY_KEYS_GLOBAL}. The visitor's search hotkey (theme-core's `isSearchHotkey`; / when
 * `data-search-slash` is on `<html>`, else Ctrl+K or ⌘K, which is then kept from the browser's own use)
 * asks the dialog to load at once ({@link requestSearchDialog}), so it loads beside the opener; the
 * opener opens it when it takes the keys over. It runs as the inline script of `earlySearchKeysScript`.
 */
export function keepEarlyKeys(win: Window = window): void {
  const doc = win.document;
  const keys: EarlyKey[] = [];
  const onKey = (event: KeyboardEvent) => {
    const { key, ctrlKey, metaKey, altKey, shiftKey, isComposing, target } = event;
    keys.push({ key, ctrlKey, metaKey, altKey, shiftKey, isComposing, target });
    const choice = doc.documentElement.hasAttribute(SEARCH_SLASH_ATTRIBUTE) ? 'slash' : 'mod-k';
    // A key's target is the focused element (else `<body>`): its tag and whether it is editable.
    const typing = target as HTMLElement | null;
    if (isComposing || !isSearchHotkey({ key, ctrlKey, metaKey, altKey, shiftKey, target: typing }, choice))
      return;
    if (choice === 'mod-k') event.preventDefault();
    // The dialog starts loading now, beside the opener, not once the opener has loaded.
    requestSearchDialog(doc);
  };
  doc.addEventListener('keydown', onKey);
  const early: EarlyKeys = { keys, stop: () => doc.removeEventListener('keydown', onKey) };
  (win as unknown as Record<string, unknown>)[EARLY_KEYS_GLOBAL] = early;
}

/** Stops the inline script and gives the keys it kept (none when there was no script). */
export function takeEarlyKeys(win: object = globalThis): EarlyKey[] {
  const holder = win as Record<string, unknown>;
  const early = holder[EARLY_KEYS_GLOBAL] as EarlyKeys | undefined;
  if (!early || typeof early.stop !== 'function' || !Array.isArray(early.keys)) return [];
  early.stop();
  delete holder[EARLY_KEYS_GLOBAL];
  return early.keys;
}
