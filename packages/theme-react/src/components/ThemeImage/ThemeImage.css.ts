import { globalStyle, style } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { componentsLayer } from '../../theme/layers.css';

export const image = componentStyle({ maxWidth: '100%', height: 'auto' });

/** Shown in the light theme only. */
export const lightOnly = style({});
/** Shown in the dark themes (dark, blackguard) only. */
export const darkOnly = style({});

globalStyle(`:root:not([data-theme="dark"]):not([data-theme="blackguard"]) ${darkOnly}`, {
  '@layer': { [componentsLayer]: { display: 'none' } },
});
globalStyle(`:is([data-theme="dark"], [data-theme="blackguard"]) ${lightOnly}`, {
  '@layer': { [componentsLayer]: { display: 'none' } },
});

/** Shown in the dark theme only (an image with a blackguard version of its own). */
export const darkThemeOnly = style({});
/** Shown in the blackguard theme only. */
export const blackguardOnly = style({});

globalStyle(`:root:not([data-theme="dark"]) ${darkThemeOnly}`, {
  '@layer': { [componentsLayer]: { display: 'none' } },
});
globalStyle(`:root:not([data-theme="blackguard"]) ${blackguardOnly}`, {
  '@layer': { [componentsLayer]: { display: 'none' } },
});
