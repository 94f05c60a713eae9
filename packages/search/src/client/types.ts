/** What a result is: a documentation page, or a prop, event or slot of a documented component. */
export type SearchKind = 'page' | 'prop' | 'event' | 'slot';

/** Every kind, in the order the kind filter offers them. */
export const SEARCH_KINDS: readonly SearchKind[] = ['page', 'prop', 'event', 'slot'];

/** Narrows a search to one kind of result and/or one component. */
export interface SearchFilters {
  readonly kind?: SearchKind | undefined;
  /** A component's name as the index knows it, e.g. `alert`. */
  readonly component?: string | undefined;
}

/** One matching place: a section of a page under its heading, or one API item. */
export interface SearchHit {
  /** The section's heading, or the API item's title ("alert › prop › type"). */
  readonly heading: string;
  /** Where it is: the page's address with the heading's anchor. */
  readonly anchorUrl: string;
  /** The matching text; safe HTML whose only elements are `<mark>`s around the matched words. */
  readonly excerptHtml: string;
}

/** The hits of one page (or of one component's props, events or slots), in the index's order. */
export interface SearchResultGroup {
  /** The page, or for API results the component page, titled "alert › prop". */
  readonly page: { readonly url: string; readonly title: string };
  readonly hits: readonly SearchHit[];
  readonly kind: SearchKind;
  /** The component, for API results. */
  readonly component?: string | undefined;
  /** The label of the version of the docs it is from, when the search covers several (`v0.1`). */
  readonly version?: string | undefined;
}

/** A version of the docs, as a search across versions reads it. */
export interface SearchVersion {
  /** What its results say they are from: `v0.1`. */
  readonly label: string;
  /** The base path of its pages (`/docs/0.1/`); its index is at `{basePath}pagefind/`. */
  readonly basePath: string;
}

/** The choices the filters can offer, with how many records each has. */
export interface SearchFilterValues {
  readonly kinds: Readonly<Partial<Record<SearchKind, number>>>;
  /** Component names, sorted. */
  readonly components: readonly string[];
}

/** How a query reports on its way. */
export interface SearchQueryOptions {
  /**
   * Called with the best few results, grouped, as soon as they have loaded, while the rest still load
   * (not called when there are no more to load).
   */
  readonly onFirstResults?: ((groups: SearchResultGroup[]) => void) | undefined;
}

/** Searches one index. The dialog needs nothing else, so a fake is easy to give in tests and stories. */
export interface SearchClient {
  /** Results for a term, grouped by page, best first. A blank term gives none. */
  query(term: string, filters?: SearchFilters, options?: SearchQueryOptions): Promise<SearchResultGroup[]>;
  /** The kinds and components the index holds, for the filters. */
  filterValues(): Promise<SearchFilterValues>;
  /**
   * Starts loading the index, e.g. as the dialog opens; with a term, also the parts of the index that
   * term needs, e.g. as the visitor types, before the search itself runs.
   */
  preload?(term?: string, filters?: SearchFilters): Promise<void>;
}
