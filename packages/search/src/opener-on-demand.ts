// The part of the search opener every page loads: it installs the opener (`./opener`) when search may be
// asked for (see `startSearchOpenerOnDemand`).
export { EARLY_KEYS_GLOBAL } from './opener/early-keys';
export { startSearchOpenerOnDemand } from './opener/on-demand';
