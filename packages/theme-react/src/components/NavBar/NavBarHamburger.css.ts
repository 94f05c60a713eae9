import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const button = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
});

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
  transition: 'transform 0.25s, opacity 0.25s',
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
