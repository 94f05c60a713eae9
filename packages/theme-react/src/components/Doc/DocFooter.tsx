import { editLinkUrl, type PageMetadata, type PrevNext, type ThemeConfig } from '@lectern/theme-core';
import type { Labels } from '../../labels';
import * as styles from './DocFooter.css';
import { DocFooterEditLink } from './DocFooterEditLink';
import { DocFooterLastUpdated, type Timestamp } from './DocFooterLastUpdated';
import { DocFooterPager } from './DocFooterPager';

/** The theme settings the doc footer reads. */
export type DocFooterTheme = Pick<ThemeConfig, 'editLink' | 'lastUpdated' | 'docFooter'>;

export interface DocFooterProps {
  /** The page's source path relative to the source folder, e.g. `guide/intro.md` (fills `:path`). */
  relativePath: string;
  /** The page's frontmatter: `editLink: false` hides the edit link; `lastUpdated: false` hides the time. */
  frontmatter?: Pick<PageMetadata, 'editLink' | 'lastUpdated'> | undefined;
  /** When the page last changed (e.g. its last commit). A date in the frontmatter wins over it. */
  lastUpdated?: Timestamp | undefined;
  /** The theme's `editLink`, `lastUpdated` and `docFooter` settings; their texts win over `labels`. */
  theme?: DocFooterTheme | undefined;
  /** The previous and next pages, already resolved by theme-core's `resolvePrevNext`. */
  prevNext?: PrevNext | undefined;
  /** The page's language, for the last-updated time and for marking English fallback texts. Default: `en`. */
  locale?: string | undefined;
  /** The time zone of the last-updated time, e.g. `UTC`. Default: the server's own. */
  timeZone?: string | undefined;
  labels?: Labels | undefined;
}

/**
 * The foot of a doc page: the "Edit this page" link, the last-updated time and the previous/next pager.
 * Each part shows only when it has something to show; with none, nothing is rendered.
 */
export function DocFooter({
  relativePath,
  frontmatter = {},
  lastUpdated,
  theme = {},
  prevNext = {},
  locale,
  timeZone,
  labels,
}: DocFooterProps) {
  const editHref = editLinkUrl(theme.editLink?.pattern, relativePath, frontmatter.editLink);
  const timestamp = lastUpdatedTime(frontmatter.lastUpdated, lastUpdated);
  // A theme label set to `false` hides that side, even if the caller resolved it without the labels.
  const prev = theme.docFooter?.prev === false ? undefined : prevNext.prev;
  const next = theme.docFooter?.next === false ? undefined : prevNext.next;
  if (editHref === undefined && timestamp === undefined && !prev && !next) return null;
  return (
    <footer className={styles.docFooter} data-pagefind-ignore="">
      {(editHref !== undefined || timestamp !== undefined) && (
        <div className={styles.meta}>
          {editHref !== undefined && (
            <DocFooterEditLink href={editHref} text={theme.editLink?.text} locale={locale} labels={labels} />
          )}
          {timestamp !== undefined && (
            <DocFooterLastUpdated
              timestamp={timestamp}
              locale={locale}
              formatOptions={theme.lastUpdated?.formatOptions}
              timeZone={timeZone}
              text={theme.lastUpdated?.text}
              labels={labels}
            />
          )}
        </div>
      )}
      <DocFooterPager
        prev={prev}
        next={next}
        prevLabel={pagerLabel(theme.docFooter?.prev)}
        nextLabel={pagerLabel(theme.docFooter?.next)}
        locale={locale}
        labels={labels}
      />
    </footer>
  );
}

/** The page's own date wins; `false` hides the time; otherwise the given timestamp, if any. */
function lastUpdatedTime(
  pageSetting: PageMetadata['lastUpdated'],
  timestamp: Timestamp | undefined,
): Timestamp | undefined {
  if (pageSetting === false) return undefined;
  if (pageSetting instanceof Date) return pageSetting;
  return timestamp;
}

/** A theme pager label, or the default one when it is not a string. */
function pagerLabel(label: string | false | undefined): string | undefined {
  return typeof label === 'string' ? label : undefined;
}
