import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { button, iconButton } from '../../theme/recipes';

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
  padding: `0 ${vars.space.standard} ${vars.space.xlarge}`,
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
  gap: vars.space.small,
  selectors: {
    // In the sheet the title and its close button stay in view while the settings scroll.
    [`${panel} > &`]: {
      position: 'sticky',
      insetBlockStart: 0,
      zIndex: vars.layer.raised,
      blockSize: vars.layout.navHeight,
      marginBlockEnd: vars.space.xxsmall,
      borderBlockEnd: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surfaceRaised,
    },
  },
});

export const title = componentStyle({ margin: 0, fontSize: vars.fontSize.body, fontWeight: 600 });

export const note = componentStyle({
  marginBlock: `${vars.space.xxsmall} ${vars.space.medium}`,
  color: vars.color.textMuted,
});

/** The close button: a cross on the theme's icon button, its icon in line with the panel's edge. */
export const close = `${iconButton()} ${componentStyle({ marginInlineEnd: `calc(-1 * ${vars.space.small})` })}`;

export const closeIcon = componentStyle({ inlineSize: '20px', blockSize: '20px' });

/** A group of choices or switches. */
export const group = componentStyle({
  margin: 0,
  marginBlockStart: vars.space.medium,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = componentStyle({ padding: 0, marginBlockEnd: vars.space.xxsmall, fontWeight: 600 });

export const options = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.standard}`,
});

/** One radio or checkbox with its text. */
export const option = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
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
      transition: `background-color ${vars.motion.fast}`,
      selectors: { '&::before': { transition: `inset-inline-start ${vars.motion.fast}` } },
    },
  },
});

/** One setting of a group: its control and the note below it. */
export const row = componentStyle({ display: 'block' });

/** A sentence about what a setting does. */
export const hint = componentStyle({
  marginBlock: `0 ${vars.space.xsmall}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const lock = componentStyle({
  marginBlock: `0 ${vars.space.xsmall}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const perks = componentStyle({ listStyle: 'none', margin: 0, padding: 0 });

/** A row of buttons that act on settings at once. */
export const actions = componentStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** One of those buttons: the theme's outlined button. */
export const action = button();

export const subheading = componentStyle({ margin: `${vars.space.xsmall} 0 2px` });

export const pinList = componentStyle({ listStyle: 'none', margin: `0 0 ${vars.space.xsmall}`, padding: 0 });

export const pinItem = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minBlockSize: '32px',
});

export const pinTitle = componentStyle({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fieldLabel = componentStyle({
  display: 'block',
  marginBlock: `${vars.space.xsmall} ${vars.space.xxsmall}`,
});

export const field = componentStyle({
  boxSizing: 'border-box',
  inlineSize: '100%',
  blockSize: '32px',
  marginBlockEnd: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.text, borderWidth: '2px' } },
});

export const error = componentStyle({
  marginBlock: `0 ${vars.space.xsmall}`,
  color: vars.color.text,
  fontWeight: 600,
});
