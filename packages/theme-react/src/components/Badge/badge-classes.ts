import type { Tone } from '@lectern/theme-core';

/**
 * Badges carry fixed class names (`lectern-badge lectern-badge-tip`): the Markdown of a page writes them
 * as HTML (`:badge[New]{type=tip}`), and the sidebar draws them with `Badge`; both get the same styles.
 */
export const BADGE_CLASS = 'lectern-badge';

/** The class of a badge's tone: `lectern-badge-tip`. */
export function badgeToneClass(tone: Tone): string {
  return `${BADGE_CLASS}-${tone}`;
}
