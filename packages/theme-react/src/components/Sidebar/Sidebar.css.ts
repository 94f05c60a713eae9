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
/** The visitor's rail drawer (a subscriber perk): the sidebar is a rail until hovered or focused. */
const railRoot = 'html[data-rail-drawer]';
const duration = vars.motion.standard;

export const sidebar = componentStyle({
  boxSizing: 'border-box',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: `${vars.space.xlarge} ${vars.space.section}`,
  paddingInline: `${vars.space.xlarge} ${vars.space.standard}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  '@media': {
    [narrow]: {
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      zIndex: vars.layer.drawer,
      inlineSize: `min(${vars.layout.sidebarWidth}, calc(100vw - 48px))`,
      // Off-canvas and out of the accessibility tree until opened; the direction follows the text. Its
      // links are not styled or laid out either until then: on a phone they were a third of the page's
      // first full layout, for a list nobody sees yet.
      transform: 'translateX(-100%)',
      visibility: 'hidden',
      contentVisibility: 'hidden',
      selectors: {
        '[dir="rtl"] &': { transform: 'translateX(100%)' },
        [`${openRoot} &`]: {
          transform: 'none',
          visibility: 'visible',
          contentVisibility: 'visible',
          boxShadow: vars.shadow.drawer,
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
      selectors: {
        // A rail as wide as its column; its links stay in the page (and in the tab order), hidden.
        [`${railRoot} &`]: { inlineSize: vars.layout.railWidth, overflow: 'hidden', zIndex: vars.layer.rail },
        // Widened over the content while the pointer is on it or focus is in it.
        [`${railRoot} &:hover, ${railRoot} &:focus-within`]: {
          inlineSize: vars.layout.sidebarWidth,
          overflowY: 'auto',
          boxShadow: vars.shadow.popover,
        },
      },
    },
    [motionOk]: {
      selectors: {
        // Not during the first 300 ms, so the sidebar never animates on load.
        // Closing, its links stay drawn until it has slid away.
        '&[data-ready]': {
          transition: `transform ${duration} ease, visibility 0s linear ${duration}, content-visibility 0s linear ${duration}`,
          transitionBehavior: 'allow-discrete',
        },
        [`${openRoot} &[data-ready]`]: { transition: `transform ${duration} ease` },
        [`${railRoot} &[data-ready]`]: { transition: `inline-size ${duration} ease` },
      },
    },
  },
});

// The rail shows a menu mark, and its content only once widened.
const railed = `${railRoot} ${sidebar}:not(:hover, :focus-within)`;
// The pinned pages sit in an Astro slot (`display: contents`), so they are hidden by name.
globalStyle(`${railed} > *, ${railed} [data-lectern-sidebar-pins]`, {
  '@layer': { [componentsLayer]: { '@media': { [wide]: { opacity: 0 } } } },
});
globalStyle(`${railed}::before`, {
  '@layer': {
    [componentsLayer]: {
      '@media': {
        [wide]: {
          content: '"☰"',
          position: 'absolute',
          insetBlockStart: '20px',
          insetInlineStart: 0,
          inlineSize: vars.layout.railWidth,
          textAlign: 'center',
          fontSize: vars.fontSize.xlarge,
          color: vars.color.textMuted,
        },
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
      zIndex: vars.layer.backdrop,
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
