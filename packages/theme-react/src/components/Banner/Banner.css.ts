import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { iconButton } from '../../theme/recipes';

export const banner = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  minBlockSize: '40px',
  paddingBlock: vars.space.xsmall,
  paddingInline: `${vars.space.standard} ${vars.space.small}`,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.standard,
  // Closed by the visitor: hidden from the first paint (the flag is set before it).
  selectors: { 'html[data-banner-dismissed] &': { display: 'none' } },
});

export const text = componentStyle({ margin: 0, textAlign: 'center' });

export const link = componentStyle({
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

/** The theme's small icon button, in the banner's colours. */
export const dismiss = `${iconButton({ size: 'small', tone: 'plain' })} ${componentStyle({
  selectors: {
    // Until the page script makes it work: invisible, but holding its place, so nothing moves then.
    '&[hidden]': { visibility: 'hidden' },
    '&:hover': { backgroundColor: 'rgb(255 255 255 / 0.15)' },
    '&:focus-visible': { outlineColor: vars.color.onPrimary },
  },
})}`;

export const icon = componentStyle({ inlineSize: '18px', blockSize: '18px' });
