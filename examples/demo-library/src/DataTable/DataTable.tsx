import { useControllableState } from '../shared/useControllableState';
import { DataTableFooter } from './DataTableFooter';
import { DataTableHead } from './DataTableHead';
import {
  assertDataTableHeaders,
  cellText,
  DATA_TABLE_ITEMS_PER_PAGE,
  DATA_TABLE_ITEMS_PER_PAGE_OPTIONS,
  type DataTableHeader,
  type DataTableItem,
  type DataTableSort,
  nextSort,
  pageAfterPerPageChange,
  perPageChoices,
  tablePage,
} from './data-table-rules';
import './DataTable.css';

/** Props of {@link DataTable}. */
export interface DataTableProps {
  /**
   * The columns, in order. `key` names the column's values in the items and must be unique; `title` is
   * the heading; `align` lines up the heading and the cells (`start` unless given, following the writing
   * direction); `sortable: false` leaves the heading as plain text. A repeated key or another `align`
   * throws an error naming the header.
   */
  headers: readonly DataTableHeader[];
  /**
   * The rows: each an object of values by column key. Values show as written; `null` and `undefined` as
   * an empty cell.
   */
  items: readonly DataTableItem[];
  /** The table's `<caption>`, which names it for assistive technology: say what the rows are. */
  caption: string;
  /** The item field that tells rows apart; rows without it are told apart by their position. */
  itemKey?: string;
  /**
   * The sort when the parent controls it: a column key and an order, or `null` for the items' own
   * order. Follow `sortChange` to update it.
   */
  sortBy?: DataTableSort | null;
  /** The sort at first, when the component keeps its own. */
  defaultSortBy?: DataTableSort | null;
  /**
   * The page shown (1-based), when the parent controls it; clamped to the pages there are, so a page out
   * of range shows the first or the last page.
   *
   * @minimum 1
   */
  page?: number;
  /**
   * The page shown at first, when the component keeps its own; clamped like `page`.
   *
   * @minimum 1
   */
  defaultPage?: number;
  /**
   * Rows on one page, when the parent controls it; a whole number of 1 or more, or a `RangeError` is
   * thrown.
   *
   * @minimum 1
   */
  itemsPerPage?: number;
  /**
   * Rows on one page at first, when the component keeps its own; a whole number of 1 or more, or a
   * `RangeError` is thrown.
   *
   * @minimum 1
   */
  defaultItemsPerPage?: number;
  /**
   * The choices of the rows-per-page select, shown smallest first; the current number is added when it
   * is not one of them.
   */
  itemsPerPageOptions?: readonly number[];
  /**
   * Marks the table as busy (`aria-busy`), with a moving bar under the headings; without items,
   * `loadingText` takes the place of the rows.
   */
  loading?: boolean;
  /** Shown in place of the rows while loading without items. */
  loadingText?: string;
  /** Shown in place of the rows when there are no items. */
  noDataText?: string;
  /**
   * Called with the new sort when a sortable heading is pressed: ascending for a new column, then
   * descending, then `null`.
   */
  onSortChange?: (sort: DataTableSort | null) => void;
  /**
   * Called with the new page: from "Previous page" and "Next page", and when a new sort or a new number
   * of rows per page moves the table to another page.
   */
  onPageChange?: (page: number) => void;
  /** Called with the new number of rows per page when another is chosen in the footer. */
  onItemsPerPageChange?: (itemsPerPage: number) => void;
}

/** The defaults of {@link DataTableProps}, shared with the API data test. */
export const dataTableDefaults = {
  itemKey: 'id',
  defaultSortBy: null,
  defaultPage: 1,
  defaultItemsPerPage: DATA_TABLE_ITEMS_PER_PAGE,
  itemsPerPageOptions: DATA_TABLE_ITEMS_PER_PAGE_OPTIONS,
  loading: false,
  loadingText: 'Loading items…',
  noDataText: 'No data available',
} as const satisfies Partial<DataTableProps>;

/**
 * A table of items with a caption, headings that sort the rows and a footer that pages through them.
 *
 * A sortable heading sorts ascending, then descending, then back to the items' own order.
 *
 * @throws {Error} when two headers share a key or a header's `align` is not allowed.
 * @throws {RangeError} when the rows per page are not a whole number of 1 or more.
 * @example <DataTable caption="Desserts" headers={[{ key: 'name', title: 'Name' }]} items={desserts} />
 */
export function DataTable({
  headers,
  items,
  caption,
  itemKey = dataTableDefaults.itemKey,
  sortBy,
  defaultSortBy = dataTableDefaults.defaultSortBy,
  page: pageProp,
  defaultPage = dataTableDefaults.defaultPage,
  itemsPerPage: itemsPerPageProp,
  defaultItemsPerPage = dataTableDefaults.defaultItemsPerPage,
  itemsPerPageOptions = dataTableDefaults.itemsPerPageOptions,
  loading = dataTableDefaults.loading,
  loadingText = dataTableDefaults.loadingText,
  noDataText = dataTableDefaults.noDataText,
  onSortChange,
  onPageChange,
  onItemsPerPageChange,
}: DataTableProps) {
  assertDataTableHeaders(headers);
  const [sort, setSort] = useControllableState(sortBy, defaultSortBy, onSortChange);
  const [page, setPage] = useControllableState(pageProp, defaultPage, onPageChange);
  const [perPage, setPerPage] = useControllableState(
    itemsPerPageProp,
    defaultItemsPerPage,
    onItemsPerPageChange,
  );
  const view = tablePage(items, sort, page, perPage);

  const goTo = (next: number) => {
    if (next !== view.page) setPage(next);
  };

  return (
    <div className="ui-data-table">
      <div className="ui-data-table__scroller">
        <table className="ui-data-table__table" aria-busy={loading || undefined}>
          <caption className="ui-data-table__caption">{caption}</caption>
          <DataTableHead
            headers={headers}
            sort={sort}
            onSort={(key) => {
              setSort(nextSort(sort, key));
              goTo(1);
            }}
          />
          <tbody>
            {view.rows.length === 0 ? (
              <tr>
                <td className="ui-data-table__empty" colSpan={Math.max(1, headers.length)}>
                  {loading ? loadingText : noDataText}
                </td>
              </tr>
            ) : (
              view.rows.map((row, index) => (
                <tr key={String(row[itemKey] ?? `position-${(view.page - 1) * perPage + index}`)}>
                  {headers.map((header) => (
                    <td key={header.key} className={`ui-data-table__cell--${header.align ?? 'start'}`}>
                      {cellText(row[header.key])}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <DataTableFooter
        page={view.page}
        pageCount={view.pageCount}
        rangeText={view.rangeText}
        itemsPerPage={perPage}
        itemsPerPageChoices={perPageChoices(itemsPerPageOptions, perPage)}
        onPage={goTo}
        onItemsPerPage={(next) => {
          setPerPage(next);
          goTo(pageAfterPerPageChange(view.page, perPage, next));
        }}
      />
    </div>
  );
}
