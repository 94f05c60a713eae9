import { globalStyle } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

/** One line, as tall whether its lists are filled or not, so the page never moves when they are. */
export const quickbar = componentStyle({
  display: 'flex',
  alignItems: 'center',
  gap: '16px',
  blockSize: '40px',
  marginBlockEnd: '24px',
  paddingInline: '12px',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
  // A subscriber who turned the quickbar off does not see it, from the first paint.
  selectors: { 'html[data-quickbar-off] &': { display: 'none' } },
});

export const group = componentStyle({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  minInlineSize: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const heading = componentStyle({ fontWeight: 600, color: vars.color.textMuted });

export const list = componentStyle({
  display: 'flex',
  gap: '4px 12px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${list} a`, {
  '@layer': { [componentsLayer]: { color: vars.color.link, textDecoration: 'none' } },
});
globalStyle(`${list} a:hover`, { '@layer': { [componentsLayer]: { textDecoration: 'underline' } } });

export const search = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  flexShrink: 0,
  marginInlineStart: 'auto',
  blockSize: '28px',
  paddingInline: '8px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const icon = componentStyle({ inlineSize: '14px', blockSize: '14px' });
