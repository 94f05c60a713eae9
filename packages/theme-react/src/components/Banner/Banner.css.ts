import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const banner = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '12px',
  minBlockSize: '40px',
  paddingBlock: '6px',
  paddingInline: '16px 8px',
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

export const dismiss = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '32px',
  blockSize: '32px',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    // Until the page script makes it work: invisible, but holding its place, so nothing moves then.
    '&[hidden]': { visibility: 'hidden' },
    '&:hover': { backgroundColor: 'rgb(255 255 255 / 0.15)' },
    '&:focus-visible': { outlineColor: vars.color.onPrimary },
  },
});

export const icon = componentStyle({ inlineSize: '18px', blockSize: '18px' });
