// The search dialog (React), on its own entry point so that a page loads it only when search opens.
export type { SearchDialogProps } from './dialog/index';
export { RECENT_SEARCHES_STORAGE_KEY, SearchDialog } from './dialog/index';
