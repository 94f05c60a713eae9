import { DataIterator, type DataIteratorItem } from '@lectern/demo-library';
import { useState } from 'react';

const components: DataIteratorItem[] = [
  'Alert',
  'Autocomplete',
  'Bottom navigation',
  'Carousel',
  'Combobox',
  'Data iterator',
  'Date picker',
  'Expansion panels',
  'File input',
  'Floating action button',
  'Footer',
  'OTP input',
  'Rating',
  'Sparkline',
  'Textarea',
].map((title, index) => ({ id: index + 1, title, subtitle: `Component ${index + 1} of 15` }));

export default function DataIteratorControlled() {
  const [page, setPage] = useState(1);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <DataIterator
        items={components}
        itemsPerPage={3}
        page={page}
        onPageChange={setPage}
        paginationLabel="Component pages"
      />
      <p style={{ margin: 0 }}>The parent holds page {page}.</p>
    </div>
  );
}
