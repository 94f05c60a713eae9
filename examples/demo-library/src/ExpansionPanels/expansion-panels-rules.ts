/** How panels look: separated (`default`), joined (`accordion`), or the open one narrower or wider. */
export const EXPANSION_PANEL_VARIANTS = ['default', 'accordion', 'inset', 'popout'] as const;
export type ExpansionPanelVariant = (typeof EXPANSION_PANEL_VARIANTS)[number];

/**
 * The variant, checked.
 *
 * @throws {Error} naming the prop, for a variant outside {@link EXPANSION_PANEL_VARIANTS}.
 */
export function assertExpansionPanelVariant(variant: unknown): ExpansionPanelVariant {
  if (EXPANSION_PANEL_VARIANTS.includes(variant as ExpansionPanelVariant))
    return variant as ExpansionPanelVariant;
  throw new Error(
    `ExpansionPanels: the "variant" prop must be one of ${EXPANSION_PANEL_VARIANTS.join(', ')} (got ${JSON.stringify(variant)})`,
  );
}

/**
 * The open panels after one is toggled: it closes if open; otherwise it opens, alone unless `multiple`.
 *
 * @example toggleOpen(['a'], 'b', false) // ['b']
 */
export function toggleOpen(open: readonly string[], value: string, multiple: boolean): string[] {
  if (open.includes(value)) return open.filter((item) => item !== value);
  return multiple ? [...open, value] : [value];
}

/**
 * The title a key moves focus to among the group's enabled titles, or null for other keys. Up and
 * down wrap; Home and End go to the first and last.
 *
 * @example titleForKey('ArrowDown', 2, 3) // 0
 */
export function titleForKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
