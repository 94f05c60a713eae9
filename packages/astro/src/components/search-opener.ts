// The search opener of a page with search (both providers): installed (`site-search-opener`) only when
// search may be asked for (see `startSearchOpenerOnDemand`).
import { EARLY_KEYS_GLOBAL, startSearchOpenerOnDemand } from '@lectern/search/opener-on-demand';

/**
 * Installs the site's search opener when first needed, on a page with search: one whose head keeps the
 * keys pressed early (`earlySearchKeysScript`, which Head.astro writes when the site has a search
 * provider). On a page without, it does nothing.
 */
export function startSiteSearchOpener(view: Window = window): () => void {
  if (!(EARLY_KEYS_GLOBAL in view)) return () => {};
  return startSearchOpenerOnDemand(() =>
    import('./site-search-opener.js').then((opener) => opener.installSiteSearchOpener()),
  );
}
