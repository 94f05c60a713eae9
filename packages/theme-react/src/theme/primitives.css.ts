import { type ComponentStyleRule, componentStyle } from './component-style';
import { vars } from './contract.css';

// Styles more than one component (and the search dialog) share, written once.

/**
 * The rules of text read by assistive technology and not shown, for a style that hides text only at times
 * (spread it into a media query or selector) or is itself a selector of other rules.
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const satisfies ComponentStyleRule;

/** Read by assistive technology, not shown: a text alternative beside an icon, a hint for screen readers. */
export const visuallyHidden = componentStyle(visuallyHiddenRule);

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

/**
 * The parts of the square icon button (see `iconButton()` in `recipes.ts`): a base, then one class per
 * size and tone.
 */
export const iconButtonParts = {
  base: componentStyle({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: 0,
    background: 'none',
    cursor: 'pointer',
  }),
  size: {
    /** 40 × 40: the bar's buttons, a panel's close button. */
    medium: componentStyle({ inlineSize: '40px', blockSize: '40px', borderRadius: vars.radius.medium }),
    /** 32 × 32: inside a banner or a small panel. */
    small: componentStyle({ inlineSize: '32px', blockSize: '32px', borderRadius: vars.radius.small }),
  },
  tone: {
    /** Muted, in the text colour while hovered or open. */
    muted: componentStyle({
      color: vars.color.textMuted,
      selectors: { '&:hover, &[aria-expanded="true"]': { color: vars.color.text } },
    }),
    /** The colour of the text around it. */
    plain: componentStyle({ color: 'inherit' }),
  },
};

/**
 * The parts of the text button (see `button()` in `recipes.ts`): a base, then one class per tone and
 * size. The base is a bordered button in the text colour whose border turns the primary colour on hover.
 */
export const buttonParts = {
  base: componentStyle({
    display: 'inline-flex',
    alignItems: 'center',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.primary },
      '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  }),
  tone: {
    /** The one action a notice or form asks for: filled with the primary colour. */
    primary: componentStyle({
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { '&:disabled': { color: vars.color.onPrimary, opacity: 0.5 } },
    }),
    /** Every other action: outlined. */
    secondary: componentStyle({}),
    /** A button of a bar: no border or fill, muted, in the text colour while hovered. */
    ghost: componentStyle({
      border: 0,
      color: vars.color.textMuted,
      selectors: { '&:hover:not(:disabled)': { color: vars.color.text } },
    }),
  },
  size: {
    /** At least 32 px tall. */
    medium: componentStyle({ minBlockSize: '32px', paddingInline: vars.space.medium }),
    /** As tall as its smaller text, for a button beside a heading. */
    small: componentStyle({
      paddingBlock: vars.space.xxsmall,
      paddingInline: vars.space.small,
      fontSize: vars.fontSize.small,
    }),
  },
};
