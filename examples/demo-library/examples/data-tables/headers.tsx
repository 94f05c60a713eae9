import { DataTable, type DataTableHeader } from '@lectern/demo-library';

const headers: DataTableHeader[] = [
  { key: 'symbol', title: 'Symbol', align: 'center', sortable: false },
  { key: 'name', title: 'Element' },
  { key: 'number', title: 'Atomic number', align: 'end' },
  { key: 'group', title: 'Group' },
];

const elements = [
  { symbol: 'H', name: 'Hydrogen', number: 1, group: 'Nonmetal' },
  { symbol: 'He', name: 'Helium', number: 2, group: 'Noble gas' },
  { symbol: 'Li', name: 'Lithium', number: 3, group: 'Alkali metal' },
  { symbol: 'C', name: 'Carbon', number: 6, group: 'Nonmetal' },
  { symbol: 'Ne', name: 'Neon', number: 10, group: 'Noble gas' },
  { symbol: 'Na', name: 'Sodium', number: 11, group: 'Alkali metal' },
  { symbol: 'Ar', name: 'Argon', number: 18, group: 'Noble gas' },
];

export default function DataTableHeaders() {
  return <DataTable caption="Light elements" headers={headers} items={elements} itemKey="symbol" />;
}
