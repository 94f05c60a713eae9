// How the navigation bar fits its window, between the markup, its stylesheet and the page's effects:
// the effects measure the bar and set the attribute on `<html>`; the stylesheet reads it. Apart from
// both, so that neither loads the other.

/** The attribute of `<html>` that says how the bar fits; left out while everything fits as drawn. */
export const NAV_FIT_ATTRIBUTE = 'data-nav-fit';

/**
 * The steps the bar takes when its items do not fit beside the site's title, in order: `compact` shows
 * the search button as its icon alone; `menu` also gathers the main menu, the languages, the appearance
 * switch and the social links into the menu button, as on a phone.
 */
export const NAV_FIT_STEPS = ['compact', 'menu'] as const;

/** A step of {@link NAV_FIT_STEPS}. */
export type NavFitStep = (typeof NAV_FIT_STEPS)[number];

/** The bar itself (`<header>`), which the effects measure. */
export const NAV_BAR_ATTRIBUTE = 'data-lectern-nav-bar';
/** The part of the bar after the title, holding search and the menus. */
export const NAV_BAR_ITEMS_ATTRIBUTE = 'data-nav-bar-items';
/** The site title's text in the bar, which must not be cut short. */
export const NAV_BAR_TITLE_ATTRIBUTE = 'data-nav-bar-title';
