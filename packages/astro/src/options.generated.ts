// Generated from lecternOptionsSchema by optionsTypeSource() (options-source.ts): do not edit.
// `pnpm --filter @lectern/astro generate` writes it again after a change to the schema.
import type { ApiSearchEntry } from '@lectern/search/node';
import type { LecternUserConfig } from '@lectern/theme-core/config';

/** The options of the Lectern integration, `lectern({ … })`. Each field's description is the one the configuration reference shows. */
export type LecternOptions = {
  /** The theme settings: title, logo, navigation bar, sidebars, edit link, footer, languages and the rest (see the configuration reference). Checked when the site builds. */
  config?: LecternUserConfig;
  /**
   * The file the theme settings come from, named in error messages, e.g. `src/site-config.ts` when `config` is imported from there.
   * @default "astro.config"
   */
  configFile?: string;
  /**
   * The content folder of the `docs` collection, relative to the site's root.
   * @default "src/content/docs"
   */
  contentDir?: string;
  /** The legacy-address table, a JSON file relative to the site's root (see `@lectern/redirects`): checked against the built site and written as static redirect pages, `_redirects`, `vercel.json` and an nginx map at build; answered with `301` by the dev server. A table with errors fails the build. */
  redirects?: string;
  /** The page explaining how to contribute a translation, written without a language (`/introduction/help-translate/`): every page of the in-context translation mode links to it. */
  translationGuide?: string;
  /** A module, relative to the site's root, whose default export turns the site's components into Markdown for the pages' `.md` sources (`{ Card: ({ title }, content) => '…' }`, see `MarkdownComponent`). The built-in components (`Example`, `ApiTable`, `Badge`) have theirs, which an entry of the same name replaces; a component without an entry keeps its content and loses its tags. An MDX page's imports are left out. */
  markdownComponents?: string;
  /** Components every page can use without importing them: a name for each (starting with a capital letter) and its module's path relative to the site's root, its default export unless a named export follows `#` (`{ Button: './src/components/Button.tsx', Card: './src/components/Card.astro', Tabs: './src/components/index.ts#Tabs' }`). They work in `.mdx` pages and, written as HTML tags, in `.md` pages; a site's component of the same name as a built-in one (`Example`, `ApiTable`, `Badge`) takes its place. A missing file or export fails the build. */
  components?: {
    [key: string]: string;
  };
  /**
   * The folder of the live examples that `<Example file="button/basic" />` shows, relative to the site's root: `button/basic` is its file `button/basic.tsx`, and `button/basic.composition.tsx` the same example in its composition form. A package's folder, as the site imports it (`'@acme/ui/examples'`), when the package exports it (`"./examples/*": "./examples/*"`).
   * @default "src/examples"
   */
  examplesDir?: string;
  /** The site's own layouts: a name for each, and its Astro component's path relative to the site's root (`{ releases: './src/layouts/Releases.astro' }`). A page with `layout: <name>` is drawn by that component inside the theme's navigation bar, sidebar and footer; a page naming a layout that is neither built in nor here fails the build. */
  layouts?: {
    [key: string]: string;
  };
  /** More component API data made searchable as typed results ("alert › prop › type") when the site searches offline: each entry's API data and the page that shows it, with `{locale}` for the language (`{ api, url: '/{locale}/components/alert/' }`, see `@lectern/search/node`). Every entry of the `api` collection a page shows with `<ApiTable of="…" />` is searchable without it, at that page; an entry given here keeps its own page. */
  searchApi?: readonly ApiSearchEntry[];
  /** The API pages: a page per component (`/{locale}/api/button/`: its description, examples, source, guide page and API tables) and the API explorer listing them all (`/{locale}/api/`), from the `api` collection when the site has one. `false` builds none; an object moves them or lists other collections. */
  apiPages?: false | {
    /**
     * Where the pages are in each language: the explorer at `/{locale}/{path}/`, a component at `/{locale}/{path}/{entry}/`.
     * @default "api"
     */
    path?: string;
    /** The sets of components, in the order the explorer lists them: the first is listed alone until the reader chooses another. Default: the `api` collection, when the site has one. */
    sets?: {
      /** The content collection of the set's API data, e.g. `api` (the one `<ApiTable of="…" />` reads). Its name is the explorer's filter value in the address (`?from=api`). */
      collection: string;
      /**
       * What the set's pages' addresses start with after the API path: with `theme-`, the entry `nav-bar` is at `/{locale}/api/theme-nav-bar/`. Two sets whose pages would share an address fail the build.
       * @default ""
       */
      prefix?: string;
      /** The set's heading in the explorer and its name on its components' pages, e.g. `Theme components`. Needed when there are several sets. */
      title?: string;
      /** The set's choice in the explorer's filter, e.g. `Theme`. Default: its title. */
      label?: string;
      /** A sentence under the set's heading in the explorer, with `code` in backticks. */
      description?: string;
      /** The package the set's components are imported from: each page shows its import line (`import { Button } from 'my-ui';`). */
      importFrom?: string;
      /** Source files, and folders ending in `/`, from the site's root, whose components get no page (e.g. a guide's small examples read into the same collection). */
      exclude?: string[];
    }[];
    /** The address of a component's source file, with `:path` for its path from `sourceRoot` (`https://github.com/me/ui/blob/main/:path`): each page links its source there. Without it the path is shown as text. */
    sourceLink?: string;
    /**
     * The folder a component's source path is shown from, relative to the site's root: the repository's root for a site in a monorepo (`../..`).
     * @default "."
     */
    sourceRoot?: string;
  };
  /** Address prefixes the build's dead-link check leaves alone: pages the same host serves that this build does not make. A `*` segment stands for any one segment (`['/*\/api/']`). */
  uncheckedLinks?: string[];
  /** Versions of the docs: the current one from the working tree at the plain addresses, each older one from a git ref or a snapshot folder at `/{name}/{locale}/…`, with a version menu in the bar, a banner leading to the latest, and a search of its own (see the Versions guide). */
  versions?: {
    /** The version built from the working tree, at the plain addresses. */
    current: {
      /** The current version's name, e.g. `0.2` (its pages keep the plain addresses). */
      name: string;
      /** What the version menu and the banner call it, e.g. `v0.1`. Default: its name. */
      label?: string;
    };
    /** The older versions, newest first: each is built with today's theme under `/{name}/`, and its built pages are kept in the cache folder until its content, the Lectern packages or the site's own files change. */
    older: {
      /** The segment its addresses start with: `0.1` is at `/0.1/{locale}/…`. */
      name: string;
      /** What the version menu and the banner call it, e.g. `v0.1`. Default: its name. */
      label?: string;
      /** A git tag, branch or commit whose content folder is this version's content (`v0.1.0`). The site's repository must have it: a shallow clone in CI needs `git fetch --tags` (or `fetch-depth: 0`). */
      ref?: string;
      /** A folder, relative to the site's root, holding this version's content as the content folder held it (`versions/0.1`): for a version whose history is gone, or archived to keep the repository's history short. */
      snapshot?: string;
      /** With `ref`: the content folder at that ref, relative to the site's root, when it was elsewhere then. Default: today's content folder (`contentDir`). */
      contentDir?: string;
      /** This version's API data, by API collection (`{ api: 'versions/0.1-api.json' }`): each a file, relative to the site's root, in the form a library publishes (`writePublishedApi`). The current API is compared with it to mark what each later version added, changed or removed, and this version's pages show its own API. With `ref`, a collection not named here is read from its API loader's sources at that ref; `false` reads none there. */
      api?: false | {
        [key: string]: string;
      };
      /** The "edit this page" address of the version's pages, with `:path` for the page's path in its content folder (`https://github.com/me/ui/edit/v0.1/docs/:path`). Default: none, for a version is not edited where the current one is. */
      editLink?: string;
    }[];
    /**
     * Let search engines index the older versions' pages. By default they are `noindex`, their canonical address is the current version's same page, and the sitemap lists the current version only.
     * @default false
     */
    index?: boolean;
    /** The environment variables the site's build reads besides `PUBLIC_*` (which Astro puts into the pages and are always counted), e.g. `['DOCS_API_URL']`: an older version is built again when one of them changes, and taken from the cache while none does. */
    env?: string[];
  };
  /**
   * Accounts (`@lectern/accounts`, installed beside this package): "Log in with GitHub" and "Log in with Discord" in the settings panel, settings saved to the account and synced across devices, subscriber perks, and the dashboard at `/{locale}/user/dashboard/`. The routes under `/auth/` and `/api/` run on demand, so the site needs a server adapter (e.g. `@astrojs/node`).
   * @default false
   */
  accounts?: boolean;
};
