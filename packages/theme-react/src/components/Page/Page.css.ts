import { componentStyle } from '../../theme/component-style';

export const page = componentStyle({
  flexGrow: 1,
  minInlineSize: 0,
  selectors: { '&:focus': { outline: 'none' } },
});
