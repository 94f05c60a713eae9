/**
 * Every raw z-index number, rem font size, breakpoint, shadow and transition or animation duration in the
 * style files (`*.css.ts`) under `folder`, as `file:line: reason`.
 */
export function rawStyleValues(folder: string): string[];

/**
 * Every raw z-index number, rem font size, shadow, transition or animation duration, and media-query width
 * that is not one of `breakpoints`, in the CSS of a site's pages under `folder` (the `<style>` blocks of its
 * `.astro` files and its `.css` files), as `file:line: reason`.
 */
export function rawSiteStyleValues(folder: string, options: { breakpoints: readonly number[] }): string[];
