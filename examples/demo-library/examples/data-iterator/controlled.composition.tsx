import {
  clampPage,
  DataIteratorPagination,
  pageCount,
  pageRangeText,
  pageSlice,
} from '@lectern/demo-library';
import { useState } from 'react';

const components = [
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

const perPage = 3;

// The same controlled list, composed from the data iterator's parts: the parent owns the page and draws
// the cards, the rules slice the items and word the range, the pagination component moves between pages.
export default function DataIteratorControlledComposed() {
  const [page, setPage] = useState(1);
  const count = pageCount(components.length, perPage);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div className="ui-data-iterator">
        <ul className="ui-data-iterator-list">
          {pageSlice(components, page, perPage).map((component) => (
            <li key={component.id} className="ui-data-iterator-card">
              <span className="ui-data-iterator-title">{component.title}</span>
              <span className="ui-data-iterator-subtitle">{component.subtitle}</span>
            </li>
          ))}
        </ul>
        <div className="ui-data-iterator-footer">
          <p className="ui-data-iterator-range" role="status">
            {pageRangeText(components.length, page, perPage)}
          </p>
          <DataIteratorPagination
            label="Component pages"
            page={page}
            count={count}
            onSelect={(next) => setPage(clampPage(next, count))}
          />
        </div>
      </div>
      <p style={{ margin: 0 }}>The parent holds page {page}.</p>
    </div>
  );
}
