import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const avatar = componentStyle({
  display: 'block',
  flexShrink: 0,
  borderRadius: '50%',
  objectFit: 'cover',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

/** The avatar's place in the navigation bar, empty until the visitor has one. */
export const account = componentStyle({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.xsmall,
  selectors: { '&[hidden]': { display: 'none' } },
});
