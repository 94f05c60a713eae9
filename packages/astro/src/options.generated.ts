// Generated from lecternOptionsSchema by optionsTypeSource() (options-source.ts): do not edit.
// `pnpm --filter @lectern/astro generate` writes it again after a change to the schema.
import type { ApiSearchEntry } from '@lectern/search/node';
import type { LecternUserConfig } from '@lectern/theme-core/config';

/** The options of the Lectern integration, `lectern({ … })`. Each field's description is the one the configuration reference shows. */
export interface LecternOptions {
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
   * The folder of the live examples that `<Example file="button/basic" />` shows, relative to the site's root: `button/basic` is its file `button/basic.tsx`, and `button/basic.composition.tsx` the same example in its composition form.
   * @default "src/examples"
   */
  examplesDir?: string;
  /** The site's own layouts: a name for each, and its Astro component's path relative to the site's root (`{ releases: './src/layouts/Releases.astro' }`). A page with `layout: <name>` is drawn by that component inside the theme's navigation bar, sidebar and footer; a page naming a layout that is neither built in nor here fails the build. */
  layouts?: {
    [key: string]: string;
  };
  /** More component API data made searchable as typed results ("alert › prop › type") when the site searches offline: each entry's API data and the page that shows it, with `{locale}` for the language (`{ api, url: '/{locale}/components/alert/' }`, see `@lectern/search/node`). Every entry of the `api` collection a page shows with `<ApiTable of="…" />` is searchable without it, at that page; an entry given here keeps its own page. */
  searchApi?: readonly ApiSearchEntry[];
  /** Address prefixes the build's dead-link check leaves alone: pages the same host serves that this build does not make. A `*` segment stands for any one segment (`['/*\/api/']`). */
  uncheckedLinks?: string[];
  /**
   * Accounts (`@lectern/accounts`, installed beside this package): "Log in with GitHub" and "Log in with Discord" in the settings panel, settings saved to the account and synced across devices, subscriber perks, and the dashboard at `/{locale}/user/dashboard/`. The routes under `/auth/` and `/api/` run on demand, so the site needs a server adapter (e.g. `@astrojs/node`).
   * @default false
   */
  accounts?: boolean;
}
