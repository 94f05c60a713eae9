import { globalStyle } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { popoverSurface } from '../../theme/primitives.css';
import { iconButton } from '../../theme/recipes';

/** Only in developer mode. */
export const tools = componentStyle({
  display: 'none',
  selectors: { 'html[data-developer-mode] &': { display: 'block' } },
});

export const button = componentStyle({
  position: 'fixed',
  insetBlockEnd: '16px',
  insetInlineStart: '16px',
  zIndex: vars.layer.panel,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  cursor: 'pointer',
  boxShadow: vars.shadow.raised,
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const panel = componentStyle({
  ...popoverSurface,
  position: 'fixed',
  inset: 'auto',
  insetBlockEnd: '60px',
  insetInlineStart: '16px',
  margin: 0,
  inlineSize: 'min(480px, calc(100vw - 32px))',
  maxBlockSize: 'calc(100dvh - 120px)',
  overflow: 'auto',
  padding: vars.space.standard,
  fontSize: vars.fontSize.standard,
});

export const header = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = componentStyle({ margin: 0, fontSize: vars.fontSize.body });

/** The theme's small icon button, its icon a large ×. */
export const close = `${iconButton({ size: 'small', tone: 'plain' })} ${componentStyle({ fontSize: vars.fontSize.xlarge })}`;

export const facts = componentStyle({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: `${vars.space.medium} 0`,
  overflowWrap: 'anywhere',
});

globalStyle(`${facts} dt`, { '@layer': { [componentsLayer]: { fontWeight: 600 } } });
globalStyle(`${facts} dd`, { '@layer': { [componentsLayer]: { margin: 0 } } });

export const subtitle = componentStyle({
  margin: `${vars.space.medium} 0 ${vars.space.xxsmall}`,
  fontSize: vars.fontSize.standard,
});

export const frontmatter = componentStyle({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  // Wrapped rather than scrolled, so every line reads without a scrollbar to reach.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.codeBackground,
  color: vars.color.codeText,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
});
