import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { iconButton } from '../../theme/recipes';

/** The theme's 40 × 40 icon button, in the text colour. */
export const button = iconButton({ tone: 'plain' });

/** Three bars, drawn in CSS so they can turn into a cross while the screen is open. */
export const bars = componentStyle({ position: 'relative', inlineSize: '16px', blockSize: '14px' });

const open = '[aria-expanded="true"] &';

const bar = {
  position: 'absolute',
  insetInlineStart: 0,
  inlineSize: '16px',
  blockSize: '2px',
  borderRadius: '1px',
  backgroundColor: 'currentColor',
  transition: `transform ${vars.motion.standard}, opacity ${vars.motion.standard}`,
} as const;

export const top = componentStyle({
  ...bar,
  insetBlockStart: 0,
  selectors: { [open]: { transform: 'translateY(6px) rotate(45deg)' } },
});

export const middle = componentStyle({
  ...bar,
  insetBlockStart: '6px',
  selectors: { [open]: { opacity: 0 } },
});

export const bottom = componentStyle({
  ...bar,
  insetBlockStart: '12px',
  selectors: { [open]: { transform: 'translateY(-6px) rotate(-45deg)' } },
});
