import type { LocaleEntry, SiteVersions, ThemeConfig } from '@lectern/theme-core';

/** What the routes know about the site: the validated theme settings and the languages. */
export interface SiteData {
  /** The theme settings, validated. */
  theme: ThemeConfig;
  /** Every language the site lists (enabled or not). */
  locales: LocaleEntry[];
  /** The language of pages that exist in no other: every page exists in it. */
  defaultLocale: string;
  /** The site's root folder, absolute: the files of the content are read from it. */
  root: string;
  /** Astro's cache folder, absolute: the docs loader keeps the pages' rendered HTML there (`stored-html.ts`). */
  cacheDir: string;
  /** The file the theme settings come from, named in error messages. */
  configFile: string;
  /** The site's icon, resolved: the address of the `<link rel="icon">`, or none. */
  favicon?: string | undefined;
  /** The content folder, relative to the site's root (for edit links and last-updated times). */
  contentDir: string;
  /** The redirect table's file, relative to the site's root: its old addresses are not given to section pages. */
  redirects?: string | undefined;
  /** The page explaining how to contribute a translation, linked from the in-context translation mode. */
  translationGuide?: string | undefined;
  /** This build's id (see `buildIdFrom`): pages carry it, `_lectern/build.json` says it. */
  buildId: string;
  /** Pages marked `draft: true` are built (the dev server); the production build leaves them out. */
  drafts?: boolean | undefined;
  /** The site has accounts (`@lectern/accounts`): login, the dashboard and settings saved to an account. */
  accounts?: boolean | undefined;
  /**
   * The code themes of the pages' code blocks (`codeThemes`) when the site keeps Lectern's, for the code
   * the components draw (an example's source); none when the site chose its own.
   */
  codeThemes?: Readonly<Record<string, string>> | undefined;
  /** The API pages and the explorer (`apiPages`), or none when the site turned them off. */
  apiPages?: ApiPagesData | undefined;
  /** The versions of the docs (`versions`), or none when the site has one. */
  versions?: VersionsData | undefined;
}

/** The versions of the docs as the pages draw them (the menu, the banner, the head). */
export interface VersionsData extends SiteVersions {
  /** Whether search engines index the older versions' pages. */
  index: boolean;
  /** The base of the whole site (`/docs/`): an older version's build has `{siteBase}{name}/` for its own. */
  siteBase: string;
  /** The version this build makes. */
  building: string;
}

/** What the API pages' routes know: the `apiPages` option with its defaults, and the guides it names. */
export interface ApiPagesData {
  /** Where they are in each language, without slashes at its ends. @example 'api' */
  path: string;
  /** The sets of components, in the explorer's order. */
  sets: ApiPagesSetData[];
  /** Whether the site listed the sets: they are read even when no `apiLoader` made them. */
  listed: boolean;
  /** The address of a source file, with `:path`. */
  sourceLink?: string | undefined;
  /** The site's folder from the folder source paths are shown from (`apps/docs`), `''` for the same. */
  siteFolder: string;
  /**
   * The guide page of a component of the `api` collection by its entry's id, from the `searchApi`
   * option: one address with `{locale}`, or one per language.
   */
  guides: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
}

/** One set of components with pages, as the `apiPages` option lists it, with its defaults. */
export interface ApiPagesSetData {
  collection: string;
  prefix: string;
  title?: string | undefined;
  label?: string | undefined;
  description?: string | undefined;
  importFrom?: string | undefined;
  exclude: string[];
}

/** An entry of the `docs` collection as the routes read it. */
export interface DocsEntry {
  id: string;
  /** The collection's name (`docs`). */
  collection: string;
  body?: string | undefined;
  filePath?: string | undefined;
  data: import('@lectern/theme-core').PageMetadata;
  /** A Markdown page rendered during the content sync (its HTML kept in a file, see `stored-html.ts`). */
  rendered?: { html: string; metadata?: { [field: string]: unknown } | undefined } | undefined;
}
