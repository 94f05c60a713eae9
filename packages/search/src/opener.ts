// The search opener: small and framework-free, to install early on every page.
export {
  LOAD_SEARCH_EVENT,
  OPEN_SEARCH_EVENT,
  SEARCH_OPENER_ATTRIBUTE,
  SEARCH_REQUESTED_ATTRIBUTE,
  SHOW_SEARCH_EVENT,
} from '@lectern/theme-core/dom';
export type { EarlyKey, EarlyKeys } from './opener/early-keys';
export { EARLY_KEYS_GLOBAL, keepEarlyKeys, takeEarlyKeys } from './opener/early-keys';
export { earlySearchKeysScript } from './opener/early-keys-script';
export type { SearchOpener, SearchOpenerOptions } from './opener/search-opener';
export { hasSearchOpener, installSearchOpener, SEARCH_OPEN_TIMEOUT_MS } from './opener/search-opener';
export type { ShowSearchDetail } from './search-events';
