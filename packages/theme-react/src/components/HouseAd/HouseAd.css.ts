import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const slot = componentStyle({
  position: 'relative',
  marginBlockStart: vars.space.section,
  // A subscriber who turned ads off sees none, from the first paint.
  selectors: { 'html[data-ads-off] &': { display: 'none' } },
});

export const card = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: `${vars.space.standard} ${vars.space.large}`,
  paddingInlineEnd: vars.space.section,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const title = componentStyle({ fontWeight: 600, color: vars.color.link });

export const text = componentStyle({ fontSize: vars.fontSize.standard, color: vars.color.textMuted });

export const mark = componentStyle({
  position: 'absolute',
  insetBlockStart: '8px',
  insetInlineEnd: '10px',
  fontSize: vars.fontSize.xxsmall,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
