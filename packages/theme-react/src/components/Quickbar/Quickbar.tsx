import { SEARCH_BUTTON_ATTRIBUTE } from '@lectern/theme-core';
import { useId } from 'react';
import { QUICKBAR_ATTRIBUTE, QUICKBAR_LIST_ATTRIBUTE } from '../../effects/page-attributes';
import { IconSearch } from '../../icons/IconSearch';
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
  /** Shows a search button (the site has search). Default: `true`. */
  search?: boolean | undefined;
  labels?: Labels | undefined;
}

/**
 * The quickbar above a doc page's content: the pages read last (kept in this browser only), the pinned
 * pages, and a search button. The server draws it empty; the page's effects script (`startPageEffects`)
 * remembers the page as read and fills the lists. Hidden for a subscriber who turned it off
 * (`data-quickbar-off` on `<html>`, set before the first paint).
 */
export function Quickbar({ page, search = true, labels }: QuickbarProps) {
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
      {search && (
        <button type="button" className={styles.search} {...{ [SEARCH_BUTTON_ATTRIBUTE]: '' }}>
          <IconSearch className={styles.icon} />
          {labelText(labels, 'nav.search')}
        </button>
      )}
    </nav>
  );
}
