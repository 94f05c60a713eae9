/** The grid class of a home page's feature list, or `undefined` when there is no grid. */
export type FeatureGridClass = 'grid-2' | 'grid-3' | 'grid-4' | 'grid-6';

/**
 * Picks the feature grid class from the number of features: 2 gives grid-2; 3 gives grid-3; a multiple
 * of 3 above 3 gives grid-6; any other count above 3 gives grid-4; 0 or 1 give no grid class.
 *
 * @example featureGridClass(6) // 'grid-6'
 */
export function featureGridClass(count: number): FeatureGridClass | undefined {
  if (!Number.isInteger(count) || count < 2) return undefined;
  if (count === 2) return 'grid-2';
  if (count === 3) return 'grid-3';
  if (count % 3 === 0) return 'grid-6';
  return 'grid-4';
}
