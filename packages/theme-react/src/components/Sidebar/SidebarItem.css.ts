import { globalStyle } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

const rowHeight = '32px';

/** A top-level group: a heading and its items, set off from the previous group by a line. */
export const group = componentStyle({
  position: 'relative',
  selectors: {
    'li + li > &': {
      marginBlockStart: vars.space.standard,
      paddingBlockStart: vars.space.standard,
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
});

/** A section below the top level. */
export const section = componentStyle({ position: 'relative' });

/** The nested list of a group or section: indented, with a guide line at its start. */
export const list = componentStyle({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    [`${section} &`]: {
      marginInlineStart: vars.space.xxsmall,
      paddingInlineStart: vars.space.medium,
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
  },
});

export const groupTitle = componentStyle({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: rowHeight,
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: 700,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const sectionTitle = componentStyle({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: rowHeight,
  margin: 0,
  fontWeight: 600,
  color: vars.color.text,
});

/** Room at the end of a title row for the toggle that sits over it. */
export const withToggle = componentStyle({ paddingInlineEnd: rowHeight });

/** A `<summary>` holding the title and the caret: the whole row toggles. */
export const summary = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.link },
  },
});

/** A caret-only `<summary>` beside a title that is itself a link. */
export const toggle = componentStyle({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'grid',
  alignItems: 'center',
  // The caret lines up with the carets of sections whose whole title row is the toggle.
  justifyItems: 'end',
  inlineSize: rowHeight,
  blockSize: rowHeight,
  borderRadius: vars.radius.small,
  color: vars.color.textMuted,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.link },
  },
});

/**
 * Points down when open; towards the inline end when closed, so it mirrors in RTL. (`[dir="rtl"]`, not
 * `:dir(rtl)`: CSS minifiers such as Lightning CSS rewrite `:dir()` into a list of `:lang()`s.)
 */
export const caret = componentStyle({
  flexShrink: 0,
  inlineSize: '16px',
  blockSize: '16px',
  color: vars.color.textMuted,
  transform: 'rotate(-90deg)',
  selectors: { '[dir="rtl"] &': { transform: 'rotate(90deg)' } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: `transform ${vars.motion.fast} ease` },
  },
});

globalStyle(`details[open] > summary ${caret}`, {
  '@layer': { [componentsLayer]: { transform: 'none' } },
});

export const link = componentStyle({
  display: 'block',
  paddingBlock: vars.space.xsmall,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.link, fontWeight: 600 },
  },
});

/** The title of a group or section that is a link: the title's weight and colour. */
export const titleLink = componentStyle({
  color: vars.color.text,
  fontWeight: 'inherit',
  selectors: { '&:hover': { color: vars.color.link } },
});

/** An item without a link. */
export const text = componentStyle({
  display: 'block',
  paddingBlock: vars.space.xsmall,
  color: vars.color.textMuted,
});

export const externalIcon = componentStyle({
  display: 'inline-block',
  inlineSize: '0.75em',
  blockSize: '0.75em',
  verticalAlign: 'baseline',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

/**
 * The "Show 12 more" link that stands for the items of a long list the page left out, to the section's
 * page, which lists every item (scripts put them in place instead): a quiet row like a link.
 */
export const showMore = componentStyle({
  display: 'block',
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.link,
  lineHeight: vars.lineHeight.snug,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
