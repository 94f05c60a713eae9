export type { DataIteratorItem, DataIteratorProps } from './DataIterator';
export { DataIterator } from './DataIterator';
export type { DataIteratorPaginationProps } from './DataIteratorPagination';
export { DataIteratorPagination } from './DataIteratorPagination';
export {
  clampPage,
  DATA_ITERATOR_ITEMS_PER_PAGE,
  pageCount,
  pageRangeText,
  pageSlice,
} from './data-iterator-rules';
