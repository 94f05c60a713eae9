import { DataTable, type DataTableHeader } from '@lectern/demo-library';
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

export default function DataTablePagination() {
  const [page, setPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState(5);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <DataTable
        caption="Orders"
        headers={headers}
        items={orders}
        page={page}
        onPageChange={setPage}
        itemsPerPage={itemsPerPage}
        onItemsPerPageChange={setItemsPerPage}
        itemsPerPageOptions={[5, 10, 20]}
      />
      <p style={{ margin: 0 }}>
        The parent holds page {page}, at {itemsPerPage} rows a page.
      </p>
    </div>
  );
}
