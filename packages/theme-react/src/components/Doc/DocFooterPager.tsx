import { fallbackLanguage, type PagerLink, type PrevNext } from '@lectern/theme-core';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './DocFooterPager.css';
import { DocFooterPagerLink } from './DocFooterPagerLink';

export interface DocFooterPagerProps extends PrevNext {
  /** The previous page (title and link), at the start under `prevLabel`. Left out, its place stays empty. */
  prev?: PagerLink;
  /** The next page (title and link), at the end under `nextLabel`. Left out, its place stays empty. */
  next?: PagerLink;
  /** The label above the previous link; the theme's `docFooter.prev`. Default: "Previous page". */
  prevLabel?: string | undefined;
  /** The label above the next link; the theme's `docFooter.next`. Default: "Next page". */
  nextLabel?: string | undefined;
  /** The page's language: default labels are marked `lang="en"` where they fall back to English. */
  locale?: string | undefined;
  labels?: Labels | undefined;
}

/**
 * The previous/next links at the foot of a doc page, as resolved by theme-core's `resolvePrevNext`. A
 * missing side leaves its place empty, so "next" always sits at the end. Nothing when both are missing.
 */
export function DocFooterPager({ prev, next, prevLabel, nextLabel, locale, labels }: DocFooterPagerProps) {
  if (!prev && !next) return null;
  return (
    <nav className={styles.pager} aria-label={labelText(labels, 'docFooter.pager')}>
      {prev && (
        <DocFooterPagerLink
          link={prev}
          rel="prev"
          label={prevLabel ?? labelText(labels, 'docFooter.prev')}
          labelLang={prevLabel === undefined ? fallbackLanguage(labels, 'docFooter.prev', locale) : undefined}
          className={styles.prev}
        />
      )}
      {next && (
        <DocFooterPagerLink
          link={next}
          rel="next"
          label={nextLabel ?? labelText(labels, 'docFooter.next')}
          labelLang={nextLabel === undefined ? fallbackLanguage(labels, 'docFooter.next', locale) : undefined}
          className={styles.next}
        />
      )}
    </nav>
  );
}
