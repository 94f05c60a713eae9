import { type Feature, featureGridClass } from '@lectern/theme-core';
import { HomeFeature } from './HomeFeature';
import * as styles from './HomeFeatures.css';

export interface HomeFeaturesProps {
  /** The cards, in order. */
  features: Feature[];
}

/**
 * The feature grid of the home layout. Its columns follow the number of cards (theme-core's
 * `featureGridClass`): 2 → two columns, 3 → three, a multiple of 3 → three rows of three, else four.
 */
export function HomeFeatures({ features }: HomeFeaturesProps) {
  if (features.length === 0) return null;
  const gridClass = featureGridClass(features.length);
  const classes = [styles.features, gridClass && styles.grid[gridClass], gridClass].filter(Boolean);
  return (
    <ul className={classes.join(' ')} data-grid={gridClass}>
      {features.map((feature) => (
        <li key={feature.title}>
          <HomeFeature feature={feature} />
        </li>
      ))}
    </ul>
  );
}
