export type { SearchDialogProps } from './SearchDialog';
export { SearchDialog } from './SearchDialog';
export { RECENT_SEARCHES_KEY } from './useRecentSearches';
