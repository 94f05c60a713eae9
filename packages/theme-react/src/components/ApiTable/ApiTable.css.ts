import { globalStyle } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

export const section = componentStyle({ marginBlock: vars.space.xlarge });

/** The box a wide table scrolls in: a keyboard stop of its own, so it can be scrolled without a pointer. */
export const scroller = componentStyle({
  overflowX: 'auto',
  marginBlock: `${vars.space.medium} ${vars.space.xlarge}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' } },
});

/**
 * Every API table takes the column's full width with the same share per column, so the tables of a page
 * line up and the description always gets the largest share; on a narrow screen the table keeps a
 * readable width and its box scrolls instead.
 */
export const table = componentStyle({
  inlineSize: '100%',
  minInlineSize: '36rem',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.medium,
});

const columnShares: Record<number, readonly string[]> = {
  4: ['20%', '22%', '20%', '38%'],
  3: ['25%', '30%', '45%'],
  2: ['30%', '70%'],
};
for (const [count, shares] of Object.entries(columnShares)) {
  shares.forEach((share, index) => {
    globalStyle(`${table}[data-columns="${count}"] thead th:nth-child(${index + 1})`, {
      '@layer': { [componentsLayer]: { inlineSize: share } },
    });
  });
}

// The box around the table scrolls; the table itself stays a table, even inside page content, where
// Markdown tables are made to scroll on their own.
globalStyle(`${scroller} > ${table}`, {
  '@layer': { [componentsLayer]: { display: 'table', maxInlineSize: 'none', overflow: 'visible' } },
});

globalStyle(`${table} th, ${table} td`, {
  '@layer': {
    [componentsLayer]: {
      paddingBlock: vars.space.small,
      paddingInline: vars.space.medium,
      borderBlockEnd: `1px solid ${vars.color.border}`,
      textAlign: 'start',
      verticalAlign: 'top',
    },
  },
});

// Names break after their dots (`<wbr>`) and types between the members of a union before anything
// breaks inside a word; a word longer than its column breaks anywhere rather than leaving the table.
globalStyle(`${table} th, ${table} td, ${table} th code, ${table} td code`, {
  '@layer': { [componentsLayer]: { overflowWrap: 'anywhere' } },
});

globalStyle(`${table} th`, {
  '@layer': { [componentsLayer]: { color: vars.color.textMuted, fontWeight: 600 } },
});

export const code = componentStyle({
  // Types read left to right in every language: in a right-to-left page `string[]` stays `string[]`.
  direction: 'ltr',
  unicodeBidi: 'isolate',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.codeBackground,
  color: vars.color.codeText,
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
});

/** "required", after a prop's name: one word, on the name's line or wholly on the next, never broken. */
export const required = componentStyle({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  overflowWrap: 'normal',
  marginInlineStart: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** One member of a union type: the members fold onto lines of their own before one breaks inside. */
export const unionMember = componentStyle({ display: 'inline-block', maxInlineSize: '100%' });

/** A type's name that leads to its page. */
export const typeLink = componentStyle({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

export const values = componentStyle({ marginBlockStart: vars.space.xxsmall, color: vars.color.textMuted });

/** A deprecated prop's or event's note, under its description. */
export const deprecated = componentStyle({ marginBlockStart: vars.space.xxsmall });
