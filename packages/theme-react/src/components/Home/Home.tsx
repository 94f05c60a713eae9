import type { Feature, Hero } from '@lectern/theme-core';
import type { ReactNode } from 'react';
import type { Labels } from '../../labels';
import { DocContent } from '../Doc/DocContent';
import { isFilledSlot } from '../Doc/is-filled-slot';
import { HomeFeatures } from '../HomeFeatures/HomeFeatures';
import * as styles from './Home.css';
import { HomeHero } from './HomeHero';

export interface HomeProps {
  /** The hero; leave it out for none (`resolveLayout(…).regions.hero` is false). */
  hero?: Hero | undefined;
  /** The feature cards; leave them out (or empty) for no grid. */
  features?: Feature[] | undefined;
  /** The page's rendered markdown, shown below the features. */
  children?: ReactNode;
  /** Interface texts; the home layout has none of its own yet, it takes them like every component. */
  labels?: Labels | undefined;
}

/** The home layout: the hero, then the feature grid, then the page's markdown content. */
export function Home({ hero, features = [], children }: HomeProps) {
  return (
    <main id="main-content" tabIndex={-1} className={styles.home} data-pagefind-body="">
      {hero && <HomeHero hero={hero} />}
      {features.length > 0 && (
        <div className={styles.features}>
          <HomeFeatures features={features} />
        </div>
      )}
      {isFilledSlot(children) && (
        <div className={styles.content}>
          <DocContent>{children}</DocContent>
        </div>
      )}
    </main>
  );
}
