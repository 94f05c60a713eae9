import { BREAKPOINTS } from '@lectern/theme-core';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { sidebarColumn } from '../../theme/sidebar-column.css';

const wide = `(min-width: ${BREAKPOINTS.sidebar}px)`;
const wider = `(min-width: ${BREAKPOINTS.asideWithSidebar}px)`;
const asideWidth = '256px';
const content = 'minmax(0, 1fr)';

/**
 * The doc grid. Below 960 px one column: the sidebar is an overlay drawn by the Sidebar itself and the
 * aside is hidden. From 960 px: sidebar and content, or content and aside when there is no sidebar. From
 * 1280 px: sidebar, content and aside. `data-aside-position="start"` puts the aside before the content.
 */
export const doc = componentStyle({
  display: 'grid',
  gridTemplateColumns: content,
  gridTemplateAreas: '"content"',
  flexGrow: 1,
  // One column, the sidebar's (empty) cell in a row above the content: the rows keep their content's
  // height. Stretched, they would share the page's free height while the content still streams in — the
  // empty cell drawn taller at first, the content moving up as the rest of it arrives.
  alignContent: 'start',
  '@media': {
    [wide]: {
      alignContent: 'normal',
      selectors: {
        '&[data-has-sidebar]': {
          gridTemplateColumns: `${sidebarColumn} ${content}`,
          gridTemplateAreas: '"sidebar content"',
        },
        '&[data-has-aside]:not([data-has-sidebar])': {
          gridTemplateColumns: `${content} ${asideWidth}`,
          gridTemplateAreas: '"content aside"',
        },
        '&[data-has-aside][data-aside-position="start"]:not([data-has-sidebar])': {
          gridTemplateColumns: `${asideWidth} ${content}`,
          gridTemplateAreas: '"aside content"',
        },
      },
    },
    [wider]: {
      selectors: {
        '&[data-has-aside][data-has-sidebar]': {
          gridTemplateColumns: `${sidebarColumn} ${content} ${asideWidth}`,
          gridTemplateAreas: '"sidebar content aside"',
        },
        '&[data-has-aside][data-has-sidebar][data-aside-position="start"]': {
          gridTemplateColumns: `${sidebarColumn} ${asideWidth} ${content}`,
          gridTemplateAreas: '"sidebar aside content"',
        },
      },
    },
  },
});

/**
 * The sidebar's cell: the first column from 960 px, as tall as the content, so the Sidebar inside can
 * stick below the navigation bar. Below 960 px the Sidebar is a fixed overlay and the cell stays empty.
 */
export const sidebar = componentStyle({
  minInlineSize: 0,
  '@media': { [wide]: { gridArea: 'sidebar' } },
});

export const main = componentStyle({
  minInlineSize: 0,
  paddingBlock: `${vars.space.xxlarge} ${vars.space.page}`,
  paddingInline: vars.space.xlarge,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': {
    [wide]: {
      gridArea: 'content',
      paddingBlock: `${vars.space.section} ${vars.space.pageEnd}`,
      paddingInline: `${vars.space.xxlarge} ${vars.space.section}`,
    },
  },
});

/** The readable column inside the content area. */
export const container = componentStyle({
  maxInlineSize: vars.layout.contentMaxWidth,
  marginInline: 'auto',
});

/** The aside's cell: hidden until its breakpoint (960 px alone, 1280 px beside a sidebar). */
export const aside = componentStyle({
  display: 'none',
  paddingBlock: vars.space.section,
  paddingInline: `${vars.space.standard} ${vars.space.xlarge}`,
  '@media': {
    [wide]: {
      selectors: {
        [`${doc}[data-has-aside]:not([data-has-sidebar]) > &`]: { display: 'block', gridArea: 'aside' },
      },
    },
    [wider]: {
      selectors: {
        [`${doc}[data-has-aside][data-has-sidebar] > &`]: { display: 'block', gridArea: 'aside' },
      },
    },
  },
});

/**
 * Keeps the aside's content in view while the page scrolls. It scrolls itself, which clips what sticks out:
 * the padding leaves room for a focus ring (2 px wide, 2 px off) around links that reach its edges.
 */
export const asideInner = componentStyle({
  position: 'sticky',
  insetBlockStart: `calc(${vars.layout.navHeight} + 48px)`,
  maxBlockSize: `calc(100dvh - ${vars.layout.navHeight} - 96px)`,
  overflowY: 'auto',
  boxSizing: 'border-box',
  padding: vars.space.xxsmall,
  marginBlockStart: `calc(-1 * ${vars.space.xxsmall})`,
  marginInline: `calc(-1 * ${vars.space.xxsmall})`,
});
