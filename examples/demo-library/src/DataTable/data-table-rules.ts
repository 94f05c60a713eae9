import { clampPage, pageCount, pageRangeText, pageSlice } from '../DataIterator/data-iterator-rules';

/** Rows on one page when `itemsPerPage` is not given. */
export const DATA_TABLE_ITEMS_PER_PAGE = 10;
/** The choices of the rows-per-page select when `itemsPerPageOptions` is not given. */
export const DATA_TABLE_ITEMS_PER_PAGE_OPTIONS = [5, 10, 25, 50] as const;

/** How a column's cells line up; `start` and `end` follow the writing direction. */
export const DATA_TABLE_ALIGNS = ['start', 'center', 'end'] as const;
export type DataTableAlign = (typeof DATA_TABLE_ALIGNS)[number];

/** The value of one cell. Empty values (null, undefined, '') sort after every other value. */
export type DataTableValue = string | number | boolean | null | undefined;

/** One row: its values by column key. */
export type DataTableItem = Readonly<Record<string, DataTableValue>>;

/** One column. */
export interface DataTableHeader {
  /** The key of the column's values in each item; unique among the headers. */
  key: string;
  /** The column heading. */
  title: string;
  /** How the heading and the cells line up; `start` unless given. */
  align?: DataTableAlign;
  /** Whether the heading sorts the rows when pressed; `true` unless given. */
  sortable?: boolean;
}

export type DataTableSortOrder = 'asc' | 'desc';

/** The rows' order: by one column, ascending or descending. `null` keeps the items' own order. */
export interface DataTableSort {
  key: string;
  order: DataTableSortOrder;
}

/**
 * The headers, checked: every key unique and every `align` one of {@link DATA_TABLE_ALIGNS}.
 *
 * @throws {Error} naming the header that is wrong.
 */
export function assertDataTableHeaders(headers: readonly DataTableHeader[]): readonly DataTableHeader[] {
  const seen = new Set<string>();
  headers.forEach((header, index) => {
    if (seen.has(header.key))
      throw new Error(`DataTable: headers[${index}].key "${header.key}" is used by an earlier header`);
    seen.add(header.key);
    if (header.align !== undefined && !DATA_TABLE_ALIGNS.includes(header.align))
      throw new Error(
        `DataTable: headers[${index}].align must be one of ${DATA_TABLE_ALIGNS.join(', ')} (got ${JSON.stringify(header.align)})`,
      );
  });
  return headers;
}

/**
 * The sort after a column's heading is pressed: another column sorts ascending; the sorted column goes
 * from ascending to descending, and from descending back to the items' own order.
 *
 * @example nextSort({ key: 'name', order: 'asc' }, 'name') // { key: 'name', order: 'desc' }
 */
export function nextSort(current: DataTableSort | null, key: string): DataTableSort | null {
  if (current?.key !== key) return { key, order: 'asc' };
  return current.order === 'asc' ? { key, order: 'desc' } : null;
}

/**
 * The `aria-sort` of a column's heading: set on the sorted column only, as the ARIA table pattern asks,
 * and left out (undefined) on the others.
 */
export function ariaSort(sort: DataTableSort | null, key: string): 'ascending' | 'descending' | undefined {
  if (sort?.key !== key) return undefined;
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

const isEmpty = (value: DataTableValue) => value === null || value === undefined || value === '';
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Compares two cell values in ascending order: numbers by size, text in natural order ignoring case
 * ("Item 2" before "Item 10"), `false` before `true`; values of different kinds as text.
 */
export function compareValues(a: DataTableValue, b: DataTableValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * The items in the sort's order, without changing the given list. Equal values keep their order, and
 * empty values (null, undefined, '') come last in both orders. No sort keeps the items' own order.
 */
export function sortItems<Item extends DataTableItem>(
  items: readonly Item[],
  sort: DataTableSort | null,
): Item[] {
  if (!sort) return [...items];
  const direction = sort.order === 'asc' ? 1 : -1;
  return items.toSorted((first, second) => {
    const a = first[sort.key];
    const b = second[sort.key];
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    return direction * compareValues(a, b);
  });
}

/** One page of a table: its rows, the page shown, how many pages there are, and the range as text. */
export interface DataTablePage<Item> {
  rows: Item[];
  page: number;
  pageCount: number;
  rangeText: string;
}

/**
 * The rows of one page (1-based) after sorting, with the page actually shown: a page out of range shows
 * the first or the last page.
 *
 * @throws {RangeError} when `perPage` is not a whole number of 1 or more.
 */
export function tablePage<Item extends DataTableItem>(
  items: readonly Item[],
  sort: DataTableSort | null,
  page: number,
  perPage: number,
): DataTablePage<Item> {
  const count = pageCount(items.length, perPage);
  const current = clampPage(page, count);
  return {
    rows: pageSlice(sortItems(items, sort), current, perPage),
    page: current,
    pageCount: count,
    rangeText: pageRangeText(items.length, current, perPage),
  };
}

/**
 * The page to show after the rows per page change: the one holding the first row shown before, so the
 * reader keeps their place.
 *
 * @example pageAfterPerPageChange(3, 10, 25) // 1 (row 21 is on the first page of 25)
 */
export function pageAfterPerPageChange(page: number, perPage: number, nextPerPage: number): number {
  const firstRow = (Math.max(1, page) - 1) * perPage;
  return Math.floor(firstRow / nextPerPage) + 1;
}

/**
 * The choices of the rows-per-page select: the options, plus the current size when it is not one of
 * them, each once and smallest first.
 *
 * @example perPageChoices([5, 10, 25], 12) // [5, 10, 12, 25]
 */
export function perPageChoices(options: readonly number[], current: number): number[] {
  return [...new Set([...options, current])].toSorted((a, b) => a - b);
}

/** A cell value as text: null and undefined as no text, anything else as written. */
export function cellText(value: DataTableValue): string {
  return value === null || value === undefined ? '' : String(value);
}
