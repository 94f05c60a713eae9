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
  /** The columns, in order: each with the `key` of its values in the items, and a `title`. */
  headers: readonly DataTableHeader[];
  /** The rows: each an object of values by column key. */
  items: readonly DataTableItem[];
  /** Names the table (its `<caption>`): what the rows are. */
  caption: string;
  /** The item field that tells rows apart; rows without it are told apart by their position. */
  itemKey?: string;
  /** The sort, when the parent controls it; `null` keeps the items' own order. */
  sortBy?: DataTableSort | null;
  /** The sort at first, when the component keeps its own. */
  defaultSortBy?: DataTableSort | null;
  /** The page shown (1-based), when the parent controls it; clamped to the pages there are. */
  page?: number;
  /** The page shown at first, when the component keeps its own. */
  defaultPage?: number;
  /** Rows on one page, when the parent controls it. */
  itemsPerPage?: number;
  /** Rows on one page at first, when the component keeps its own. */
  defaultItemsPerPage?: number;
  /** The choices of the rows-per-page select. */
  itemsPerPageOptions?: readonly number[];
  /** Marks the table as busy, with a moving bar under the headings. */
  loading?: boolean;
  /** Shown in place of the rows while loading without items. */
  loadingText?: string;
  /** Shown in place of the rows when there are no items. */
  noDataText?: string;
  /** Called with the new sort when a heading is pressed. */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Called with the new page when it changes. */
  onPageChange?: (page: number) => void;
  /** Called with the new number of rows per page when another is chosen. */
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
 * A table of items with a caption, column headings that sort (ascending, descending, then the items' own
 * order) and a footer that pages through the rows.
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
