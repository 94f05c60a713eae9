import { componentStyle } from '../../theme/component-style';

export const list = componentStyle({
  display: 'flex',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
