import { type StyleRule, styleVariants } from '@vanilla-extract/css';
import { type ComponentStyleRule, componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { media } from '../../theme/media';

export const actions = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.medium,
  margin: 0,
  marginBlockStart: vars.space.xxlarge,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { justifyContent: 'flex-start' } },
});

export const action = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: '44px',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  border: '2px solid transparent',
  borderRadius: '999px',
  fontSize: vars.fontSize.body,
  fontWeight: 600,
  lineHeight: vars.lineHeight.standard,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
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

export const sponsorIcon = componentStyle({
  color: vars.color.primary,
  fontSize: '1.125em',
  lineHeight: vars.lineHeight.none,
});
