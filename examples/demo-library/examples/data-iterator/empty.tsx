import { DataIterator } from '@lectern/demo-library';

export default function DataIteratorEmpty() {
  return <DataIterator items={[]} noDataText="No saved searches yet." paginationLabel="Saved search pages" />;
}
