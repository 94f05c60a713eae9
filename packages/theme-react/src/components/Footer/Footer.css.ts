import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const footer = componentStyle({
  // In the layout's column of flex items this keeps the footer at the bottom of short pages.
  marginBlockStart: 'auto',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.xlarge,
  borderBlockStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});

export const container = componentStyle({
  maxInlineSize: '1152px',
  marginInline: 'auto',
  textAlign: 'center',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.base,
  color: vars.color.textMuted,
});

export const message = componentStyle({ margin: 0 });

export const copyright = componentStyle({ margin: 0 });
