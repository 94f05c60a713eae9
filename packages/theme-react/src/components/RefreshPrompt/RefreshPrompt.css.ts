import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { popoverSurface } from '../../theme/primitives.css';
import { button } from '../../theme/recipes';

/** At the lower inline-end corner, over the page; empty (and so invisible) until there is news. */
export const region = componentStyle({
  position: 'fixed',
  insetBlockEnd: '16px',
  insetInlineEnd: '16px',
  zIndex: vars.layer.toast,
  maxInlineSize: 'min(360px, calc(100vw - 32px))',
});

export const notice = componentStyle({
  ...popoverSurface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.standard,
  fontSize: vars.fontSize.standard,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const text = componentStyle({ margin: 0 });

export const actions = componentStyle({ display: 'flex', gap: vars.space.small, justifyContent: 'flex-end' });

/** The answers stand out from the notice's text. */
const answer = componentStyle({ fontWeight: 600 });

/** Load the newer build: the theme's filled button. */
export const reload = `${button({ tone: 'primary' })} ${answer}`;

/** Not now: the theme's outlined button. */
export const later = `${button()} ${answer}`;
