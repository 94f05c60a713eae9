import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { resetLayer } from './layers.css';
import './themes.css';

globalStyle('*, *::before, *::after', { '@layer': { [resetLayer]: { boxSizing: 'border-box' } } });

globalStyle('html', {
  '@layer': {
    [resetLayer]: {
      colorScheme: 'light',
      backgroundColor: vars.color.background,
      color: vars.color.text,
      fontFamily: vars.font.body,
      lineHeight: vars.lineHeight.base,
      WebkitTextSizeAdjust: '100%',
    },
  },
});

globalStyle('[data-theme="dark"], [data-theme="blackguard"]', {
  '@layer': { [resetLayer]: { colorScheme: 'dark' } },
});

globalStyle('body', { '@layer': { [resetLayer]: { margin: 0 } } });

globalStyle('a', { '@layer': { [resetLayer]: { color: vars.color.link } } });

globalStyle(':focus-visible', {
  '@layer': { [resetLayer]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

globalStyle('::selection', { '@layer': { [resetLayer]: { backgroundColor: vars.color.selection } } });

globalStyle('*, *::before, *::after', {
  '@layer': {
    [resetLayer]: {
      '@media': {
        '(prefers-reduced-motion: reduce)': {
          animationDuration: '0.01ms !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto',
        },
      },
    },
  },
});
