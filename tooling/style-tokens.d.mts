/** Every raw z-index number and rem font size in the style files (`*.css.ts`) under `folder`, as `file:line: reason`. */
export function rawStyleValues(folder: string): string[];
