import { ariaSort, type DataTableHeader, type DataTableSort } from './data-table-rules';

export interface DataTableHeadProps {
  /** The columns, in order; a header with `sortable: false` is plain text. */
  headers: readonly DataTableHeader[];
  /** The current sort, marked with `aria-sort` on its column; `null` for the items' own order. */
  sort: DataTableSort | null;
  /** Called with a sortable column's key when its heading is pressed. */
  onSort: (key: string) => void;
}

/**
 * The column headings of a data table. A sortable heading holds a button, so a click, Enter or Space
 * sorts by that column; the sorted column's heading carries `aria-sort`, and its arrow shows the order.
 */
export function DataTableHead({ headers, sort, onSort }: DataTableHeadProps) {
  return (
    <thead>
      <tr>
        {headers.map((header) => {
          const align = header.align ?? 'start';
          const order = ariaSort(sort, header.key);
          return (
            <th
              key={header.key}
              scope="col"
              className={`ui-data-table__heading ui-data-table__cell--${align}`}
              aria-sort={order}
            >
              {header.sortable === false ? (
                header.title
              ) : (
                <button
                  type="button"
                  className="ui-data-table__sort"
                  data-order={order}
                  onClick={() => onSort(header.key)}
                >
                  {header.title}
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <path d="M12 4l-6 6h4v10h4V10h4z" fill="currentColor" />
                  </svg>
                </button>
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
