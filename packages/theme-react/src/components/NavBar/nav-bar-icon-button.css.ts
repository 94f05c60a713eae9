import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

// The navigation bar's icon buttons that open a menu (settings, notifications): one look for all.

/** What holds the button and its menu, which is placed against it. */
export const iconMenu = componentStyle({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The 40 × 40 button: muted, in the text colour while hovered or open. */
export const iconButton = componentStyle({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-expanded="true"]': { color: vars.color.text } },
});

/** The button's icon. */
export const iconButtonIcon = componentStyle({ inlineSize: '20px', blockSize: '20px' });
