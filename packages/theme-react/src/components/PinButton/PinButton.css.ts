import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

/** Shown to subscribers only: pins are a perk. */
export const pin = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  selectors: { 'html:not([data-subscriber]) &': { display: 'none' } },
});

export const button = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '4px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.875rem',
  cursor: 'pointer',
  selectors: {
    '&[hidden]': { display: 'none' },
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, color: vars.color.link },
  },
});

export const icon = componentStyle({
  inlineSize: '16px',
  blockSize: '16px',
  selectors: { '[aria-pressed="true"] > &': { fill: 'currentColor' } },
});

export const status = componentStyle({ color: vars.color.textMuted, fontSize: '0.875rem' });
