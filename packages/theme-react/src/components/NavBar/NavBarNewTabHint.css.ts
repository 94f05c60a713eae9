import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const icon = componentStyle({
  inlineSize: '0.75em',
  blockSize: '0.75em',
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.textMuted,
  flexShrink: 0,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
