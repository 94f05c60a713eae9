import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const skipLink = componentStyle({
  position: 'fixed',
  insetBlockStart: '8px',
  insetInlineStart: '8px',
  zIndex: vars.layer.skipLink,
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.link,
  fontWeight: 600,
  textDecoration: 'none',
  boxShadow: vars.shadow.raised,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
});
