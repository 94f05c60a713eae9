export { RECENT_SEARCHES_STORAGE_KEY } from '@lectern/theme-core/dom';
export type { SearchDialogProps } from './SearchDialog';
export { SearchDialog } from './SearchDialog';
