import { type StyleRule, style } from '@vanilla-extract/css';
import { componentsLayer } from './layers.css';

/** The style rules a component may set: anything but the layer, which is always the components layer. */
export type ComponentStyleRule = Omit<StyleRule, '@layer'>;

/** A class whose rules sit in the `lectern.components` layer, so a site's own CSS wins over them. */
export function componentStyle(rules: ComponentStyleRule, debugId?: string): string {
  return style({ '@layer': { [componentsLayer]: rules } } as StyleRule, debugId);
}
