import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { NAV_FIT_ATTRIBUTE } from './nav-bar-fit';

/** Where the bar's items did not fit and were gathered into the menu button (see `fitNavBar`). */
const gathered = `:root[${NAV_FIT_ATTRIBUTE}="menu"] &`;

export const header = componentStyle({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.layer.navBar,
  backgroundColor: vars.color.background,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const bar = componentStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  blockSize: vars.layout.navHeight,
  paddingInline: vars.space.standard,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.xlarge },
    [media.desktop]: { paddingInline: vars.space.xxlarge },
  },
});

export const content = componentStyle({
  display: 'flex',
  flexGrow: 1,
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  // Without scripts nothing fits the bar to its window (see `fitNavBar`): items that do not fit scroll
  // sideways in their own box, from its start, rather than run over the title. (Their menus need scripts
  // anyway, so the box clipping them costs nothing.)
  '@media': {
    '(scripting: none)': { justifyContent: 'safe flex-end', overflowX: 'auto', overflowY: 'hidden' },
  },
});

/** The main menu: from 768 px. */
export const fromTablet = componentStyle({
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex' } },
  selectors: { [gathered]: { display: 'none' } },
});

/** Languages, appearance and social links in the bar: from 960 px. */
export const fromDesktop = componentStyle({
  display: 'none',
  alignItems: 'center',
  '@media': { [media.desktop]: { display: 'flex' } },
  selectors: { [gathered]: { display: 'none' } },
});

/** The extra menu: from 768 px to 959 px, where the bar has no room for what it gathers. */
export const tabletOnly = componentStyle({
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex' }, [media.desktop]: { display: 'none' } },
  selectors: { [gathered]: { display: 'none' } },
});

/** The hamburger: below 768 px. */
export const mobileOnly = componentStyle({
  display: 'flex',
  '@media': { [media.tablet]: { display: 'none' } },
  selectors: { [gathered]: { display: 'flex' } },
});

/** Sets the appearance switch off from the links before it. */
export const appearance = componentStyle({ paddingInline: vars.space.small });
