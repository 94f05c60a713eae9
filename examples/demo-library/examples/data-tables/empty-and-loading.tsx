import { DataTable, type DataTableHeader, type DataTableItem } from '@lectern/demo-library';
import { useState } from 'react';

const headers: DataTableHeader[] = [
  { key: 'name', title: 'Name' },
  { key: 'role', title: 'Role' },
];

const team: DataTableItem[] = [
  { id: 1, name: 'Ada', role: 'Maintainer' },
  { id: 2, name: 'Grace', role: 'Reviewer' },
  { id: 3, name: 'Linus', role: 'Contributor' },
];

export default function DataTableEmptyAndLoading() {
  const [items, setItems] = useState<DataTableItem[]>([]);
  const [loading, setLoading] = useState(false);
  const load = () => {
    setItems([]);
    setLoading(true);
    setTimeout(() => {
      setItems(team);
      setLoading(false);
    }, 1500);
  };
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={load} disabled={loading}>
          Load the team
        </button>
        <button type="button" onClick={() => setItems([])} disabled={loading}>
          Clear
        </button>
      </div>
      <DataTable
        caption="Team"
        headers={headers}
        items={items}
        loading={loading}
        loadingText="Loading the team…"
        noDataText="No one here yet: load the team."
      />
    </div>
  );
}
