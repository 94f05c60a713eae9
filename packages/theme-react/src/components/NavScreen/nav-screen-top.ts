/**
 * The custom property on `<html>` that holds where the open nav screen starts: the bar's bottom edge,
 * measured as it opens (lower than the bar's height while a banner shows above the bar). Apart from the
 * hook that sets it and the stylesheet that reads it, so that neither loads the other.
 */
export const NAV_SCREEN_TOP_PROPERTY = '--lectern-nav-screen-top';
