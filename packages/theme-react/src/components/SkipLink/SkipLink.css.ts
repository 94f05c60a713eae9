import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const skipLink = componentStyle({
  position: 'fixed',
  insetBlockStart: '8px',
  insetInlineStart: '8px',
  zIndex: vars.layer.skipLink,
  padding: '8px 16px',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.link,
  fontWeight: 600,
  textDecoration: 'none',
  boxShadow: '0 2px 8px rgb(0 0 0 / 0.2)',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
});
