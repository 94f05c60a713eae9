import { type StyleRule, style } from '@vanilla-extract/css';
import { componentsLayer } from './layers.css';

/** A class whose rules sit in the `lectern.components` layer, so a site's own CSS wins over them. */
export function componentStyle(rules: Omit<StyleRule, '@layer'>, debugId?: string): string {
  return style({ '@layer': { [componentsLayer]: rules } } as StyleRule, debugId);
}

/** Rules for elements inside a component, in the same layer. */
export function inComponentsLayer(rules: Omit<StyleRule, '@layer'>): StyleRule {
  return { '@layer': { [componentsLayer]: rules } } as StyleRule;
}
