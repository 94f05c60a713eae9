import { QUICKBAR_ATTRIBUTE, QUICKBAR_LIST_ATTRIBUTE } from '@lectern/theme-core/dom';
import { useId } from 'react';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './Quickbar.css';

/** The page a quickbar sits on. */
export interface QuickbarPage {
  /** Its address, as the browser shows it: `/en/components/alert/`. */
  path: string;
  /** Its title, as the quickbar lists it once read. */
  title: string;
  /** Its language, for the links of pinned pages. */
  locale: string;
}

export interface QuickbarProps {
  /**
   * The page it sits on, written into the bar's `data-*` attributes: the page effects remember it as read
   * and leave it out of the lists.
   */
  page: QuickbarPage;
  labels?: Labels | undefined;
}

/**
 * The quickbar above a doc page's content: the pages read last (kept in this browser only) and the
 * pinned pages. The server draws it empty; the page's effects script (`startQuickbar`) remembers the page
 * as read and fills the lists. It takes no space while it has nothing to list: it shows only under
 * `data-quickbar-filled` on `<html>`, which the first-paint script (`appearanceScript`) sets when this
 * browser has pages to list, so that the page does not move when the lists fill. Hidden for a subscriber
 * who turned it off (`data-quickbar-off`, set before the first paint too).
 */
export function Quickbar({ page, labels }: QuickbarProps) {
  const id = useId();
  const list = (name: 'recent' | 'pinned') => (
    <div className={styles.group} hidden {...{ [QUICKBAR_LIST_ATTRIBUTE]: name }}>
      <span id={`${id}-${name}`} className={styles.heading}>
        {labelText(labels, name === 'recent' ? 'quickbar.recent' : 'quickbar.pinned')}
      </span>
      <ul className={styles.list} aria-labelledby={`${id}-${name}`} />
    </div>
  );
  return (
    <nav
      className={styles.quickbar}
      aria-label={labelText(labels, 'quickbar.label')}
      data-pagefind-ignore="all"
      data-path={page.path}
      data-title={page.title}
      data-locale={page.locale}
      {...{ [QUICKBAR_ATTRIBUTE]: '' }}
    >
      {list('recent')}
      {list('pinned')}
    </nav>
  );
}
