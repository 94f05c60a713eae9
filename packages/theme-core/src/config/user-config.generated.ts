// Generated from themeConfigSchema by userConfigSource() (user-config-source.ts): do not edit.
// `pnpm --filter @lectern/theme-core generate` writes it again after a change to the schema.

/** The theme settings of a Lectern site, as written in `lectern({ config })`: every field is optional and checked when the site builds. Each field's description is the one the configuration reference shows. */
export interface LecternUserConfig {
  /** The logo in the navigation bar, with light and dark variants if needed. */
  logo?: LecternUserConfig.ThemeableImage;
  /** The site's icon: a file of the public folder (`/favicon.svg`) or an address; `false` for none. By default `/favicon.svg`, `/favicon.ico` or `/favicon.png`, the first the public folder has. */
  favicon?: string | false;
  /** Tags added to the head of every page (`{ tag, attrs, content }`): analytics, fonts, `theme-color`, an `og:image`… A page adds or replaces its own with `head` in its frontmatter. */
  head?: LecternUserConfig.HeadTag[];
  /** The title beside the logo; `false` hides it. */
  siteTitle?: string | false;
  /** Where the logo leads; by default the home page of the current language. */
  logoLink?: string;
  /** The items of the top navigation bar, in order. */
  nav?: LecternUserConfig.NavItem[];
  /** The sidebar: one list for the whole site, or lists keyed by path prefix (the longest matching prefix wins). */
  sidebar?: LecternUserConfig.SidebarItem[] | {
    [key: string]: LecternUserConfig.SidebarItem[] | {
      /** A path put in front of the relative links of the group's items. */
      base: string;
      /** The sidebar items for the addresses under this prefix. */
      items: LecternUserConfig.SidebarItem[];
    };
  };
  /**
   * A sidebar group with at most this many links is drawn whole in every page. A larger one is drawn as the page's branch (the top level, and the sections that hold the page, open; every other section with a section page closed and empty, and long lists in such sections cut to the page's part) and its whole tree is one shared file that the page loads when the reader reaches for the sidebar, cached across pages: pages do not grow with the site. A section no page lists keeps its items. `0` draws every group by branch.
   * @default 100
   */
  sidebarInlineLinks?: number;
  /**
   * A sidebar section without a link of its own leads to a page that lists its pages, at the address of the folder that holds them (`/en/components/data-tables/`) when no page is there: readers without scripts reach every page of a group drawn by branch through it, and an address shortened to its folder is not "not found". `false`: such sections only open and close, and pages drawn by branch carry their items.
   * @default true
   */
  sidebarSectionPages?: boolean;
  /** Icons linking to the project elsewhere, at the end of the navigation bar. */
  socialLinks?: LecternUserConfig.SocialLink[];
  /** The site footer's texts; left out, the site has no footer. */
  footer?: LecternUserConfig.Footer;
  /** The "Edit this page" link at the foot of each doc page; left out, there is none. */
  editLink?: {
    /**
     * The address of a page's source, with `:path` standing for the page's file in the content folder.
     * @example "https://github.com/you/my-library/edit/main/src/content/docs/:path"
     */
    pattern: string;
    /**
     * The link's text.
     * @default "Edit this page"
     */
    text?: string;
  };
  /** The labels of the previous and next page links at the foot of each doc page. */
  docFooter?: {
    /**
     * The label of the link to the previous page; `false` hides that link.
     * @default "Previous page"
     */
    prev?: string | false;
    /**
     * The label of the link to the next page; `false` hides that link.
     * @default "Next page"
     */
    next?: string | false;
  };
  /** The last-updated line at the foot of each doc page, from the page's last commit. */
  lastUpdated?: {
    /**
     * The label before the time.
     * @default "Last updated"
     */
    text?: string;
    /**
     * How the time is written, as `Intl.DateTimeFormat` options.
     * @default {"dateStyle":"short","timeStyle":"short"}
     */
    formatOptions?: LecternUserConfig.DateTimeFormatOptions;
  };
  /**
   * Which headings the outline lists, and its title; a page's own `outline` wins.
   * @default 2
   */
  outline?: false | number | [number, number] | "deep" | {
    /** Which headings to list: a level, a range `[from, to]`, `"deep"` (2 to 6) or `false`. */
    level?: false | number | [number, number] | "deep";
    /**
     * The outline's title.
     * @default "On this page"
     */
    label?: string;
  };
  /**
   * The search integration; left out, the site searches an offline index (`local`).
   * @default {"provider":"local"}
   */
  search?: {
    /** `local` (an offline index built with the site), `algolia` (DocSearch, with `appId`, `apiKey` and `indexName`), or empty to turn search off. */
    provider: "local" | "algolia" | "";
    /** DocSearch's application id; required with the `algolia` provider. */
    appId?: string;
    /** DocSearch's search-only API key (public by design); required with the `algolia` provider. */
    apiKey?: string;
    /** DocSearch's index name; required with the `algolia` provider. */
    indexName?: string;
    /** The placeholder of DocSearch's search box (`algolia` provider only). */
    placeholder?: string;
  };
  /** The not-found page's texts. */
  notFound?: {
    /**
     * The code shown large at the top.
     * @default "404"
     */
    code?: string;
    /**
     * The heading.
     * @default "PAGE NOT FOUND"
     */
    title?: string;
    /**
     * The sentence below the heading; empty hides it.
     * @default "Not all those who wander are lost, but this page is. Let's find you a way back."
     */
    quote?: string;
    /**
     * A fuller name of the link home, read by screen readers.
     * @default "go to home"
     */
    linkLabel?: string;
    /**
     * The text of the link home.
     * @default "Take me home"
     */
    linkText?: string;
  };
  /**
   * The appearance switch and the first theme: `true` (a switch, following the system), `false` (light only), `"dark"` (a switch, dark first), `"force-dark"` (always dark) or `"force-auto"` (always following the system).
   * @default true
   */
  appearance?: boolean | "dark" | "force-dark" | "force-auto";
  /** An announcement above the navigation bar of every page, which a visitor can close; left out, there is none. */
  banner?: LecternUserConfig.Banner;
  /** The navigation bar's notifications menu, with a count of those the visitor has not read; at most 50. Left out or empty, there is no menu. */
  notifications?: LecternUserConfig.Notification[];
  /** The site's own ad on doc pages, which subscribers may turn off; left out, there is none. */
  ad?: LecternUserConfig.HouseAd;
  /** The languages the site lists; by default English only. */
  locales?: LecternUserConfig.LocaleEntry[];
  /**
   * Replacements for the theme's interface texts, by dot key.
   * @example {"outline.onThisPage":"Contents"}
   */
  labels?: LecternUserConfig.Labels;
}

