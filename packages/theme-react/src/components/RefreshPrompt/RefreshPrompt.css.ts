import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { popoverSurface } from '../../theme/primitives.css';

/** At the lower inline-end corner, over the page; empty (and so invisible) until there is news. */
export const region = componentStyle({
  position: 'fixed',
  insetBlockEnd: '16px',
  insetInlineEnd: '16px',
  zIndex: vars.layer.toast,
  maxInlineSize: 'min(360px, calc(100vw - 32px))',
});

export const notice = componentStyle({
  ...popoverSurface,
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  padding: '16px',
  fontSize: vars.fontSize.standard,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const text = componentStyle({ margin: 0 });

export const actions = componentStyle({ display: 'flex', gap: '8px', justifyContent: 'flex-end' });

const button = {
  minBlockSize: '32px',
  paddingInline: '12px',
  borderRadius: vars.radius.small,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;

export const reload = componentStyle({
  ...button,
  border: 0,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const later = componentStyle({
  ...button,
  border: `1px solid ${vars.color.border}`,
  background: 'none',
  color: vars.color.text,
});
