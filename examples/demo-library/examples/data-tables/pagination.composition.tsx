import {
  cellText,
  DataTableFooter,
  DataTableHead,
  type DataTableHeader,
  type DataTableSort,
  nextSort,
  pageAfterPerPageChange,
  perPageChoices,
  tablePage,
} from '@lectern/demo-library';
import { useState } from 'react';

const headers: DataTableHeader[] = [
  { key: 'id', title: 'Order', align: 'end' },
  { key: 'customer', title: 'Customer' },
  { key: 'total', title: 'Total (€)', align: 'end' },
];

const customers = ['Amara', 'Bo', 'Chen', 'Dmitri', 'Elif', 'Farah', 'Goran'];
const orders = Array.from({ length: 47 }, (_, index) => ({
  id: 1001 + index,
  customer: customers[index % customers.length],
  total: ((index * 37) % 180) + 20,
}));

// The same paged table, composed from the data table's parts: the parent owns the sort, the page and
// the page size; `tablePage` works out the rows; the head and the footer are the table's own.
export default function DataTablePaginationComposed() {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [page, setPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState(5);
  const view = tablePage(orders, sort, page, itemsPerPage);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div className="ui-data-table">
        <div className="ui-data-table__scroller">
          <table className="ui-data-table__table">
            <caption className="ui-data-table__caption">Orders</caption>
            <DataTableHead
              headers={headers}
              sort={sort}
              onSort={(key) => {
                setSort(nextSort(sort, key));
                setPage(1);
              }}
            />
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.id}>
                  {headers.map((header) => (
                    <td key={header.key} className={`ui-data-table__cell--${header.align ?? 'start'}`}>
                      {cellText(row[header.key as keyof typeof row])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <DataTableFooter
          page={view.page}
          pageCount={view.pageCount}
          rangeText={view.rangeText}
          itemsPerPage={itemsPerPage}
          itemsPerPageChoices={perPageChoices([5, 10, 20], itemsPerPage)}
          onPage={setPage}
          onItemsPerPage={(next) => {
            setItemsPerPage(next);
            setPage(pageAfterPerPageChange(view.page, itemsPerPage, next));
          }}
        />
      </div>
      <p style={{ margin: 0 }}>
        The parent holds page {view.page}, at {itemsPerPage} rows a page.
      </p>
    </div>
  );
}
