import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const root = componentStyle({ position: 'relative', display: 'flex', alignItems: 'center' });

export const button = componentStyle({
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

export const icon = componentStyle({ inlineSize: '20px', blockSize: '20px' });
