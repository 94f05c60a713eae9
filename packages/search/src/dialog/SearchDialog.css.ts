import { media, vars } from '@lectern/theme-react';
import { globalStyle } from '@vanilla-extract/css';
import { componentStyle, inComponentsLayer } from './component-style';

/** Read by assistive technology, not shown: the theme's class. */
export { visuallyHidden } from '@lectern/theme-react';

/**
 * The modal: full screen on phones, a panel near the top from 768 px, as tall as its results (a modal
 * dialog is fixed to the top and bottom of the window: without `inset-block-end: auto` it would stretch to
 * its maximum height, empty below a short list).
 */
export const dialog = componentStyle({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '100%',
  blockSize: '100%',
  maxBlockSize: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': {
    [media.tablet]: {
      inlineSize: 'min(640px, calc(100% - 32px))',
      blockSize: 'auto',
      maxBlockSize: 'min(720px, calc(100% - 128px))',
      insetBlockEnd: 'auto',
      marginBlockStart: vars.space.page,
      marginInline: 'auto',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      boxShadow: vars.shadow.dialog,
    },
  },
  selectors: { '&[open]': { display: 'flex', flexDirection: 'column' } },
});

globalStyle(`${dialog}::backdrop`, inComponentsLayer({ backgroundColor: 'rgb(0 0 0 / 0.5)' }));

export const form = componentStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.standard}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const searchIcon = componentStyle({
  inlineSize: '20px',
  blockSize: '20px',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const input = componentStyle({
  flex: 1,
  minInlineSize: 0,
  blockSize: '40px',
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.body,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

export const close = componentStyle({
  flexShrink: 0,
  paddingInline: vars.space.small,
  blockSize: '28px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.xsmall,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.text } },
});

export const filters = componentStyle({
  minInlineSize: 0,
  margin: 0,
  border: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.standard}`,
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.standard,
});

// A filter never runs past the dialog: on a narrow phone its select shrinks (a component's long name is cut).
export const filter = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  maxInlineSize: '100%',
});

export const checkbox = componentStyle({
  inlineSize: '16px',
  blockSize: '16px',
  margin: 0,
  accentColor: vars.color.primary,
});

export const select = componentStyle({
  minInlineSize: 0,
  blockSize: '32px',
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

/** The results, the recent searches or the status; nothing at all (no empty band) while there are none. */
export const body = componentStyle({
  flex: 1,
  overflowY: 'auto',
  padding: `${vars.space.small} ${vars.space.standard} ${vars.space.standard}`,
  overscrollBehavior: 'contain',
  selectors: { '&[data-empty]': { padding: 0 } },
});

// With nothing below it, the search box's bottom line would double the dialog's border.
globalStyle(`${form}:has(+ ${body}[data-empty])`, inComponentsLayer({ borderBlockEnd: 0 }));

/** The status region while it has nothing to say: kept for screen readers, taking no room. */
export const silentStatus = componentStyle({ margin: 0 });

export const status = componentStyle({
  margin: 0,
  padding: `${vars.space.xlarge} 0`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const sectionTitle = componentStyle({
  margin: `${vars.space.small} 0 ${vars.space.xxsmall}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const listbox = componentStyle({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const group = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  marginBlockEnd: vars.space.small,
});

export const groupTitle = componentStyle({
  paddingBlock: `${vars.space.small} 2px`,
  color: vars.color.link,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
});

/** The version a result is from, in a search across versions. */
export const groupVersion = componentStyle({
  display: 'inline-block',
  marginInlineStart: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xxsmall,
  fontWeight: 500,
  lineHeight: 1.5,
});

export const option = componentStyle({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const optionHeading = componentStyle({ display: 'block', fontWeight: 600 });

/** The matching text, at most three lines. */
export const excerpt = componentStyle({
  display: '-webkit-box',
  marginBlockStart: '2px',
  overflow: 'hidden',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
});

globalStyle(
  `${excerpt} mark`,
  inComponentsLayer({
    backgroundColor: 'transparent',
    color: 'inherit',
    fontWeight: 700,
    textDecoration: 'underline',
  }),
);

export const clearRecent = componentStyle({
  marginBlockStart: vars.space.small,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.fontSize.standard,
  cursor: 'pointer',
});
