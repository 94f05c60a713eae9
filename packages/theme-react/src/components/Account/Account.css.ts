import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { button as themeButton } from '../../theme/recipes';

export const section = componentStyle({
  display: 'grid',
  gap: vars.space.small,
  paddingBlockEnd: vars.space.medium,
  marginBlockEnd: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const heading = componentStyle({ margin: 0, fontSize: vars.fontSize.standard, fontWeight: 600 });

export const who = componentStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});

export const avatar = componentStyle({
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: '50%',
  objectFit: 'cover',
  flex: 'none',
});

export const note = componentStyle({ margin: 0, color: vars.color.textMuted });

export const alert = componentStyle({ margin: 0, color: vars.color.text, fontWeight: 600 });

export const actions = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

/** A sign-in link or an account action: the theme's outlined button. */
export const button = themeButton();

export const link = componentStyle({
  color: vars.color.primary,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' } },
});

export const list = componentStyle({ margin: 0, paddingInlineStart: vars.space.large });

export const dashboard = componentStyle({
  display: 'grid',
  gap: vars.space.standard,
  maxInlineSize: '40rem',
});
