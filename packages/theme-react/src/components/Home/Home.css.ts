import { globalStyle } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { media } from '../../theme/media';

export const home = componentStyle({
  flexGrow: 1,
  paddingBlockEnd: vars.space.page,
  selectors: { '&:focus': { outline: 'none' } },
});

export const features = componentStyle({
  maxInlineSize: '1152px',
  marginInline: 'auto',
  paddingBlock: vars.space.standard,
  paddingInline: vars.space.xlarge,
  '@media': { [media.desktop]: { paddingInline: vars.space.page } },
});

/** The page's own content under the features: the same left edge as the hero and the features. */
export const content = componentStyle({
  maxInlineSize: '1152px',
  marginInline: 'auto',
  paddingBlockStart: vars.space.section,
  paddingInline: vars.space.xlarge,
  '@media': { [media.desktop]: { paddingInline: vars.space.page } },
});

// Text keeps a readable line length; wider parts (a sponsor strip, a table) take the whole width.
globalStyle(`${content} :is(h2, h3, h4, p, ul, ol, blockquote)`, {
  '@layer': { [componentsLayer]: { maxInlineSize: vars.layout.contentMaxWidth } },
});
