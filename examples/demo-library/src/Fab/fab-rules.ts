/** Height of a floating action button of the default size, in pixels. */
export const FAB_HEIGHT = 56;
/** What the large size adds to the default height, in pixels. */
export const FAB_LARGE_EXTRA_HEIGHT = 24;

export type FabSize = 'default' | 'large';

/** Corners a floating action button can sit in; `start` and `end` follow the writing direction. */
export const FAB_LOCATIONS = ['bottom-end', 'bottom-start', 'top-end', 'top-start'] as const;
export type FabLocation = (typeof FAB_LOCATIONS)[number];

export interface FabHeightOptions {
  size?: FabSize;
}

/**
 * The button's height in pixels. The component rules give it as "height 56 plus 24"; we read that as
 * 56 px for the default size and 56 + 24 = 80 px for the large size. Being `extended` (showing the
 * label) makes the button wider, never taller.
 */
export function fabHeight({ size = 'default' }: FabHeightOptions = {}): number {
  return size === 'large' ? FAB_HEIGHT + FAB_LARGE_EXTRA_HEIGHT : FAB_HEIGHT;
}

/**
 * Where the button sits: the given corner, or `bottom-end` for an `app` button that names none. `null`
 * means it stays in the flow of the page.
 */
export function fabPlacement(location: FabLocation | undefined, app: boolean): FabLocation | null {
  return location ?? (app ? 'bottom-end' : null);
}
