import { componentStyle } from '../../theme/component-style';
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
  padding: '48px 24px 96px',
  '@media': { [media.tablet]: { paddingInline: '48px' } },
});
