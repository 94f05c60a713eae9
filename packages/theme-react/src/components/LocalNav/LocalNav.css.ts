import { BREAKPOINTS } from '@lectern/theme-core';
import { styleVariants } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { popoverSurface } from '../../theme/primitives.css';
import { button } from '../../theme/recipes';

const barHeight = '48px';

export const localNav = componentStyle({
  position: 'sticky',
  insetBlockStart: vars.layout.navHeight,
  zIndex: vars.layer.localNav,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.standard,
  // One row of 48 px; a label that wraps (see barButton) makes it taller rather than spilling out of it.
  minBlockSize: barHeight,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.standard,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
});

function hiddenFrom(width: number) {
  return {
    '@layer': { [componentsLayer]: { '@media': { [`(min-width: ${width}px)`]: { display: 'none' } } } },
  };
}

/**
 * Hidden where what it opens is on screen anyway: the sidebar from 960 px; the aside's outline from
 * 1280 px beside a sidebar, else from 960 px (theme-core's `asideVisibleAt`).
 */
export const hiddenWhere = styleVariants({
  sidebarShows: hiddenFrom(BREAKPOINTS.sidebar),
  asideShowsBesideSidebar: hiddenFrom(BREAKPOINTS.asideWithSidebar),
});

// The theme's ghost button. A long label (a language's longer words, or the translation mode's keys beside
// them) wraps within the bar instead of pushing it past a narrow screen's edge.
const barButton = `${button({ tone: 'ghost' })} ${componentStyle({
  gap: vars.space.xsmall,
  minInlineSize: 0,
  lineHeight: 1.2,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  paddingInline: vars.space.small,
  margin: 0,
  fontWeight: 500,
})}`;

export const menuButton = `${barButton} ${componentStyle({ marginInlineStart: `calc(-1 * ${vars.space.small})` })}`;

export const icon = componentStyle({ inlineSize: '16px', blockSize: '16px', flexShrink: 0 });

export const dropdown = componentStyle({ position: 'relative', minInlineSize: 0, marginInlineStart: 'auto' });

export const dropdownButton = `${barButton} ${componentStyle({ marginInlineEnd: `calc(-1 * ${vars.space.small})` })}`;

export const chevron = componentStyle({
  inlineSize: '14px',
  blockSize: '14px',
  flexShrink: 0,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: `transform ${vars.motion.fast} ease` },
  },
});

export const panel = componentStyle({
  ...popoverSurface,
  position: 'absolute',
  insetBlockStart: 'calc(100% + 8px)',
  insetInlineEnd: 0,
  minInlineSize: '240px',
  maxInlineSize: 'calc(100vw - 32px)',
  maxBlockSize: `calc(100dvh - ${vars.layout.navHeight} - ${barHeight} - 24px)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.medium} ${vars.space.standard}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const returnToTop = componentStyle({
  display: 'block',
  inlineSize: '100%',
  paddingBlock: `${vars.space.xxsmall} ${vars.space.small}`,
  paddingInline: 0,
  marginBlockEnd: vars.space.small,
  border: 0,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
});

export const list = componentStyle({ margin: 0, padding: 0, listStyle: 'none' });
