import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const list = componentStyle({
  display: 'flex',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '36px',
  blockSize: '36px',
  paddingInline: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  fontWeight: 500,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const icon = componentStyle({ inlineSize: '20px', blockSize: '20px' });
