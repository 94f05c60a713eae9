import { DataTable, type DataTableHeader, type DataTableSort } from '@lectern/demo-library';
import { useState } from 'react';

const headers: DataTableHeader[] = [
  { key: 'name', title: 'Release' },
  { key: 'version', title: 'Version' },
  { key: 'downloads', title: 'Weekly downloads', align: 'end' },
  { key: 'stable', title: 'Stable', align: 'center' },
];

const releases = [
  { id: 'a', name: 'Nightly', version: '3.0.0-alpha.12', downloads: 1_250, stable: 'no' },
  { id: 'b', name: 'Current', version: '2.10.1', downloads: 482_000, stable: 'yes' },
  { id: 'c', name: 'Previous', version: '2.9.4', downloads: 96_400, stable: 'yes' },
  { id: 'd', name: 'Long-term', version: '1.24.0', downloads: 210_300, stable: 'yes' },
  { id: 'e', name: 'Legacy', version: '1.2.0', downloads: null, stable: 'yes' },
];

export default function DataTableSorting() {
  const [sort, setSort] = useState<DataTableSort | null>({ key: 'downloads', order: 'desc' });
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <DataTable caption="Releases" headers={headers} items={releases} sortBy={sort} onSortChange={setSort} />
      <p style={{ margin: 0 }}>
        {sort
          ? `Sorted by ${sort.key}, ${sort.order === 'asc' ? 'ascending' : 'descending'}.`
          : 'Not sorted.'}
      </p>
    </div>
  );
}
