import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { popoverSurface, visuallyHiddenRule } from '../../theme/primitives.css';
import { button } from '../../theme/recipes';
import { iconMenu } from '../NavBar/nav-bar-icon-button.css';

// The bell and its menu look like the other icon buttons of the navigation bar (settings).
export { iconButton as button, iconButtonIcon as icon } from '../NavBar/nav-bar-icon-button.css';

/** Below 768 px the menu is placed against the whole bar, not the bell: a phone has no room beside the bell. */
const phone = `not all and ${media.tablet}`;

export const menu = `${iconMenu} ${componentStyle({ '@media': { [phone]: { position: 'static' } } })}`;

/** The number of unread notifications, on the bell. */
export const count = componentStyle({
  position: 'absolute',
  insetBlockStart: '4px',
  insetInlineEnd: '2px',
  minInlineSize: '18px',
  blockSize: '18px',
  paddingInline: vars.space.xxsmall,
  borderRadius: '9px',
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xxsmall,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const panel = componentStyle({
  ...popoverSurface,
  position: 'absolute',
  insetBlockStart: 'calc(100% + 8px)',
  insetInlineEnd: 0,
  zIndex: vars.layer.navBar,
  inlineSize: 'min(340px, calc(100vw - 32px))',
  '@media': { [phone]: { insetInlineEnd: '16px' } },
  maxBlockSize: `calc(100vh - ${vars.layout.navHeight} - 16px)`,
  overflowY: 'auto',
  padding: vars.space.medium,
  fontSize: vars.fontSize.standard,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const header = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockEnd: vars.space.small,
});

export const title = componentStyle({ margin: 0, fontSize: vars.fontSize.body, fontWeight: 600 });

/** "Mark all as read": the theme's small outlined button. */
export const markAll = button({ size: 'small' });

export const list = componentStyle({ listStyle: 'none', margin: 0, padding: 0 });

export const item = componentStyle({ borderBlockStart: `1px solid ${vars.color.border}` });

export const link = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: `${vars.space.small} ${vars.space.xxsmall}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.link } },
});

/** Unread: a dot before the text, and the word for screen readers. */
export const unread = componentStyle(visuallyHiddenRule);

export const text = componentStyle({
  fontWeight: 400,
  selectors: {
    [`${unread}:not([hidden]) ~ &`]: { fontWeight: 600 },
    [`${unread}:not([hidden]) ~ &::before`]: {
      content: '""',
      display: 'inline-block',
      inlineSize: '8px',
      blockSize: '8px',
      marginInlineEnd: vars.space.xsmall,
      borderRadius: '50%',
      backgroundColor: vars.color.primary,
    },
  },
});

export const date = componentStyle({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
