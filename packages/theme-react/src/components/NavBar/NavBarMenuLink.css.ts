import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

/** A link of the bar itself. */
export const link = componentStyle({
  display: 'flex',
  alignItems: 'center',
  blockSize: vars.layout.navHeight,
  paddingInline: vars.space.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontWeight: 500,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.link },
    // The current section: link colour and a bar under it, so it does not rely on colour alone.
    '&[data-active]': { color: vars.color.link, boxShadow: `inset 0 -2px 0 ${vars.color.primary}` },
  },
});

/** A link inside a dropdown panel. */
export const item = componentStyle({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontWeight: 500,
  lineHeight: vars.lineHeight.standard,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    'a&:hover': { backgroundColor: vars.color.surface, color: vars.color.link },
    '&[data-active]': { color: vars.color.link },
    '&[aria-current="page"]': { fontWeight: 700 },
    // The current language in the language list.
    '&[aria-current="true"]': { color: vars.color.link, fontWeight: 700 },
  },
});
