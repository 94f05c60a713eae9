import { globalStyle } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

export const section = componentStyle({ marginBlock: '24px' });

/** The box a wide table scrolls in: a keyboard stop of its own, so it can be scrolled without a pointer. */
export const scroller = componentStyle({
  overflowX: 'auto',
  marginBlock: '12px 24px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' } },
});

export const table = componentStyle({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9375rem',
});

// The box around the table scrolls; the table itself stays a table, even inside page content, where
// Markdown tables are made to scroll on their own.
globalStyle(`${scroller} > ${table}`, {
  '@layer': { [componentsLayer]: { display: 'table', maxInlineSize: 'none', overflow: 'visible' } },
});

globalStyle(`${table} th, ${table} td`, {
  '@layer': {
    [componentsLayer]: {
      paddingBlock: '8px',
      paddingInline: '12px',
      borderBlockEnd: `1px solid ${vars.color.border}`,
      textAlign: 'start',
      verticalAlign: 'top',
    },
  },
});

// Long types, defaults and words of a description (paths, code) may break anywhere, so a narrow page
// shares its width between the columns rather than pushing the description out of view. Names break
// after their dots (`<wbr>`), types between the members of a union.
globalStyle(`${table} td`, { '@layer': { [componentsLayer]: { overflowWrap: 'anywhere' } } });
globalStyle(`${table} td:last-child`, { '@layer': { [componentsLayer]: { minInlineSize: '12em' } } });

globalStyle(`${table} th`, {
  '@layer': { [componentsLayer]: { color: vars.color.textMuted, fontWeight: 600 } },
});

export const code = componentStyle({
  paddingInline: '4px',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.codeBackground,
  color: vars.color.codeText,
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
});

export const required = componentStyle({
  marginInlineStart: '6px',
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
});

/** One member of a union type: the members fold onto lines of their own before one breaks inside. */
export const unionMember = componentStyle({ display: 'inline-block', maxInlineSize: '100%' });

export const values = componentStyle({ marginBlockStart: '4px', color: vars.color.textMuted });
