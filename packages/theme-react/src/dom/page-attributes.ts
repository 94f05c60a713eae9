// What the page's scripts read of the attributes the server and the first-paint script leave on `<html>`
// (their names are theme-core's `dom`).
import type { RootSettingFlag } from '@lectern/theme-core';
import { BASE_ATTRIBUTE } from '@lectern/theme-core/dom';

/**
 * The site's base path, from `<html data-lectern-base="/docs/">`: `/` without the attribute, without a
 * document (on the server), or when the value is not a path of this host. Always ends with `/`.
 *
 * @example siteBase() // '/docs/' on a page of https://example.com/docs/
 */
export function siteBase(root: Element | undefined = globalThis.document?.documentElement): string {
  const value = root?.getAttribute(BASE_ATTRIBUTE)?.trim();
  if (!value?.startsWith('/') || value.startsWith('//')) return '/';
  return value.endsWith('/') ? value : `${value}/`;
}

/**
 * theme-core's root flag for a visitor whose search hotkey is `/` (`data-search-slash` on `<html>`, set by
 * the first-paint script and `applyRootSettings`): the search button shows / rather than Ctrl/⌘ K.
 */
export const SEARCH_SLASH_FLAG = 'search-slash' satisfies RootSettingFlag;
