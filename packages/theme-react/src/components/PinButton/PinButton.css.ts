import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { button as themeButton } from '../../theme/recipes';

/** Shown to subscribers only: pins are a perk. */
export const pin = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: { 'html:not([data-subscriber]) &': { display: 'none' } },
});

/** The theme's outlined button on the surface colour, pressed while the page is pinned. */
export const button = `${themeButton()} ${componentStyle({
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  background: vars.color.surface,
  fontSize: vars.fontSize.standard,
  selectors: {
    // Until the page's effects script makes it work, it holds its place unseen: the title beside it
    // does not move when it shows.
    '&[hidden]': { visibility: 'hidden' },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, color: vars.color.link },
  },
})}`;

export const icon = componentStyle({
  inlineSize: '16px',
  blockSize: '16px',
  selectors: { '[aria-pressed="true"] > &': { fill: 'currentColor' } },
});

/** Spaced from the button only when it says something: empty, it takes no room. */
export const status = componentStyle({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  selectors: { '&:not(:empty)': { marginInlineStart: vars.space.small } },
});
