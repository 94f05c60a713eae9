import type { RedirectEntry, RedirectTableInput } from './types';

function isEntryList(table: RedirectTableInput): table is readonly RedirectEntry[] {
  return Array.isArray(table);
}

/**
 * The entries of a redirect table, in table order, whichever form it was written in.
 *
 * @example toRedirectEntries({ 'quick-start': '/getting-started/installation' })
 * // [{ from: 'quick-start', to: '/getting-started/installation' }]
 */
export function toRedirectEntries(table: RedirectTableInput): RedirectEntry[] {
  if (isEntryList(table)) return table.map(({ from, to }) => ({ from, to }));
  return Object.entries(table).map(([from, to]) => ({ from, to }));
}
