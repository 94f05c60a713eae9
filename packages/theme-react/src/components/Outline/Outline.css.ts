import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const outline = componentStyle({
  position: 'relative',
  paddingInlineStart: vars.space.standard,
  borderInlineStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
});

export const title = componentStyle({
  margin: 0,
  marginBlockEnd: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  lineHeight: '32px',
  color: vars.color.text,
});

/** The marker on the border beside the active heading's link; it slides from one link to the next. */
export const indicator = componentStyle({
  position: 'absolute',
  insetInlineStart: '-1px',
  insetBlockStart: 0,
  inlineSize: '2px',
  blockSize: '0',
  borderRadius: '2px',
  backgroundColor: vars.color.primary,
  opacity: 0,
  selectors: { '&[data-visible]': { opacity: 1 } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `inset-block-start ${vars.motion.standard} ease, block-size ${vars.motion.standard} ease, opacity ${vars.motion.standard} ease`,
    },
  },
});

export const list = componentStyle({ margin: 0, padding: 0, listStyle: 'none' });

export const nested = componentStyle({ margin: 0, paddingInlineStart: vars.space.medium, listStyle: 'none' });

export const link = componentStyle({
  display: 'block',
  paddingBlock: vars.space.xxsmall,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.standard,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="true"]': { color: vars.color.link, fontWeight: 600 },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: `color ${vars.motion.standard} ease` },
  },
});
