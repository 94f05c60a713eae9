import { BREAKPOINTS } from '@lectern/theme-core';
import { componentStyle } from '../../theme/component-style';
import { sidebarColumn } from '../../theme/sidebar-column.css';

const wide = `(min-width: ${BREAKPOINTS.sidebar}px)`;

export const custom = componentStyle({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  flexGrow: 1,
  '@media': {
    [wide]: {
      selectors: {
        '&[data-has-sidebar]': { gridTemplateColumns: `${sidebarColumn} minmax(0, 1fr)` },
      },
    },
  },
});

/** The sidebar's cell: the first column from 960 px; below, the Sidebar overlays the page on its own. */
export const sidebar = componentStyle({ minInlineSize: 0 });

export const main = componentStyle({
  minInlineSize: 0,
  selectors: { '&:focus': { outline: 'none' } },
});
