import { CASCADE_LAYERS } from '@lectern/theme-core/dom';
import { globalLayer } from '@vanilla-extract/css';

// The theme's cascade layers (theme-core's `CASCADE_LAYERS`), declared here too in their order, so the
// order holds whichever stylesheet the page loads first; the dialog's rules go in the components layer.
const layers = CASCADE_LAYERS.map((name) => globalLayer(name));
export const componentsLayer = layers[CASCADE_LAYERS.indexOf('lectern.components')] as string;
