import { keyframes } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { NAV_FIT_ATTRIBUTE } from '../NavBar/nav-bar-fit';
import { NAV_SCREEN_TOP_PROPERTY } from './nav-screen-top';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' } });

/** Fills the window under the bar and scrolls on its own. */
export const screen = componentStyle({
  position: 'fixed',
  // Under the bar and its 1 px border; lower while a banner shows above the bar (set as it opens).
  insetBlock: `var(${NAV_SCREEN_TOP_PROPERTY}, calc(${vars.layout.navHeight} + 1px)) 0`,
  insetInline: 0,
  zIndex: vars.layer.raised,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.background,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${appear} ${vars.motion.fast} ease-out` },
    // The screen is for narrow windows; if one is left open as the window widens, it goes.
    [media.tablet]: { display: 'none' },
  },
  // Unless the bar's items do not fit and were gathered into its menu button (see `fitNavBar`).
  selectors: { [`:root[${NAV_FIT_ATTRIBUTE}="menu"] &:not([hidden])`]: { display: 'block' } },
});

export const container = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxInlineSize: '320px',
  marginInline: 'auto',
  paddingBlock: `${vars.space.xlarge} ${vars.space.pageEnd}`,
  paddingInline: vars.space.standard,
});

/** A titled part of the screen: a menu group, the languages. */
export const section = componentStyle({});

export const sectionTitle = componentStyle({
  margin: 0,
  paddingBlock: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  lineHeight: vars.lineHeight.standard,
});

export const list = componentStyle({ margin: 0, padding: 0, listStyle: 'none' });

/** A link of the screen: one full-width row, divided from the next. */
export const link = componentStyle({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.medium,
  fontWeight: 500,
  lineHeight: vars.lineHeight.standard,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { color: vars.color.link },
    '&[data-active]': { color: vars.color.link },
    '&[aria-current="page"], &[aria-current="true"]': { fontWeight: 700 },
  },
});

/** Links of a group are indented under its title. */
export const nestedList = componentStyle({ paddingInlineStart: vars.space.standard });

export const appearance = componentStyle({
  padding: `${vars.space.xxsmall} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const social = componentStyle({ display: 'flex', justifyContent: 'center' });