/** The named parts of {@link LecternUserConfig}. */
export declare namespace LecternUserConfig {
  /** An image: an address, an address with its size and alternative text (`src`), or one address per appearance (`light`, `dark` and, optionally, `blackguard`). */
  export type ThemeableImage = string | {
    /** The image's address. */
    src: string;
    /** The alternative text; empty for a decorative image. */
    alt?: string;
    /** The width in CSS pixels. */
    width?: number;
    /** The height in CSS pixels. */
    height?: number;
  } | {
    /** The image's address in the light theme. */
    light: string;
    /** The image's address in the dark theme, and in blackguard when `blackguard` is left out. */
    dark: string;
    /** The image's address in the blackguard theme (its accent is orange, not blue). */
    blackguard?: string;
    /** The alternative text; empty for a decorative image. */
    alt?: string;
  };

  /** A tag for the head of the pages: `{ tag, attrs, content }`, or `[tag, attrs, content]` as VitePress writes it. */
  export type HeadTag = {
    /** The element: `meta`, `link`, `script`, `style`, `noscript` or `base`. */
    tag: "meta" | "link" | "script" | "style" | "noscript" | "base";
    /** Its attributes; `true` writes the attribute alone (`async`), `false` leaves it out. */
    attrs?: {
      [key: string]: string | boolean;
    };
    /** What goes between its tags (a script, a style). */
    content?: string;
  } | ["meta" | "link" | "script" | "style" | "noscript" | "base"] | ["meta" | "link" | "script" | "style" | "noscript" | "base", {
    [key: string]: string | boolean;
  }] | ["meta" | "link" | "script" | "style" | "noscript" | "base", {
    [key: string]: string | boolean;
  }, string];

  /** A link, or a group of links, in the top navigation bar. */
  export interface NavItem {
    /** The label shown. */
    text: string;
    /** Where the item leads; a group (with `items`) may have no link of its own. */
    link?: string;
    /** Child items: the item becomes a dropdown menu. */
    items?: LecternUserConfig.NavItem[];
    /** A regular expression matched against the current path to mark the item active; by default an item is active when the path starts with its link. */
    activeMatch?: string;
    /** `target` for the link, e.g. `_blank`. */
    target?: string;
    /** `rel` for the link, e.g. `noopener`. */
    rel?: string;
  }

  /** An item of the sidebar: a link, a group of items, or both. */
  export interface SidebarItem {
    /** The label shown; with `slug`, by default the page's title (or its `sidebarText`). */
    text?: string;
    /** A page of the site by its path without the language (`guide/introduction`): the item leads to it in the reader's language, with its title as the text unless `text` is given. */
    slug?: string;
    /** The page the item leads to. */
    link?: string;
    /** A small pill after the text, e.g. `"New"`. */
    badge?: LecternUserConfig.SidebarBadge;
    /** The item's text in other languages, by language code (`{ 'zh-CN': '指南' }`): one sidebar serves every language. */
    translations?: {
      [key: string]: string;
    };
    /** Child items, nested up to 5 levels deep: the item becomes a group. */
    items?: LecternUserConfig.SidebarItem[];
    /** Makes the group collapsible, starting open (`false`) or closed (`true`); a group holding the current page always starts open. */
    collapsed?: boolean;
    /** A path put in front of the relative links of this item and its children. */
    base?: string;
    /** The text shown for this page in the previous/next pager, in place of `text`. */
    docFooterText?: string;
    /** `target` for the link, e.g. `_blank`. */
    target?: string;
    /** `rel` for the link, e.g. `noopener`. */
    rel?: string;
    /** Fills the item's `items` from the pages of a content folder, after any written ones, ordered by their `order` frontmatter, then by title. */
    autogenerate?: {
      /** The folder, relative to the language's content folder, e.g. `reference`. */
      directory: string;
      /** Makes the generated subfolder groups collapsible, starting closed (`true`) or open (`false`). */
      collapsed?: boolean;
    };
  }

  /** A small pill after a sidebar item's text: `"New"`, or `{ text: "Beta", type: "warning" }`. */
  export type SidebarBadge = string | {
    /** The badge's text, e.g. `New`. */
    text: string;
    /**
     * The badge's tone.
     * @default "info"
     */
    type?: "info" | "note" | "important" | "tip" | "success" | "warning" | "caution" | "error" | "danger";
  };

