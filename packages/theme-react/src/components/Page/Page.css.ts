import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const page = componentStyle({
  flexGrow: 1,
  minInlineSize: 0,
  selectors: { '&:focus': { outline: 'none' } },
});

/** See `PageFrame`. */
export const frame = componentStyle({
  boxSizing: 'border-box',
  maxInlineSize: '1152px',
  marginInline: 'auto',
  padding: `${vars.space.section} ${vars.space.xlarge} ${vars.space.pageEnd}`,
  '@media': { [media.tablet]: { paddingInline: vars.space.section } },
});
