/**
 * One legacy address and the current documentation path it leads to.
 *
 * @example { from: 'quick-start', to: '/getting-started/installation' }
 */
export interface RedirectEntry {
  /** The old path, without locale, with or without leading and trailing slashes. @example 'components/dropdowns' */
  from: string;
  /** The current path, starting with `/`, without locale, query or hash. @example '/components/menus' */
  to: string;
}

/**
 * A redirect table as an object of `"old/path": "/new/path"` pairs or as a list of entries.
 *
 * @example { 'quick-start': '/getting-started/installation' }
 */
export type RedirectTableInput = readonly RedirectEntry[] | Readonly<Record<string, string>>;

/** An entry named by a problem, with its position in the table. */
export interface RedirectEntryRef extends RedirectEntry {
  /**
   * The position in table order, counted from 0 like an array index; messages and the command line
   * report count from 1 (`index: 0` is "entry 1").
   */
  index: number;
}

/** What a problem is about; stable, so tools can filter or count problems. */
export type RedirectProblemCode =
  | 'invalid-json'
  | 'invalid-shape'
  | 'invalid-source'
  | 'invalid-target'
  | 'locale-prefix'
  | 'duplicate-source'
  | 'loop'
  | 'chain'
  | 'missing-target'
  | 'shadowed-page';

/**
 * One problem found in a redirect table.
 *
 * @example { code: 'loop', message: 'redirect loop: /a → /b → /a', entries: [ … ] }
 */
export interface RedirectProblem {
  code: RedirectProblemCode;
  /** One readable line naming the entries involved. */
  message: string;
  /** The entries involved; empty when the entry could not be read at all (bad JSON, wrong shape). */
  entries: readonly RedirectEntryRef[];
}

/**
 * A language the site knows, enabled or not. The same shape as theme-core's locale entries, so a site
 * can pass its locale list as it is.
 *
 * @example { locale: 'zh-CN', alternate: 'zh-Hans', enabled: true }
 */
export interface RedirectLocale {
  /** The code used as the first path segment. @example 'zh-CN' */
  locale: string;
  /** Another code that leads to the same language. @example 'zh-Hans' */
  alternate?: string | undefined;
  /** Disabled languages are known (their old addresses still redirect) but have no pages. */
  enabled: boolean;
}
