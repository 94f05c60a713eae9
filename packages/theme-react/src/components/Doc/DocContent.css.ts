import { themes } from '@lectern/theme-core';
import { type GlobalStyleRule, globalStyle } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

/** The rendered markdown of a page; the rules below style the elements inside it. */
export const content = componentStyle({
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.prose,
  overflowWrap: 'break-word',
});

/** A rule for elements inside the content, in the components layer so a site's CSS wins. */
function inside(selector: string, rule: GlobalStyleRule) {
  const scoped = selector
    .split(',')
    .map((part) => `${content} ${part.trim()}`)
    .join(', ');
  globalStyle(scoped, { '@layer': { [componentsLayer]: rule } });
}

inside('> :first-child', { marginBlockStart: 0 });
inside('> :last-child', { marginBlockEnd: 0 });

inside('h1, h2, h3, h4', {
  position: 'relative',
  fontWeight: 600,
  lineHeight: vars.lineHeight.heading,
  scrollMarginBlockStart: `calc(${vars.layout.navHeight} + 24px)`,
  color: vars.color.text,
});
inside('h1', {
  marginBlock: `0 ${vars.space.xlarge}`,
  fontSize: vars.fontSize.display,
  letterSpacing: '-0.01em',
});
inside('h2', {
  marginBlock: `${vars.space.section} ${vars.space.standard}`,
  paddingBlockStart: vars.space.xlarge,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xxlarge,
});
inside('h3', { marginBlock: `${vars.space.xxlarge} 0`, fontSize: vars.fontSize.xlarge });
inside('h4', { marginBlock: `${vars.space.xlarge} 0`, fontSize: vars.fontSize.large });

inside('p, ul, ol, blockquote, table, pre', { marginBlock: vars.space.standard });
inside('ul, ol', { paddingInlineStart: '1.25rem' });
inside('li + li', { marginBlockStart: vars.space.small });
inside('li > ul, li > ol', { marginBlock: `${vars.space.small} 0` });

inside('a', {
  color: vars.color.link,
  fontWeight: 500,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});
inside('a:hover', { textDecorationThickness: '2px' });

inside('strong', { fontWeight: 600 });
inside('img', { maxInlineSize: '100%', blockSize: 'auto' });
inside('hr', {
  marginBlock: vars.space.xxlarge,
  border: 0,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

inside('code', {
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
  // A long path or package name breaks rather than widening the page on a narrow screen.
  overflowWrap: 'anywhere',
  // Code reads left to right in every language: in a right-to-left page `string[]` stays `string[]`.
  direction: 'ltr',
  unicodeBidi: 'isolate',
  color: vars.color.codeText,
  backgroundColor: vars.color.codeBackground,
  borderRadius: vars.radius.small,
  paddingBlock: '0.125em',
  paddingInline: '0.375em',
});
inside('pre', {
  overflowX: 'auto',
  padding: `${vars.space.standard} ${vars.space.large}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.codeBackground,
  color: vars.color.codeText,
  lineHeight: vars.lineHeight.base,
  // Code reads left to right in every language.
  direction: 'ltr',
  textAlign: 'start',
});
inside('pre code', {
  padding: 0,
  fontSize: vars.fontSize.standard,
  overflowWrap: 'normal',
  backgroundColor: 'transparent',
  borderRadius: 0,
});

inside('table', {
  display: 'block',
  maxInlineSize: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
});
// The Markdown renderer puts each table in a named box that is a keyboard stop (`.lectern-table-scroll`):
// the box scrolls, and the table inside stays a table.
inside('.lectern-table-scroll', {
  maxInlineSize: '100%',
  marginBlock: vars.space.standard,
  overflowX: 'auto',
});
inside('.lectern-table-scroll:focus-visible', {
  outline: `2px solid ${vars.color.primary}`,
  outlineOffset: '2px',
});
inside('.lectern-table-scroll > table', { display: 'table', marginBlock: 0, overflow: 'visible' });
inside('th, td', {
  paddingBlock: vars.space.small,
  paddingInline: vars.space.standard,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
inside('th', { backgroundColor: vars.color.surface, fontWeight: 600 });

inside('blockquote', {
  marginInline: 0,
  paddingInlineStart: vars.space.standard,
  borderInlineStart: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
inside('blockquote > p', { marginBlock: vars.space.small });

// Dark code blocks (the visitor's setting, `data-dark-code` on <html>): in the light theme, code blocks
// take the dark theme's colours; the dark themes' code blocks are dark already.
const darkCode = ':root[data-dark-code]:not([data-theme="dark"], [data-theme="blackguard"])';
globalStyle(`${darkCode} ${content} pre`, {
  '@layer': {
    [componentsLayer]: {
      colorScheme: 'dark',
      backgroundColor: themes.dark.codeBackground,
      color: themes.dark.codeText,
      vars: { '--lectern-color-code-highlight': '#252a36' },
    },
  },
});
globalStyle(`${darkCode} .astro-code span`, {
  '@layer': { [componentsLayer]: { color: 'var(--shiki-dark)' } },
});
