import { globalStyle } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

export const title = componentStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  blockSize: vars.layout.navHeight,
  minInlineSize: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { opacity: 0.8 } },
  // Without scripts the bar's items scroll in their box instead (see NavBar.css.ts): the title stays whole
  // up to most of the bar.
  '@media': { '(scripting: none)': { flexShrink: 0, maxInlineSize: '60%' } },
});

export const text = componentStyle({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const logo = componentStyle({});

globalStyle(`${title} ${logo}`, {
  '@layer': { [componentsLayer]: { blockSize: '24px', inlineSize: 'auto', flexShrink: 0 } },
});
