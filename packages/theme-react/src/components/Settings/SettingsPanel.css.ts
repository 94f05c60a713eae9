import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

/**
 * The panel: a sheet along the inline end of the window, the full height and at most 360 px wide (the
 * whole width on a phone), so no width or height of screen cuts it off. It scrolls inside itself.
 */
export const panel = componentStyle({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.layer.navBar,
  boxSizing: 'border-box',
  inlineSize: 'min(360px, 100vw)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: '0 16px 24px',
  borderInlineStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.drawer,
  fontSize: vars.fontSize.standard,
  textAlign: 'start',
  selectors: { '&:focus': { outline: 'none' } },
});

/** The settings as part of a page (the dashboard). */
export const embedded = componentStyle({ fontSize: vars.fontSize.medium, textAlign: 'start' });

export const header = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  selectors: {
    // In the sheet the title and its close button stay in view while the settings scroll.
    [`${panel} > &`]: {
      position: 'sticky',
      insetBlockStart: 0,
      zIndex: vars.layer.raised,
      blockSize: vars.layout.navHeight,
      marginBlockEnd: '4px',
      borderBlockEnd: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surfaceRaised,
    },
  },
});

export const title = componentStyle({ margin: 0, fontSize: vars.fontSize.body, fontWeight: 600 });

export const note = componentStyle({ marginBlock: '4px 12px', color: vars.color.textMuted });

/** The close button: a cross, like the other panels' close buttons. */
export const close = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  marginInlineEnd: '-8px',
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const closeIcon = componentStyle({ inlineSize: '20px', blockSize: '20px' });

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

/** A radio button drawn in the theme's colours: a ring, filled with a dot in the primary colour when chosen. */
export const radio = componentStyle({
  appearance: 'none',
  flex: 'none',
  inlineSize: '16px',
  blockSize: '16px',
  margin: 0,
  border: `1.5px solid ${vars.color.textMuted}`,
  borderRadius: '50%',
  backgroundColor: vars.color.background,
  cursor: 'inherit',
  selectors: {
    '&:checked': {
      borderColor: vars.color.primary,
      backgroundImage: `radial-gradient(circle, ${vars.color.primary} 0 3.5px, transparent 4px)`,
    },
    '&:disabled': { opacity: 0.5 },
  },
});

/** A switch: a track in the muted text colour, the primary colour while on, with a knob that moves over. */
export const switchControl = componentStyle({
  appearance: 'none',
  position: 'relative',
  flex: 'none',
  inlineSize: '32px',
  blockSize: '18px',
  margin: 0,
  border: 0,
  borderRadius: '9px',
  backgroundColor: vars.color.textMuted,
  cursor: 'inherit',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '2px',
      insetInlineStart: '2px',
      inlineSize: '14px',
      blockSize: '14px',
      borderRadius: '50%',
      backgroundColor: vars.color.background,
    },
    '&:checked': { backgroundColor: vars.color.primary },
    '&:checked::before': { insetInlineStart: '16px' },
    '&:disabled': { opacity: 0.5 },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: 'background-color 0.2s',
      selectors: { '&::before': { transition: 'inset-inline-start 0.2s' } },
    },
  },
});

/** One setting of a group: its control and the note below it. */
export const row = componentStyle({ display: 'block' });

/** A sentence about what a setting does. */
export const hint = componentStyle({
  marginBlock: '0 6px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const lock = componentStyle({
  marginBlock: '0 6px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
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