  /** A link to the project elsewhere, shown as an icon in the navigation bar. */
  export interface SocialLink {
    /** A known icon name (`github`, `discord`, `x`, `mastodon`, `bluesky`, `youtube`, …) or SVG markup. */
    icon: string;
    /**
     * Where the icon leads: an absolute URL.
     * @example "https://github.com/you/my-library"
     */
    link: string;
    /** The link's accessible name; by default the icon name. */
    ariaLabel?: string;
  }

  /** The site footer's texts. */
  export interface Footer {
    /** A line above the copyright, e.g. the license. */
    message?: string;
    /** The copyright line. */
    copyright?: string;
  }

  /** The `Intl.DateTimeFormat` options the last-updated line accepts. */
  export interface DateTimeFormatOptions {
    /** The date's style, from the longest to the shortest. */
    dateStyle?: "full" | "long" | "medium" | "short";
    /** The time's style, from the longest to the shortest. */
    timeStyle?: "full" | "long" | "medium" | "short";
    /** How to write the day of the week. */
    weekday?: "long" | "short" | "narrow";
    /** How to write the era. */
    era?: "long" | "short" | "narrow";
    /** How to write the year. */
    year?: "numeric" | "2-digit";
    /** How to write the month. */
    month?: "numeric" | "2-digit" | "long" | "short" | "narrow";
    /** How to write the day of the month. */
    day?: "numeric" | "2-digit";
    /** How to write the hour. */
    hour?: "numeric" | "2-digit";
    /** How to write the minute. */
    minute?: "numeric" | "2-digit";
    /** How to write the second. */
    second?: "numeric" | "2-digit";
    /** Whether to use a 12-hour clock. */
    hour12?: boolean;
    /** The hours of the clock: `h11` (0–11), `h12` (1–12), `h23` (0–23) or `h24` (1–24). */
    hourCycle?: "h11" | "h12" | "h23" | "h24";
    /** The time zone, e.g. `UTC` or `Europe/Paris`; by default the reader's. */
    timeZone?: string;
    /** How to write the time zone's name. */
    timeZoneName?: "long" | "short" | "shortOffset" | "longOffset" | "shortGeneric" | "longGeneric";
  }

  /** The site's announcement banner, which a visitor can close. */
  export interface Banner {
    /** Names this announcement: a visitor who closes the banner does not see this id again, so give a new announcement a new id. */
    id: string;
    /** What the banner says: one short sentence. */
    text: string;
    /** Where the banner's link leads; a site path is written without a language, as in `nav`. */
    link?: string;
    /** The text of the banner's link; required with `link`. */
    linkText?: string;
  }

  /** One notification of the navigation bar's menu. */
  export interface Notification {
    /** Names the notification; the visitor's settings keep the ids of those they read. */
    id: string;
    /** When it was published, written `YYYY-MM-DD`; the menu lists the newest first. */
    date: string;
    /** What the notification says, in a line. */
    title: string;
    /** Where it leads; a site path is written without a language, as in `nav`. */
    link: string;
  }

  /** The site's own ad on doc pages, which subscribers may turn off. */
  export interface HouseAd {
    /** The ad's headline, e.g. `Sponsor Lectern`. */
    title: string;
    /** A sentence below the headline. */
    text: string;
    /** Where the ad leads; a site path is written without a language, as in `nav`. */
    link: string;
  }

  /** A language the site lists. */
  export interface LocaleEntry {
    /** The language's own name, shown in the language menu. */
    title: string;
    /** The BCP 47 code used in addresses, e.g. `zh-CN`. */
    locale: string;
    /** Another code that leads to this language, e.g. `zh-Hans`. */
    alternate?: string;
    /** Whether the language is built and offered; a disabled one is listed here only. */
    enabled: boolean;
    /** The language's writing direction: `rtl` for Arabic, Hebrew, Persian, Urdu and other right-to-left scripts. By default it follows the code. */
    dir?: "ltr" | "rtl";
    /** The language's own top menu, in place of the shared `nav`: its texts translated; links without a language get it in front. */
    nav?: LecternUserConfig.NavItem[];
    /** The language's own announcement banner, in place of the shared `banner` on its pages. Give it its own `id` when it says something else. */
    banner?: LecternUserConfig.Banner;
    /** The language's own ad on its doc pages, in place of the shared `ad`. */
    ad?: LecternUserConfig.HouseAd;
    /** The language's own site footer texts, in place of the shared `footer`. */
    footer?: LecternUserConfig.Footer;
  }

