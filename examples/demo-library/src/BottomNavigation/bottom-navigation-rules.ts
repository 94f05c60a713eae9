/** How labels show: `horizontal` puts them beside the icon, `shift` shows only the active one's. */
export const BOTTOM_NAVIGATION_MODES = ['horizontal', 'shift'] as const;
export type BottomNavigationMode = (typeof BOTTOM_NAVIGATION_MODES)[number];

/** How tightly the bar is packed. */
export const BOTTOM_NAVIGATION_DENSITIES = ['default', 'comfortable', 'compact'] as const;
export type BottomNavigationDensity = (typeof BOTTOM_NAVIGATION_DENSITIES)[number];

/** The height of the bar at the default density, in pixels. */
export const BOTTOM_NAVIGATION_HEIGHT = 56;

const DENSITY_REDUCTION: Record<BottomNavigationDensity, number> = {
  default: 0,
  comfortable: 8,
  compact: 16,
};

/**
 * The height of the bar in pixels: 56, minus 8 when comfortable and minus 16 when compact.
 *
 * @throws {Error} for a density outside {@link BOTTOM_NAVIGATION_DENSITIES}.
 * @example bottomNavigationHeight('compact') // 40
 */
export function bottomNavigationHeight(density: BottomNavigationDensity = 'default'): number {
  if (!BOTTOM_NAVIGATION_DENSITIES.includes(density)) {
    throw new Error(
      `BottomNavigation: the "density" prop must be one of ${BOTTOM_NAVIGATION_DENSITIES.join(', ')} (got ${JSON.stringify(density)})`,
    );
  }
  return BOTTOM_NAVIGATION_HEIGHT - DENSITY_REDUCTION[density];
}

/**
 * The mode, checked; undefined means labels stacked under the icons.
 *
 * @throws {Error} for a mode outside {@link BOTTOM_NAVIGATION_MODES}.
 */
export function assertBottomNavigationMode(mode: unknown): BottomNavigationMode | undefined {
  if (mode === undefined || BOTTOM_NAVIGATION_MODES.includes(mode as BottomNavigationMode)) {
    return mode as BottomNavigationMode | undefined;
  }
  throw new Error(
    `BottomNavigation: the "mode" prop must be one of ${BOTTOM_NAVIGATION_MODES.join(', ')} (got ${JSON.stringify(mode)})`,
  );
}

/**
 * Whether an item shows its label: always, except for the inactive items in `shift` mode.
 *
 * @example showsLabel('shift', false) // false
 */
export function showsLabel(mode: BottomNavigationMode | undefined, active: boolean): boolean {
  return mode !== 'shift' || active;
}

/**
 * The item an arrow move lands on, wrapping at both ends; `'first'` and `'last'` for Home and End.
 *
 * @example movedIndex(3, 1, 4) // 0
 */
export function movedIndex(current: number, step: -1 | 1 | 'first' | 'last', count: number): number {
  if (step === 'first') return 0;
  if (step === 'last') return count - 1;
  return (current + step + count) % count;
}
