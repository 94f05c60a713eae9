/**
 * The English interface texts of the theme's parts that run as every page loads: the navigation bar (with
 * its mobile menu and the settings button), the local nav bar, the sidebar and the outline. Every page's
 * JavaScript carries them, so this list holds only those; the texts of parts drawn on the server alone or
 * loaded on first use (the settings panel, the notifications menu, search) are in `en` only. English is
 * the source of truth: `en` holds every key, these included.
 *
 * @example enIslandTexts['nav.search'] // 'Search'
 */
export const enIslandTexts = /* @__PURE__ */ Object.freeze({
  /** The search button. */
  'nav.search': 'Search',
  /** The accessible name of the language menu. */
  'nav.languageMenu': 'Change language',
  /**
   * The version menu: read before the version being read on its button, and the title of the versions in
   * the extra and mobile menus.
   */
  'nav.versionMenu': 'Change version',
  /** Beside the latest version in the version menu. */
  'nav.latestVersion': 'latest',
  /** The appearance switch's label (in the mobile menu and the extra menu). */
  'nav.appearance': 'Appearance',
  /** The appearance switch's title while a dark theme is shown. */
  'nav.switchToLight': 'Switch to light theme',
  /** The appearance switch's title while the light theme is shown. */
  'nav.switchToDark': 'Switch to dark theme',
  /** The hamburger button that opens the full-screen mobile menu. */
  'nav.menu': 'Site menu',
  /** The accessible name of the top navigation bar's menu. */
  'nav.mainNavigation': 'Main navigation',
  /** The accessible name of the extra ("…") menu. */
  'nav.extraMenu': 'Extra navigation',
  /** The accessible name of the list of social links. */
  'nav.socialLinks': 'Social links',
  /** The accessible name of the logo link. */
  'nav.home': 'Home',
  /** Read after a link that opens in a new tab. */
  'nav.opensInNewTab': '(opens in a new tab)',

  /** The local nav bar's button that opens the sidebar. */
  'localNav.menu': 'Menu',

  /** The title of the outline. */
  'outline.onThisPage': 'On this page',
  /** The outline dropdown's action that scrolls to the top. */
  'outline.returnToTop': 'Return to top',
  /** The accessible name of the outline's navigation landmark. */
  'outline.label': 'Table of contents for current page',

  /** The accessible name of the sidebar's navigation landmark. */
  'sidebar.label': 'Sidebar navigation',
  /** The button (and backdrop) that closes the sidebar overlay. */
  'sidebar.close': 'Close sidebar',
  /** The button that opens or closes a collapsible sidebar section. */
  'sidebar.toggleSection': 'Toggle section {text}',
  /** The button that shows the items of a long sidebar list the page left out. */
  'sidebar.showMore': 'Show {count} more',

  /** The navigation bar's button that opens the settings, and the settings panel's title. */
  'settings.title': 'Settings',
});

/** A key of the texts the theme's every-page islands show. */
export type IslandTextKey = keyof typeof enIslandTexts;

/**
 * The island texts of a page's labels, for an island that shows no other (the local nav bar): a page
 * carries each island's props on its own, so one that takes the whole dictionary carries every text of
 * the interface again.
 *
 * @example islandLabels({ 'localNav.menu': '菜单', 'search.noResults': '没有结果' }) // { 'localNav.menu': '菜单' }
 */
export function islandLabels(
  labels: Readonly<Record<string, string | undefined>> | undefined,
): Partial<Record<IslandTextKey, string>> {
  const picked: Partial<Record<IslandTextKey, string>> = {};
  if (!labels) return picked;
  for (const key of Object.keys(enIslandTexts) as IslandTextKey[]) {
    const text = labels[key];
    if (text !== undefined) picked[key] = text;
  }
  return picked;
}
