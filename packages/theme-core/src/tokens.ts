// The theme's scales beside its colours: every font size, space, line height, motion duration and stacking
// layer the components use, named once. The theme package makes each a custom property
// (`--lectern-font-size-standard`, `--lectern-space-small`, `--lectern-layer-nav-bar`…) that sites may
// override; component styles use the names, never a raw size, duration or number (a test of each package
// with styles checks the font sizes, durations and layers).

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

/**
 * The space scale, smallest first: the padding, margins and gaps of the components, in `px` steps of 4
 * (with one half step, 6 px, for the rows of lists). One-off distances — a 1 px nudge, a 2 px gap between
 * two lines of one link — stay where they are used.
 */
export const SPACE = Object.freeze({
  /** Between an icon and its text; the block padding of a small control. */
  xxsmall: '4px',
  /** The block padding of a row of a list or menu. */
  xsmall: '6px',
  /** Between the controls of a row; the padding of a menu. */
  small: '8px',
  /** The inline padding of a button or a menu's link; between a menu's parts. */
  medium: '12px',
  /** Around a panel's content; between paragraphs and cards. */
  standard: '16px',
  /** The inline padding of a card or a code block. */
  large: '20px',
  /** The page's inline padding on a phone; above a section's heading. */
  xlarge: '24px',
  /** Between the parts of a page. */
  xxlarge: '32px',
  /** Before a section of a page; the content's padding on wide screens. */
  section: '48px',
  /** Around a page's whole content on wide screens. */
  page: '64px',
  /** Under a page's last content. */
  pageEnd: '96px',
} as const);

/** A name of the space scale. */
export type Space = keyof typeof SPACE;

/** The line heights, tightest first, as unitless factors of the font size (so they follow it). */
export const LINE_HEIGHTS = Object.freeze({
  /** One line of its own size: an icon, a large number. */
  none: 1,
  /** The headings of a page. */
  heading: 1.3,
  /** Titles of cards and the sidebar's links, whose lines sit close. */
  snug: 1.4,
  /** The interface: menus, the outline, the lines of search results. */
  standard: 1.5,
  /** The page's default, the footer and code blocks. */
  base: 1.6,
  /** A page's running text. */
  prose: 1.75,
} as const);

/** A name of the line heights. */
export type LineHeight = keyof typeof LINE_HEIGHTS;

/**
 * How long the theme's transitions and animations take, shortest first. Components run them only for
 * readers who did not ask for reduced motion (`prefers-reduced-motion`), as before.
 */
export const MOTION = Object.freeze({
  /** A change in place: a colour, a chevron's turn, a switch, a screen appearing. */
  fast: '200ms',
  /** A movement across: the overlay sidebar, the appearance switch's knob, the outline's marker. */
  standard: '250ms',
} as const);

/** A name of the motion durations. */
export type Motion = keyof typeof MOTION;
