import { type StyleRule, styleVariants } from '@vanilla-extract/css';
import { type ComponentStyleRule, componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { media } from '../../theme/media';

export const actions = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '12px',
  margin: 0,
  marginBlockStart: '32px',
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { justifyContent: 'flex-start' } },
});

export const action = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  minBlockSize: '44px',
  paddingBlock: '8px',
  paddingInline: '20px',
  border: '2px solid transparent',
  borderRadius: '999px',
  fontSize: vars.fontSize.body,
  fontWeight: 600,
  lineHeight: 1.5,
  textDecoration: 'none',
  transition: 'background-color 0.2s, border-color 0.2s, color 0.2s',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** A variant's rules, in the components layer like every other class. */
function variant(rules: ComponentStyleRule): StyleRule {
  return { '@layer': { [componentsLayer]: rules } } as StyleRule;
}

/** The three action themes. Every text colour meets AA on its background in all three themes. */
export const theme = styleVariants({
  brand: variant({
    backgroundColor: vars.color.primary,
    borderColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover': { textDecoration: 'underline' } },
  }),
  alt: variant({
    backgroundColor: vars.color.surface,
    borderColor: vars.color.border,
    color: vars.color.text,
    selectors: { '&:hover': { borderColor: vars.color.primary } },
  }),
  sponsor: variant({
    backgroundColor: 'transparent',
    borderColor: vars.color.primary,
    color: vars.color.text,
    selectors: { '&:hover': { backgroundColor: vars.color.surface } },
  }),
});

export const sponsorIcon = componentStyle({ color: vars.color.primary, fontSize: '1.125em', lineHeight: 1 });
