import { fallbackLanguage, type HouseAd as HouseAdConfig } from '@lectern/theme-core';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './HouseAd.css';

export interface HouseAdProps {
  /** The ad, from the theme config's `ad`; its `link` as the page should link it. */
  ad: HouseAdConfig;
  /** The page's language: the ad mark is marked `lang="en"` where it falls back to English. */
  locale?: string | undefined;
  labels?: Labels | undefined;
}

/**
 * The site's own ad on doc pages (e.g. an invitation to sponsor the project): a labelled region whose
 * card links to the ad's page, marked as an ad. Hidden for a subscriber who turned ads off
 * (`data-ads-off` on `<html>`, set before the first paint).
 */
export function HouseAd({ ad, locale, labels }: HouseAdProps) {
  return (
    <section className={styles.slot} aria-label={labelText(labels, 'ad.label')} data-pagefind-ignore="all">
      <a className={styles.card} href={ad.link}>
        <span className={styles.title}>{ad.title}</span> <span className={styles.text}>{ad.text}</span>
      </a>
      <span className={styles.mark} lang={fallbackLanguage(labels, 'ad.mark', locale)}>
        {labelText(labels, 'ad.mark')}
      </span>
    </section>
  );
}
