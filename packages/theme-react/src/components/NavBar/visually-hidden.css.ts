import { componentStyle } from '../../theme/component-style';

/** Read by assistive technology, not shown. */
export const visuallyHidden = componentStyle({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
