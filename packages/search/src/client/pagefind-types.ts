// The part of Pagefind's browser API (`/pagefind/pagefind.js`) this package uses, as Pagefind 1.x
// documents it.

/** A section of a page under one heading, as Pagefind returns it. */
export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
}

/** A result's data, loaded on demand by `result.data()`. */
export interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly filters?: Readonly<Record<string, readonly string[]>> | undefined;
  readonly sub_results?: readonly PagefindSubResult[] | undefined;
}

export interface PagefindResult {
  readonly id: string;
  data(): Promise<PagefindResultData>;
}

export interface PagefindSearchResponse {
  readonly results: readonly PagefindResult[];
}

/**
 * Pagefind's options (`pagefind.options()`): where the bundle is, the address prefix of results and how
 * results are ranked.
 */
export interface PagefindOptions {
  readonly basePath?: string;
  readonly baseUrl?: string;
  readonly excerptLength?: number;
  readonly ranking?: PagefindRanking;
}

/** Pagefind's ranking options, those this package sets. */
export interface PagefindRanking {
  /** Extra weight for a match in a metadata field, by field name (Pagefind's default: `title` 5). */
  readonly metaWeights?: Readonly<Record<string, number>>;
  /** How much a short page's match counts over a long page's, from 0 (not at all) to 1 (Pagefind's 0.75). */
  readonly pageLength?: number;
}

/** A filter's value in a search: one value, or none of some values. */
export type PagefindFilterValue = string | { readonly none: readonly string[] };

/** The module `pagefind.js` exports. */
export interface PagefindModule {
  options(options: PagefindOptions): Promise<void>;
  init?(): Promise<void>;
  /** `null` as term lists everything the filters allow; Pagefind answers `null` for a superseded search. */
  search(
    term: string | null,
    options?: { readonly filters?: Readonly<Record<string, PagefindFilterValue>> },
  ): Promise<PagefindSearchResponse | null>;
  filters(): Promise<Readonly<Record<string, Readonly<Record<string, number>>>>>;
  /**
   * Adds another site's index (its bundle's address) to this one's searches; `baseUrl` is put in front
   * of its results' addresses, `ranking` ranks them.
   */
  mergeIndex?(
    bundlePath: string,
    options?: { readonly baseUrl?: string; readonly ranking?: PagefindRanking },
  ): Promise<void>;
  /** Loads the index chunks a term needs, so that the search for it that follows does not wait for them. */
  preload?(
    term: string,
    options?: { readonly filters?: Readonly<Record<string, PagefindFilterValue>> },
  ): Promise<void>;
}
