import { globalStyle } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { popoverSurface } from '../../theme/primitives.css';

export const dropdown = componentStyle({ position: 'relative', display: 'flex', alignItems: 'center' });

export const button = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  blockSize: vars.layout.navHeight,
  paddingInline: vars.space.medium,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.standard,
  fontWeight: 500,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { color: vars.color.link },
    '&[data-active]': { color: vars.color.link },
  },
});

export const iconSlot = componentStyle({ display: 'inline-flex', flexShrink: 0 });

globalStyle(`${iconSlot} svg`, {
  '@layer': { [componentsLayer]: { inlineSize: '20px', blockSize: '20px' } },
});

export const chevron = componentStyle({
  inlineSize: '14px',
  blockSize: '14px',
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panel = componentStyle({
  ...popoverSurface,
  position: 'absolute',
  insetBlockStart: 'calc(100% - 8px)',
  zIndex: vars.layer.dropdown,
  minInlineSize: '192px',
  maxBlockSize: `calc(100vh - ${vars.layout.navHeight})`,
  overflowY: 'auto',
  padding: vars.space.small,
});

export const alignStart = componentStyle({ insetInlineStart: 0 });
export const alignEnd = componentStyle({ insetInlineEnd: 0 });

/** The lists inside a panel: no bullets, no indentation. */
globalStyle(`${panel} ul`, { '@layer': { [componentsLayer]: { margin: 0, padding: 0, listStyle: 'none' } } });
