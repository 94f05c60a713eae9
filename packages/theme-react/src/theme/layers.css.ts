import { CASCADE_LAYERS } from '@lectern/theme-core/dom';
import { globalLayer } from '@vanilla-extract/css';

// The theme's cascade layers (theme-core's `CASCADE_LAYERS`), declared in their order. A site's own
// styles are not in a layer, so they win over all of these without `!important`.
export const [resetLayer, themeLayer, componentsLayer, utilitiesLayer] = CASCADE_LAYERS.map((name) =>
  globalLayer(name),
) as [string, string, string, string];
