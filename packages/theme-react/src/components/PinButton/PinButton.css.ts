import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

/** Shown to subscribers only: pins are a perk. */
export const pin = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
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
  fontSize: vars.fontSize.standard,
  cursor: 'pointer',
  selectors: {
    // Until the page's effects script makes it work, it holds its place unseen: the title beside it
    // does not move when it shows.
    '&[hidden]': { visibility: 'hidden' },
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, color: vars.color.link },
  },
});

export const icon = componentStyle({
  inlineSize: '16px',
  blockSize: '16px',
  selectors: { '[aria-pressed="true"] > &': { fill: 'currentColor' } },
});

/** Spaced from the button only when it says something: empty, it takes no room. */
export const status = componentStyle({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  selectors: { '&:not(:empty)': { marginInlineStart: '8px' } },
});
