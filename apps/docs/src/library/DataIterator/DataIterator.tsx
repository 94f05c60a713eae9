import './DataIterator.css';
import { useState } from 'react';
import { DataIteratorPagination } from './DataIteratorPagination';
import {
  clampPage,
  DATA_ITERATOR_ITEMS_PER_PAGE,
  pageCount,
  pageRangeText,
  pageSlice,
} from './data-iterator-rules';

/** One item, shown as a card. */
export interface DataIteratorItem {
  /** Identifies the item among the others; the title is used when not given, so titles should be unique. */
  id?: string | number;
  title: string;
  subtitle?: string;
}

export interface DataIteratorProps {
  items: readonly DataIteratorItem[];
  /** How many cards one page shows. */
  itemsPerPage?: number;
  /** The page shown (1-based), when the parent controls it; clamped to the pages there are. */
  page?: number;
  /** The first page shown when the component controls its page. */
  defaultPage?: number;
  /** Called with the new page when a page button, "Previous" or "Next" is pressed. */
  onPageChange?: (page: number) => void;
  /** Shown instead of the cards when there are no items. */
  noDataText?: string;
  /** Accessible name of the pagination navigation. */
  paginationLabel?: string;
}

/**
 * Shows items as cards (their `title` and `subtitle`) one page at a time, with page buttons, "Previous"
 * and "Next", and the range shown as text such as "1–5 of 23".
 *
 * @example <DataIterator items={[{ title: 'Alert', subtitle: 'Messages' }]} itemsPerPage={10} />
 */
export function DataIterator({
  items,
  itemsPerPage = DATA_ITERATOR_ITEMS_PER_PAGE,
  page,
  defaultPage = 1,
  onPageChange,
  noDataText = 'No data available',
  paginationLabel = 'Pagination',
}: DataIteratorProps) {
  const [ownPage, setOwnPage] = useState(defaultPage);
  const count = pageCount(items.length, itemsPerPage);
  const current = clampPage(page ?? ownPage, count);

  function goTo(next: number) {
    const target = clampPage(next, count);
    if (target === current) return;
    if (page === undefined) setOwnPage(target);
    onPageChange?.(target);
  }

  return (
    <div className="ui-data-iterator">
      {items.length === 0 ? (
        <p className="ui-data-iterator-empty">{noDataText}</p>
      ) : (
        <ul className="ui-data-iterator-list">
          {pageSlice(items, current, itemsPerPage).map((item) => (
            <li key={item.id ?? item.title} className="ui-data-iterator-card">
              <span className="ui-data-iterator-title">{item.title}</span>
              {item.subtitle && <span className="ui-data-iterator-subtitle">{item.subtitle}</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="ui-data-iterator-footer">
        <p className="ui-data-iterator-range" role="status">
          {pageRangeText(items.length, current, itemsPerPage)}
        </p>
        <DataIteratorPagination label={paginationLabel} page={current} count={count} onSelect={goTo} />
      </div>
    </div>
  );
}
