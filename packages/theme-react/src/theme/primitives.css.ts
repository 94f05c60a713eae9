import { componentStyle } from './component-style';

// Styles more than one component (and the search dialog) share, written once.

/** Read by assistive technology, not shown: a text alternative beside an icon, a hint for screen readers. */
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
