import { BREAKPOINTS } from '@lectern/theme-core';
import { globalStyle } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

/** Below 960 px the sidebar is an off-canvas overlay; the exact complement of `wide`. */
const narrow = `not all and (min-width: ${BREAKPOINTS.sidebar}px)`;
/** From 960 px the sidebar is a column beside the content. */
const wide = `(min-width: ${BREAKPOINTS.sidebar}px)`;
/** Transitions only for people who did not ask for reduced motion. */
const motionOk = '(prefers-reduced-motion: no-preference)';
const openRoot = 'html[data-sidebar-open]';
const duration = '0.25s';

export const sidebar = componentStyle({
  boxSizing: 'border-box',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: '24px 48px',
  paddingInline: '24px 16px',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.875rem',
  '@media': {
    [narrow]: {
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      zIndex: 60,
      inlineSize: `min(${vars.layout.sidebarWidth}, calc(100vw - 48px))`,
      // Off-canvas and out of the accessibility tree until opened; the direction follows the text.
      transform: 'translateX(-100%)',
      visibility: 'hidden',
      selectors: {
        '[dir="rtl"] &': { transform: 'translateX(100%)' },
        [`${openRoot} &`]: {
          transform: 'none',
          visibility: 'visible',
          boxShadow: '0 8px 32px rgb(0 0 0 / 0.3)',
        },
      },
    },
    [wide]: {
      position: 'sticky',
      insetBlockStart: vars.layout.navHeight,
      alignSelf: 'start',
      inlineSize: vars.layout.sidebarWidth,
      flexShrink: 0,
      blockSize: `calc(100dvh - ${vars.layout.navHeight})`,
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
    [motionOk]: {
      selectors: {
        // Not during the first 300 ms, so the sidebar never animates on load.
        '&[data-ready]': { transition: `transform ${duration} ease, visibility 0s linear ${duration}` },
        [`${openRoot} &[data-ready]`]: { transition: `transform ${duration} ease` },
      },
    },
  },
});

/** The backdrop of the overlay: a full-screen "Close sidebar" button behind it. */
export const backdrop = componentStyle({
  display: 'none',
  '@media': {
    [narrow]: {
      display: 'block',
      position: 'fixed',
      inset: 0,
      zIndex: 50,
      inlineSize: '100%',
      blockSize: '100%',
      margin: 0,
      padding: 0,
      border: 0,
      cursor: 'default',
      backgroundColor: 'rgb(0 0 0 / 0.6)',
      opacity: 0,
      visibility: 'hidden',
      selectors: { [`${openRoot} &`]: { opacity: 1, visibility: 'visible' } },
    },
    [motionOk]: {
      selectors: {
        '&[data-ready]': { transition: `opacity ${duration} ease, visibility 0s linear ${duration}` },
        [`${openRoot} &[data-ready]`]: { transition: `opacity ${duration} ease` },
      },
    },
  },
});

export const rootList = componentStyle({ margin: 0, padding: 0, listStyle: 'none' });

// The page behind the open overlay does not scroll.
globalStyle(openRoot, {
  '@layer': { [componentsLayer]: { '@media': { [narrow]: { overflow: 'hidden' } } } },
});
