import { BREAKPOINTS } from '@lectern/theme-core';

/**
 * The media queries of the layout's breakpoints (theme-core's `BREAKPOINTS`), each true from that width
 * on: styles name these, never a width of their own.
 *
 * @example componentStyle({ '@media': { [media.desktop]: { paddingInline: '64px' } } })
 */
export const media = {
  /** From 640 px: the home page's features stand in columns. */
  columns: `(min-width: ${BREAKPOINTS.columns}px)`,
  /** From 768 px: the bar's tablet layout; the full-screen menu closes. */
  tablet: `(min-width: ${BREAKPOINTS.navScreenClose}px)`,
  /** From 960 px: the sidebar is a column, the bar shows every link. */
  desktop: `(min-width: ${BREAKPOINTS.sidebar}px)`,
  /** From 1280 px: the outline shows beside a sidebar. */
  wide: `(min-width: ${BREAKPOINTS.asideWithSidebar}px)`,
} as const;
