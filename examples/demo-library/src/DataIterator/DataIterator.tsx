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
  /** The card's heading. */
  title: string;
  /** A line shown under the title. */
  subtitle?: string;
}

/** Props of {@link DataIterator}. */
export interface DataIteratorProps {
  /**
   * The items, each shown as a card with its `title` and `subtitle`. Without an `id` an item is
   * identified by its title, so titles should then be unique.
   */
  items: readonly DataIteratorItem[];
  /**
   * How many cards one page shows; a whole number of 1 or more, or a `RangeError` is thrown.
   *
   * @minimum 1
   */
  itemsPerPage?: number;
  /**
   * The page shown (1-based), when the parent controls it; clamped to the pages there are, so a page out
   * of range shows the first or the last page.
   *
   * @minimum 1
   */
  page?: number;
  /**
   * The first page shown when the component controls its own page; clamped like `page`.
   *
   * @minimum 1
   */
  defaultPage?: number;
  /** Called with the new page when a page button, "Previous" or "Next" is pressed. */
  onPageChange?: (page: number) => void;
  /** Shown instead of the cards when there are no items. */
  noDataText?: string;
  /** Accessible name of the pagination navigation. */
  paginationLabel?: string;
}

/**
 * Shows a list of items as cards, one page at a time, with page buttons and the range shown as text.
 *
 * Each card shows an item's `title` and `subtitle`; the page buttons come with "Previous" and "Next",
 * and the range reads like "1–5 of 23".
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
