// The theme's scales beside its colours: every font size and stacking layer the components use, named
// once. The theme package makes each a custom property (`--lectern-font-size-standard`,
// `--lectern-layer-nav-bar`) that sites may override; component styles use the names, never a raw size or
// number (a test of each package with styles checks it).

/** The type scale, smallest first, in `rem` so it follows the reader's font size. */
export const FONT_SIZES = Object.freeze({
  /** Counters and small badges. */
  xxsmall: '0.6875rem',
  /** Hints, keyboard keys, notes under a control. */
  xsmall: '0.75rem',
  /** Secondary text of menus and lists. */
  small: '0.8125rem',
  /** The text of the interface: menus, the sidebar, the outline, tables. */
  standard: '0.875rem',
  /** Buttons and fields that stand out a little. */
  medium: '0.9375rem',
  /** Body text. */
  body: '1rem',
  /** Small headings. */
  large: '1.125rem',
  /** Headings of panels and dialogs. */
  xlarge: '1.25rem',
  /** Headings of sections of a page. */
  xxlarge: '1.5rem',
  /** Page titles. */
  display: '2rem',
  /** The largest: an error page's code. */
  hero: '4rem',
} as const);

/** A name of the type scale. */
export type FontSize = keyof typeof FONT_SIZES;

/**
 * The stacking layers, lowest first: what may cover what. A control's parts stack within it (`raised`);
 * the bar's menus share the bar's layer; the overlay sidebar and its backdrop cover the bars; the skip
 * link covers everything.
 */
export const LAYERS = Object.freeze({
  /** A part lifted over its neighbours inside one control. */
  raised: 1,
  /** A dropdown of the navigation bar's links. */
  dropdown: 10,
  /** The bar under the navigation bar on small screens (Menu, On this page). */
  localNav: 20,
  /** The sidebar folded to a rail, which widens over the content. */
  rail: 25,
  /** The navigation bar and the menus it opens (settings, notifications). */
  navBar: 30,
  /** The developer panel. */
  panel: 40,
  /** The prompt to load a newer build. */
  toast: 45,
  /** The backdrop behind the overlay sidebar. */
  backdrop: 50,
  /** The overlay sidebar. */
  drawer: 60,
  /** The skip link, over everything while focused. */
  skipLink: 100,
} as const);

/** A name of the stacking layers. */
export type Layer = keyof typeof LAYERS;
