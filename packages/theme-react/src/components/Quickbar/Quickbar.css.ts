import { QUICKBAR_FILLED_ATTRIBUTE } from '@lectern/theme-core/dom';
import { globalStyle } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

/**
 * One line, as tall whether its lists are filled or not, so the page never moves when they are. It takes
 * no space at all while the browser has no pages to list (no `data-quickbar-filled` on `<html>`).
 */
export const quickbar = componentStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.standard,
  blockSize: '40px',
  marginBlockEnd: vars.space.xlarge,
  paddingInline: vars.space.medium,
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
  // Nothing to list, or a subscriber who turned the quickbar off: no bar, from the first paint.
  selectors: {
    [`html:not([${QUICKBAR_FILLED_ATTRIBUTE}]) &`]: { display: 'none' },
    'html[data-quickbar-off] &': { display: 'none' },
  },
});

export const group = componentStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minInlineSize: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const heading = componentStyle({ fontWeight: 600, color: vars.color.textMuted });

export const list = componentStyle({
  display: 'flex',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${list} a`, {
  '@layer': { [componentsLayer]: { color: vars.color.link, textDecoration: 'none' } },
});
globalStyle(`${list} a:hover`, { '@layer': { [componentsLayer]: { textDecoration: 'underline' } } });