  /** Replacements for the theme's interface texts, by dot key. */
  export interface Labels {
    /**
     * A text of the top navigation bar.
     * @default "Search"
     */
    "nav.search"?: string;
    /**
     * A text of the top navigation bar.
     * @default "Change language"
     */
    "nav.languageMenu"?: string;
    /**
     * A text of the top navigation bar.
     * @default "Change version"
     */
    "nav.versionMenu"?: string;
    /**
     * A text of the top navigation bar.
     * @default "latest"
     */
    "nav.latestVersion"?: string;
    /**
     * A text of the top navigation bar.
     * @default "Appearance"
     */
    "nav.appearance"?: string;
    /**
     * A text of the top navigation bar.
     * @default "Switch to light theme"
     */
    "nav.switchToLight"?: string;
    /**
     * A text of the top navigation bar.
     * @default "Switch to dark theme"
     */
    "nav.switchToDark"?: string;
    /**
     * A text of the top navigation bar.
     * @default "Site menu"
     */
    "nav.menu"?: string;
    /**
     * A text of the top navigation bar.
     * @default "Main navigation"
     */
    "nav.mainNavigation"?: string;
    /**
     * A text of the top navigation bar.
     * @default "Extra navigation"
     */
    "nav.extraMenu"?: string;
    /**
     * A text of the top navigation bar.
     * @default "Social links"
     */
    "nav.socialLinks"?: string;
    /**
     * A text of the top navigation bar.
     * @default "Home"
     */
    "nav.home"?: string;
    /**
     * A text of the top navigation bar.
     * @default "(opens in a new tab)"
     */
    "nav.opensInNewTab"?: string;
    /**
     * A text of the local navigation bar of narrow screens.
     * @default "Menu"
     */
    "localNav.menu"?: string;
    /**
     * A text of the outline.
     * @default "On this page"
     */
    "outline.onThisPage"?: string;
    /**
     * A text of the outline.
     * @default "Return to top"
     */
    "outline.returnToTop"?: string;
    /**
     * A text of the outline.
     * @default "Table of contents for current page"
     */
    "outline.label"?: string;
    /**
     * A text of the sidebar.
     * @default "Sidebar navigation"
     */
    "sidebar.label"?: string;
    /**
     * A text of the sidebar.
     * @default "Close sidebar"
     */
    "sidebar.close"?: string;
    /**
     * A text of the sidebar; keep `{text}`.
     * @default "Toggle section {text}"
     */
    "sidebar.toggleSection"?: string;
    /**
     * A text of the sidebar; keep `{count}`.
     * @default "Show {count} more"
     */
    "sidebar.showMore"?: string;
    /**
     * A text of the settings panel.
     * @default "Settings"
     */
    "settings.title"?: string;
    /**
     * A text of the skip link.
     * @default "Skip to content"
     */
    "skipLink.label"?: string;
    /**
     * A text of the site footer.
     * @default "Site footer"
     */
    "footer.label"?: string;
    /**
     * A text of the not-found page.
     * @default "404"
     */
    "notFound.code"?: string;
    /**
     * A text of the not-found page.
     * @default "PAGE NOT FOUND"
     */
    "notFound.title"?: string;
    /**
     * A text of the not-found page.
     * @default "Not all those who wander are lost, but this page is. Let's find you a way back."
     */
    "notFound.quote"?: string;
    /**
     * A text of the not-found page.
     * @default "Take me home"
     */
    "notFound.linkText"?: string;
    /**
     * A text of the not-found page.
     * @default "go to home"
     */
    "notFound.linkLabel"?: string;
    /**
     * A text of the not-found page.
     * @default "Not Found"
     */
    "notFound.text"?: string;
    /**
     * A text of the foot of a doc page.
     * @default "Pager"
     */
    "docFooter.pager"?: string;
    /**
     * A text of the foot of a doc page.
     * @default "Previous page"
     */
    "docFooter.prev"?: string;
    /**
     * A text of the foot of a doc page.
     * @default "Next page"
     */
    "docFooter.next"?: string;
    /**
     * A text of the foot of a doc page.
     * @default "Edit this page"
     */
    "docFooter.editLink"?: string;
    /**
     * A text of the foot of a doc page.
     * @default "Last updated"
     */
    "docFooter.lastUpdated"?: string;
    /**
     * A text of the copy button and notices of a page.
     * @default "This page is a draft: the published site leaves it out until its draft mark is removed."
     */
    "page.draft"?: string;
    /**
     * A text of the copy button and notices of a page.
     * @default "This page is not translated yet. It is shown in English."
     */
    "page.untranslated"?: string;
    /**
     * A text of the copy button and notices of a page.
     * @default "Copy page"
     */
    "page.copy"?: string;
    /**
     * A text of the copy button and notices of a page.
     * @default "Copied"
     */
    "page.copied"?: string;
    /**
     * A text of the copy button and notices of a page.
     * @default "Could not copy the page"
     */
    "page.copyFailed"?: string;
    /**
     * A text of the copy button and notices of a page; keep `{count}`. The number chooses the words: `{name, plural, one {…} other {…}}`, with `#` for the number.
     * @default "This translation is {count, plural, one {# change} other {# changes}} behind the English page"
     */
    "page.translationBehind"?: string;
    /**
     * A text of the copy button and notices of a page.
     * @default "Read the English page"
     */
    "page.readEnglish"?: string;
    /**
     * A text of the copy button and notices of a page.
     * @default "You are helping translate: every interface text on this page shows its message key in brackets."
     */
    "page.inContextMode"?: string;
    /**
     * A text of the copy button and notices of a page.
     * @default "How to contribute a translation"
     */
    "page.howToTranslate"?: string;
    /**
     * A text of the copy button and notices of a page; keep `{version}`.
     * @default "You are reading the docs for {version}."
     */
    "page.olderVersion"?: string;
    /**
     * A text of the copy button and notices of a page.
     * @default "See the latest version"
     */
    "page.seeLatestVersion"?: string;
    /**
     * A text of the copy button and notices of a page.
     * @default "Version notice"
     */
    "page.versionNotice"?: string;
    /**
     * A text of the language picker.
     * @default "Choose a language"
     */
    "languagePicker.title"?: string;
    /**
     * A text of the search dialog.
     * @default "Search docs"
     */
    "search.placeholder"?: string;
    /**
     * A text of the search dialog.
     * @default "No results found"
     */
    "search.noResults"?: string;
    /**
     * A text of the search dialog; keep `{query}`.
     * @default "No results for \"{query}\""
     */
    "search.noResultsFor"?: string;
    /**
     * A text of the search dialog.
     * @default "Close search"
     */
    "search.close"?: string;
    /**
     * A text of the search dialog.
     * @default "Search results"
     */
    "search.results"?: string;
    /**
     * A text of the search dialog.
     * @default "Searching…"
     */
    "search.loading"?: string;
    /**
     * A text of the search dialog.
     * @default "Search is not available right now"
     */
    "search.unavailable"?: string;
    /**
     * A text of the search dialog.
     * @default "Recent searches"
     */
    "search.recent"?: string;
    /**
     * A text of the search dialog.
     * @default "Clear recent searches"
     */
    "search.clearRecent"?: string;
    /**
     * A text of the search dialog.
     * @default "Search filters"
     */
    "search.filters"?: string;
    /**
     * A text of the search dialog.
     * @default "Kind"
     */
    "search.kind"?: string;
    /**
     * A text of the search dialog.
     * @default "Everything"
     */
    "search.kindAll"?: string;
    /**
     * A text of the search dialog.
     * @default "Pages"
     */
    "search.kindPage"?: string;
    /**
     * A text of the search dialog.
     * @default "Props"
     */
    "search.kindProp"?: string;
    /**
     * A text of the search dialog.
     * @default "Events"
     */
    "search.kindEvent"?: string;
    /**
     * A text of the search dialog.
     * @default "Slots"
     */
    "search.kindSlot"?: string;
    /**
     * A text of the search dialog.
     * @default "Component"
     */
    "search.component"?: string;
    /**
     * A text of the search dialog.
     * @default "All components"
     */
    "search.componentAll"?: string;
    /**
     * A text of the search dialog.
     * @default "Search all versions"
     */
    "search.allVersions"?: string;
    /**
     * A text of the API tables.
     * @default "Props"
     */
    "api.props"?: string;
    /**
     * A text of the API tables.
     * @default "Events"
     */
    "api.events"?: string;
    /**
     * A text of the API tables.
     * @default "Slots"
     */
    "api.slots"?: string;
    /**
     * A text of the API tables.
     * @default "Name"
     */
    "api.name"?: string;
    /**
     * A text of the API tables.
     * @default "Type"
     */
    "api.type"?: string;
    /**
     * A text of the API tables.
     * @default "Default"
     */
    "api.default"?: string;
    /**
     * A text of the API tables.
     * @default "Description"
     */
    "api.description"?: string;
    /**
     * A text of the API tables.
     * @default "Payload"
     */
    "api.payload"?: string;
    /**
     * A text of the API tables.
     * @default "One of:"
     */
    "api.values"?: string;
    /**
     * A text of the API tables.
     * @default "required"
     */
    "api.required"?: string;
    /**
     * A text of the API tables.
     * @default "Deprecated."
     */
    "api.deprecated"?: string;
    /**
     * A text of the version badges of API items and page sections (the version lens); keep `{version}`.
     * @default "New in {version}"
     */
    "lens.since"?: string;
    /**
     * A text of the version badges of API items and page sections (the version lens); keep `{version}`.
     * @default "Changed in {version}"
     */
    "lens.changed"?: string;
    /**
     * A text of the version badges of API items and page sections (the version lens); keep `{version}`.
     * @default "Deprecated in {version}"
     */
    "lens.deprecated"?: string;
    /**
     * A text of the version badges of API items and page sections (the version lens); keep `{version}`.
     * @default "Removed in {version}"
     */
    "lens.removed"?: string;
    /**
     * A text of the version badges of API items and page sections (the version lens).
     * @default "after your version"
     */
    "lens.newer"?: string;
    /**
     * A text of the API tables.
     * @default "Exposed"
     */
    "api.exposed"?: string;
    /**
     * A text of the API tables.
     * @default "CSS parts"
     */
    "api.cssParts"?: string;
    /**
     * A text of the API tables.
     * @default "CSS custom properties"
     */
    "api.cssProperties"?: string;
    /**
     * A text of the API tables.
     * @default "Attribute:"
     */
    "api.attribute"?: string;
    /**
     * A text of the API tables; keep `{value}`.
     * @default "At least {value}."
     */
    "api.minimum"?: string;
    /**
     * A text of the API tables; keep `{value}`.
     * @default "Greater than {value}."
     */
    "api.exclusiveMinimum"?: string;
    /**
     * A text of the API tables; keep `{value}`.
     * @default "At most {value}."
     */
    "api.maximum"?: string;
    /**
     * A text of the API tables; keep `{value}`.
     * @default "Less than {value}."
     */
    "api.exclusiveMaximum"?: string;
    /**
     * A text of the API tables; keep `{name}`.
     * @default "{name} API: props, events and slots"
     */
    "api.pageLink"?: string;
    /**
     * A text of the API explorer.
     * @default "API explorer"
     */
    "apiExplorer.title"?: string;
    /**
     * A text of the API explorer.
     * @default "Every documented component with its props, events and slots: filter by name or by kind."
     */
    "apiExplorer.description"?: string;
    /**
     * A text of the API explorer.
     * @default "Every component these pages document, each with its props, events and slots. Filter by a part of a name, a component's or a member's, and by kind; each member leads to its row on the component's page."
     */
    "apiExplorer.lead"?: string;
    /**
     * A text of the API explorer.
     * @default "Filter the components"
     */
    "apiExplorer.filters"?: string;
    /**
     * A text of the API explorer.
     * @default "Name"
     */
    "apiExplorer.name"?: string;
    /**
     * A text of the API explorer.
     * @default "Components"
     */
    "apiExplorer.sets"?: string;
    /**
     * A text of the API explorer.
     * @default "Both"
     */
    "apiExplorer.bothSets"?: string;
    /**
     * A text of the API explorer.
     * @default "All"
     */
    "apiExplorer.allSets"?: string;
    /**
     * A text of the API explorer.
     * @default "Kind"
     */
    "apiExplorer.kind"?: string;
    /**
     * A text of the API explorer.
     * @default "All"
     */
    "apiExplorer.allKinds"?: string;
    /**
     * A text of the API explorer; keep `{components}` and `{members}`. The number chooses the words: `{name, plural, one {…} other {…}}`, with `#` for the number.
     * @default "{components, plural, one {# component} other {# components}}, {members, plural, one {# member} other {# members}}"
     */
    "apiExplorer.count"?: string;
    /**
     * A text of the API explorer; keep `{components}` and `{totalComponents}` and `{members}`. The number chooses the words: `{name, plural, one {…} other {…}}`, with `#` for the number.
     * @default "{components} of {totalComponents, plural, one {# component} other {# components}}, {members, plural, one {# member} other {# members}} shown"
     */
    "apiExplorer.countFiltered"?: string;
    /**
     * A text of the API explorer.
     * @default "No component or member matches these filters."
     */
    "apiExplorer.empty"?: string;
    /**
     * A text of the API explorer; keep `{name}`.
     * @default "Members of {name}"
     */
    "apiExplorer.members"?: string;
    /**
     * A text of the API explorer.
     * @default "prop"
     */
    "apiExplorer.prop"?: string;
    /**
     * A text of the API explorer.
     * @default "event"
     */
    "apiExplorer.event"?: string;
    /**
     * A text of the API explorer.
     * @default "slot"
     */
    "apiExplorer.slot"?: string;
    /**
     * A text of a component's API page; keep `{name}`.
     * @default "{name} API"
     */
    "apiPage.title"?: string;
    /**
     * A text of a component's API page.
     * @default "Guide"
     */
    "apiPage.guide"?: string;
    /**
     * A text of a component's API page; keep `{name}`.
     * @default "{name} in the component guide"
     */
    "apiPage.guideLink"?: string;
    /**
     * A text of a component's API page.
     * @default "Source"
     */
    "apiPage.source"?: string;
    /**
     * A text of a component's API page.
     * @default "Import"
     */
    "apiPage.import"?: string;
    /**
     * A text of a component's API page.
     * @default "Examples"
     */
    "apiPage.examples"?: string;
    /**
     * A text of a component's API page.
     * @default "It takes no props, events or slots of its own."
     */
    "apiPage.noMembers"?: string;
    /**
     * A text of the live examples; keep `{file}`.
     * @default "Could not load example `{file}`"
     */
    "example.loadError"?: string;
    /**
     * A text of the live examples.
     * @default "Live example"
     */
    "example.preview"?: string;
    /**
     * A text of the live examples.
     * @default "Show code"
     */
    "example.showCode"?: string;
    /**
     * A text of the live examples.
     * @default "Hide code"
     */
    "example.hideCode"?: string;
    /**
     * A text of the live examples.
     * @default "Composition API"
     */
    "example.compositionForm"?: string;
    /**
     * A text of the live examples.
     * @default "Props API"
     */
    "example.propsForm"?: string;
    /**
     * A text of code blocks.
     * @default "Copy code"
     */
    "codeBlock.copy"?: string;
    /**
     * A text of code blocks.
     * @default "Copied"
     */
    "codeBlock.copied"?: string;
    /**
     * A text of the announcement banner.
     * @default "Announcement"
     */
    "banner.label"?: string;
    /**
     * A text of the announcement banner.
     * @default "Close announcement"
     */
    "banner.dismiss"?: string;
    /**
     * A text of the site's own ad.
     * @default "Sponsor"
     */
    "ad.label"?: string;
    /**
     * A text of the site's own ad.
     * @default "Ad"
     */
    "ad.mark"?: string;
    /**
     * A text of the quickbar.
     * @default "Quick links"
     */
    "quickbar.label"?: string;
    /**
     * A text of the quickbar.
     * @default "Recent"
     */
    "quickbar.recent"?: string;
    /**
     * A text of the quickbar.
     * @default "Pinned"
     */
    "quickbar.pinned"?: string;
    /**
     * A text of the sidebar.
     * @default "Pinned pages"
     */
    "sidebar.pinned"?: string;
    /**
     * A text of the pin button of doc pages.
     * @default "Pin this page"
     */
    "pins.pin"?: string;
    /**
     * A text of the pin button of doc pages; keep `{count}`. The number chooses the words: `{name, plural, one {…} other {…}}`, with `#` for the number.
     * @default "You can pin up to {count, plural, one {# page} other {# pages}}. Unpin one first."
     */
    "pins.full"?: string;
    /**
     * A text of the developer tools of developer mode.
     * @default "Developer tools"
     */
    "developer.label"?: string;
    /**
     * A text of the developer tools of developer mode.
     * @default "Page details"
     */
    "developer.title"?: string;
    /**
     * A text of the developer tools of developer mode.
     * @default "Source"
     */
    "developer.source"?: string;
    /**
     * A text of the developer tools of developer mode.
     * @default "Build"
     */
    "developer.build"?: string;
    /**
     * A text of the developer tools of developer mode.
     * @default "Frontmatter"
     */
    "developer.frontmatter"?: string;
    /**
     * A text of the developer tools of developer mode.
     * @default "Close page details"
     */
    "developer.close"?: string;
    /**
     * A text of the notice of a newer version of the site.
     * @default "Site update"
     */
    "refresh.label"?: string;
    /**
     * A text of the notice of a newer version of the site.
     * @default "A newer version of this site is available."
     */
    "refresh.available"?: string;
    /**
     * A text of the notice of a newer version of the site.
     * @default "Refresh"
     */
    "refresh.reload"?: string;
    /**
     * A text of the notice of a newer version of the site.
     * @default "Not now"
     */
    "refresh.later"?: string;
    /**
     * A text of the notifications menu.
     * @default "Notifications"
     */
    "notifications.title"?: string;
    /**
     * A text of the notifications menu; keep `{count}`.
     * @default "Notifications, {count} unread"
     */
    "notifications.titleUnread"?: string;
    /**
     * A text of the notifications menu.
     * @default "Unread:"
     */
    "notifications.unread"?: string;
    /**
     * A text of the notifications menu.
     * @default "Mark all as read"
     */
    "notifications.markAllRead"?: string;
    /**
     * A text of the visitor's avatar.
     * @default "Your avatar"
     */
    "avatar.alt"?: string;
    /**
     * A text of the settings panel.
     * @default "Close settings"
     */
    "settings.close"?: string;
    /**
     * A text of the settings panel.
     * @default "Your settings are kept in this browser."
     */
    "settings.keptInBrowser"?: string;
    /**
     * A text of the settings panel.
     * @default "Theme"
     */
    "settings.theme"?: string;
    /**
     * A text of the settings panel.
     * @default "System"
     */
    "settings.themeSystem"?: string;
    /**
     * A text of the settings panel.
     * @default "Light"
     */
    "settings.themeLight"?: string;
    /**
     * A text of the settings panel.
     * @default "Dark"
     */
    "settings.themeDark"?: string;
    /**
     * A text of the settings panel.
     * @default "Blackguard"
     */
    "settings.themeBlackguard"?: string;
    /**
     * A text of the settings panel.
     * @default "Direction"
     */
    "settings.direction"?: string;
    /**
     * A text of the settings panel.
     * @default "Left to right"
     */
    "settings.directionLtr"?: string;
    /**
     * A text of the settings panel.
     * @default "Right to left"
     */
    "settings.directionRtl"?: string;
    /**
     * A text of the settings panel.
     * @default "Search shortcut"
     */
    "settings.searchHotkey"?: string;
    /**
     * A text of the settings panel.
     * @default "Ctrl/⌘ K"
     */
    "settings.searchHotkeyModK"?: string;
    /**
     * A text of the settings panel.
     * @default "/"
     */
    "settings.searchHotkeySlash"?: string;
    /**
     * A text of the settings panel.
     * @default "Dark code blocks"
     */
    "settings.darkCodeBlocks"?: string;
    /**
     * A text of the settings panel.
     * @default "Announcements"
     */
    "settings.announcements"?: string;
    /**
     * A text of the settings panel.
     * @default "Show closed banners again"
     */
    "settings.showBanners"?: string;
    /**
     * A text of the settings panel.
     * @default "Links to the pages you read last (kept in this browser only) and your pinned pages."
     */
    "settings.quickbarHint"?: string;
    /**
     * A text of the settings panel.
     * @default "No pinned pages yet. Pin a page with its “Pin this page” button."
     */
    "settings.noPins"?: string;
    /**
     * A text of the settings panel; keep `{title}`.
     * @default "Unpin {title}"
     */
    "settings.unpin"?: string;
    /**
     * A text of the settings panel.
     * @default "Pages"
     */
    "settings.reading"?: string;
    /**
     * A text of the settings panel.
     * @default "API tables on component pages"
     */
    "settings.inlineApiTables"?: string;
    /**
     * A text of the settings panel.
     * @default "Off, a component page links to its API page instead."
     */
    "settings.inlineApiTablesHint"?: string;
    /**
     * A text of the settings panel.
     * @default "Composition API examples"
     */
    "settings.compositionApiExamples"?: string;
    /**
     * A text of the settings panel.
     * @default "Examples that have one show the form written with hooks and compound components rather than props."
     */
    "settings.compositionApiExamplesHint"?: string;
    /**
     * A text of the settings panel.
     * @default "The version I use"
     */
    "settings.usingVersion"?: string;
    /**
     * A text of the settings panel.
     * @default "Pages mark what is newer and hide what was removed by then."
     */
    "settings.usingVersionHint"?: string;
    /**
     * A text of the settings panel.
     * @default "The latest"
     */
    "settings.usingVersionLatest"?: string;
    /**
     * A text of the settings panel.
     * @default "Offer to refresh when the site is updated"
     */
    "settings.refreshPrompt"?: string;
    /**
     * A text of the settings panel.
     * @default "Developer mode"
     */
    "settings.developerMode"?: string;
    /**
     * A text of the settings panel.
     * @default "Adds a “Page details” button: the page's source file, frontmatter and build."
     */
    "settings.developerModeHint"?: string;
    /**
     * A text of the settings panel.
     * @default "Mark all notifications as unread"
     */
    "settings.unreadNotifications"?: string;
    /**
     * A text of the settings panel.
     * @default "Avatar image address"
     */
    "settings.avatarUrl"?: string;
    /**
     * A text of the settings panel.
     * @default "Use this avatar"
     */
    "settings.avatarSave"?: string;
    /**
     * A text of the settings panel.
     * @default "Remove avatar"
     */
    "settings.avatarRemove"?: string;
    /**
     * A text of the settings panel.
     * @default "Enter an https:// address of an image, of at most 1024 characters."
     */
    "settings.avatarInvalid"?: string;
    /**
     * A text of the settings panel.
     * @default "Subscriber perks"
     */
    "settings.perks"?: string;
    /**
     * A text of the settings panel.
     * @default "Rail drawer"
     */
    "settings.railDrawer"?: string;
    /**
     * A text of the settings panel.
     * @default "Quickbar"
     */
    "settings.quickbar"?: string;
    /**
     * A text of the settings panel.
     * @default "Pinned pages"
     */
    "settings.pins"?: string;
    /**
     * A text of the settings panel.
     * @default "Ads"
     */
    "settings.ads"?: string;
    /**
     * A text of the settings panel.
     * @default "Custom avatar"
     */
    "settings.avatar"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Account"
     */
    "account.title"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard; keep `{provider}`.
     * @default "Log in with {provider}"
     */
    "account.logInWith"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Login is not configured on this site."
     */
    "account.notConfigured"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Logging in is not available on this site."
     */
    "account.unavailable"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard; keep `{name}`.
     * @default "Logged in as {name}"
     */
    "account.loggedInAs"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Log out"
     */
    "account.logOut"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Your dashboard"
     */
    "account.dashboard"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Login providers"
     */
    "account.providers"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard; keep `{provider}`.
     * @default "{provider}: linked"
     */
    "account.providerLinked"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard; keep `{provider}`.
     * @default "Link {provider}"
     */
    "account.link"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Subscriber: the perks are yours."
     */
    "account.subscriber"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Not a subscriber: the perks stay locked."
     */
    "account.notSubscriber"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Your settings sync across your devices."
     */
    "account.syncOn"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Your settings are saved to your account. Log in with GitHub to sync them across devices."
     */
    "account.saveOnly"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Sync settings is off: your settings stay on this device."
     */
    "account.syncOff"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Sync settings"
     */
    "account.syncSettings"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Logging in did not work. Try again."
     */
    "account.loginFailed"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "That account is already linked to another user."
     */
    "account.linkRefused"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard; keep `{provider}`.
     * @default "Link {provider} to your account?"
     */
    "account.linkConfirmTitle"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard; keep `{provider}` and `{name}` and `{account}`.
     * @default "Link the {provider} account {name} to the account you are logged in with, {account}?"
     */
    "account.linkConfirmQuestion"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "You can then log in to it with either. If that is not your account, choose Cancel and log out."
     */
    "account.linkConfirmHint"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard.
     * @default "Cancel"
     */
    "account.linkCancel"?: string;
    /**
     * A text of the account part of the settings panel and the dashboard; keep `{reason}`.
     * @default "Your settings could not be saved to your account: {reason}"
     */
    "account.saveFailed"?: string;
    /**
     * A text of the Markdown of the pages (callout titles, self-links, tables); keep `{text}`.
     * @default "Permalink to “{text}”"
     */
    "markdown.permalink"?: string;
    /**
     * A text of the Markdown of the pages (callout titles, self-links, tables).
     * @default "Info"
     */
    "markdown.calloutInfo"?: string;
    /**
     * A text of the Markdown of the pages (callout titles, self-links, tables).
     * @default "Note"
     */
    "markdown.calloutNote"?: string;
    /**
     * A text of the Markdown of the pages (callout titles, self-links, tables).
     * @default "Important"
     */
    "markdown.calloutImportant"?: string;
    /**
     * A text of the Markdown of the pages (callout titles, self-links, tables).
     * @default "Tip"
     */
    "markdown.calloutTip"?: string;
    /**
     * A text of the Markdown of the pages (callout titles, self-links, tables).
     * @default "Success"
     */
    "markdown.calloutSuccess"?: string;
    /**
     * A text of the Markdown of the pages (callout titles, self-links, tables).
     * @default "Warning"
     */
    "markdown.calloutWarning"?: string;
    /**
     * A text of the Markdown of the pages (callout titles, self-links, tables).
     * @default "Caution"
     */
    "markdown.calloutCaution"?: string;
    /**
     * A text of the Markdown of the pages (callout titles, self-links, tables).
     * @default "Error"
     */
    "markdown.calloutError"?: string;
    /**
     * A text of the Markdown of the pages (callout titles, self-links, tables).
     * @default "Danger"
     */
    "markdown.calloutDanger"?: string;
    /**
     * A text of the Markdown of the pages (callout titles, self-links, tables).
     * @default "Details"
     */
    "markdown.details"?: string;
    /**
     * A text of the Markdown of the pages (callout titles, self-links, tables); keep `{columns}`.
     * @default "Table: {columns}"
     */
    "markdown.table"?: string;
    /**
     * A text of the Markdown of the pages (callout titles, self-links, tables).
     * @default "Table of contents"
     */
    "markdown.toc"?: string;
    /**
     * A text of the personal dashboard page.
     * @default "Dashboard"
     */
    "dashboard.title"?: string;
    /**
     * A text of the personal dashboard page.
     * @default "Log in to see your account. Your settings below are kept in this browser."
     */
    "dashboard.loggedOut"?: string;
  }
}
