import { type ComponentStyleRule, componentStyle } from './component-style';
import { vars } from './contract.css';

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

/**
 * The surface of a popover — a menu of the bar, the local nav's outline, a notice over the page: raised
 * over the page with a border, rounded corners and the popover's shadow. Spread into a component's rules.
 *
 * @example export const menu = componentStyle({ ...popoverSurface, position: 'absolute' });
 */
export const popoverSurface: ComponentStyleRule = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
};
