// The one place that owns the stores of a page (the visitor's account, settings and settings sync). A
// page's React islands are separate React roots, and its page scripts (`effects/`) are no React at all:
// they share the visitor's state through these instances, one per window.
//
// Each store is keyed by the factory that makes it rather than listed here: the full settings reader and
// the sync are loaded only when needed (see `settings-source`), and importing their factories here would load
// them with every page.

/**
 * Makes one of a page's stores for `view`, the page's window. `forgotten` aborts when
 * {@link forgetPageStores} forgets the page's stores: a store listening to the window stops then.
 */
export type PageStoreFactory<T> = (view: Window, forgotten: AbortSignal) => T;

interface PageEntry {
  readonly stores: Map<PageStoreFactory<unknown>, unknown>;
  readonly forgotten: AbortController;
}

const pages = new WeakMap<Window, PageEntry>();

/**
 * The page's instance of a store: made by `create` the first time the page in `view` asks for it, the same
 * instance after that, so every island and page script of the page shares it.
 *
 * @example const text = pageStore(createSettingsText); // the same object everywhere on the page
 */
export function pageStore<T>(create: PageStoreFactory<T>, view: Window = window): T {
  let page = pages.get(view);
  if (page === undefined) {
    page = { stores: new Map(), forgotten: new AbortController() };
    pages.set(view, page);
  }
  if (!page.stores.has(create)) page.stores.set(create, create(view, page.forgotten.signal));
  // The factory is the key, so the value is what that factory made.
  return page.stores.get(create) as T;
}

/**
 * Forgets every store of the page in `view`: the next use makes fresh ones, as on a new page. For tests,
 * which run one after the other in the same window.
 */
export function forgetPageStores(view: Window = window): void {
  pages.get(view)?.forgotten.abort();
  pages.delete(view);
}
