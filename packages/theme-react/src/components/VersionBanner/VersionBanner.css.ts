import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

/** A strip across the page in the theme's warning colours, which every theme shows at 4.5:1 or more. */
export const banner = componentStyle({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.standard,
  borderBlockEnd: `1px solid ${vars.color.warningBorder}`,
  backgroundColor: vars.color.warningBackground,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

/** Centred, and wrapping between words (or inside a long version name) on the narrowest screens. */
export const text = componentStyle({ margin: 0, textAlign: 'center', overflowWrap: 'anywhere' });

export const link = componentStyle({
  color: vars.color.warningText,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});
