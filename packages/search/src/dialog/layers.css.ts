import { globalLayer } from '@vanilla-extract/css';

// The theme's cascade layers, in the theme's order (see @lectern/theme-react). Declared here too, so the
// order holds whichever stylesheet the page loads first; the dialog's rules go in the components layer.
globalLayer('lectern.reset');
globalLayer('lectern.theme');
export const componentsLayer = globalLayer('lectern.components');
globalLayer('lectern.utilities');
