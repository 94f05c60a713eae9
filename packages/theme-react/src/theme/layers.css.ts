import { globalLayer } from '@vanilla-extract/css';

// The theme's cascade layers, declared once in this order. A site's own styles are not in a layer, so
// they win over all of these without `!important`.
export const resetLayer = globalLayer('lectern.reset');
export const themeLayer = globalLayer('lectern.theme');
export const componentsLayer = globalLayer('lectern.components');
export const utilitiesLayer = globalLayer('lectern.utilities');
