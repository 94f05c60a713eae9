import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

/** A version's link: its label, then the "latest" mark. */
export const link = componentStyle({ gap: vars.space.xsmall });

/** The mark beside the latest version: smaller, muted, and in the link's weight whether current or not. */
export const latest = componentStyle({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: 500,
});
