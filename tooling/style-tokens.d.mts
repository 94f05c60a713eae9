/**
 * Every raw z-index number, rem font size, breakpoint, shadow and transition or animation duration in the
 * style files (`*.css.ts`) under `folder`, as `file:line: reason`.
 */
export function rawStyleValues(folder: string): string[];
