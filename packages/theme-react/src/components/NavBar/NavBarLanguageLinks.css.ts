import { componentStyle } from '../../theme/component-style';

export const list = componentStyle({ margin: 0, padding: 0, listStyle: 'none' });
