import keepEarlySearchKeys from './early-keys-first-paint?inline-script';

/**
 * The inline script that keeps the keys pressed before the opener is installed, for `<head>`, after the
 * first-paint script: `keepEarlyKeys`, built with theme-core's `isSearchHotkey` and minified when the
 * package is built. Ctrl+K and ⌘K are kept from the browser's own use at once, unless the visitor chose
 * / (`data-search-slash` on `<html>`); which key opens search is decided when the opener takes the keys
 * over (`takeEarlyKeys`).
 *
 * @example <script is:inline set:html={earlySearchKeysScript()} />
 */
export function earlySearchKeysScript(): string {
  return `${keepEarlySearchKeys}()`;
}
