import { componentStyle } from '../../theme/component-style';

/** A column as tall as the viewport at least, so the site footer sits at the bottom of short pages. */
export const layout = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
});
