/**
 * A function's source for a first-paint script written into every page: as the build wrote it, each line's
 * indentation taken off (the functions given here hold no multi-line strings). The function must use only
 * its parameters and the DOM.
 *
 * @example `(${inlineSource(restoreSidebarPlace)})(document)`
 */
// biome-ignore lint/complexity/noBannedTypes: any function's source
export function inlineSource(fn: Function): string {
  return fn.toString().replace(/\n\s+/g, '\n');
}
