/** Items on one page when `itemsPerPage` is not given, from the component rules. */
export const DATA_ITERATOR_ITEMS_PER_PAGE = 5;

function assertPerPage(perPage: number): void {
  if (!Number.isInteger(perPage) || perPage < 1) {
    throw new RangeError(`Items per page must be a whole number of 1 or more (got ${perPage})`);
  }
}

/**
 * How many pages `total` items fill at `perPage` items a page; the last page may be partly full, and no
 * items make no pages. Throws a `RangeError` when `perPage` is not a whole number of 1 or more.
 */
export function pageCount(total: number, perPage: number): number {
  assertPerPage(perPage);
  return Math.ceil(Math.max(0, total) / perPage);
}

/**
 * The page actually shown for a requested page: a whole number from 1 to the last page. With no pages
 * it is page 1, which is empty.
 */
export function clampPage(page: number, count: number): number {
  const whole = Number.isFinite(page) ? Math.trunc(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, count));
}

/** The items on a page (1-based). A page out of range is clamped to the first or the last page. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  const current = clampPage(page, pageCount(items.length, perPage));
  return items.slice((current - 1) * perPage, current * perPage);
}

/** The positions of the page's items as text, e.g. "1–5 of 23"; "0 of 0" when there are none. */
export function pageRangeText(total: number, page: number, perPage: number): string {
  if (total <= 0) return '0 of 0';
  const current = clampPage(page, pageCount(total, perPage));
  const first = (current - 1) * perPage + 1;
  const last = Math.min(current * perPage, total);
  return `${first}–${last} of ${total}`;
}
