import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

/** The panel, under the navigation bar's settings button, at the inline end. */
export const panel = componentStyle({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 8px)',
  insetInlineEnd: 0,
  zIndex: 30,
  inlineSize: 'min(320px, calc(100vw - 32px))',
  maxBlockSize: `calc(100vh - ${vars.layout.navHeight} - 16px)`,
  overflowY: 'auto',
  padding: '16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 12px 32px rgb(0 0 0 / 0.18)',
  fontSize: '0.875rem',
  textAlign: 'start',
});

/** The settings as part of a page (the dashboard). */
export const embedded = componentStyle({ fontSize: '0.9375rem', textAlign: 'start' });

export const header = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
});

export const title = componentStyle({ margin: 0, fontSize: '1rem', fontWeight: 600 });

export const note = componentStyle({ marginBlock: '4px 12px', color: vars.color.textMuted });

export const close = componentStyle({
  blockSize: '32px',
  paddingInline: '8px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

/** A group of choices or switches. */
export const group = componentStyle({
  margin: 0,
  marginBlockStart: '12px',
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = componentStyle({ padding: 0, marginBlockEnd: '4px', fontWeight: 600 });

export const options = componentStyle({ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' });

/** One radio or checkbox with its text. */
export const option = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  minBlockSize: '28px',
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed' } },
});

/** One setting of a group: its control and the note below it. */
export const row = componentStyle({ display: 'block' });

/** A sentence about what a setting does. */
export const hint = componentStyle({
  marginBlock: '0 6px',
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
});

export const lock = componentStyle({
  marginBlock: '0 6px',
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
});

export const perks = componentStyle({ listStyle: 'none', margin: 0, padding: 0 });

/** A row of buttons that act on settings at once. */
export const actions = componentStyle({ display: 'flex', flexWrap: 'wrap', gap: '8px' });

export const action = componentStyle({
  minBlockSize: '32px',
  paddingInline: '10px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const subheading = componentStyle({ margin: '6px 0 2px' });

export const pinList = componentStyle({ listStyle: 'none', margin: '0 0 6px', padding: 0 });

export const pinItem = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  minBlockSize: '32px',
});

export const pinTitle = componentStyle({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fieldLabel = componentStyle({ display: 'block', marginBlock: '6px 4px' });

export const field = componentStyle({
  boxSizing: 'border-box',
  inlineSize: '100%',
  blockSize: '32px',
  marginBlockEnd: '6px',
  paddingInline: '8px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.text, borderWidth: '2px' } },
});

export const error = componentStyle({ marginBlock: '0 6px', color: vars.color.text, fontWeight: 600 });
