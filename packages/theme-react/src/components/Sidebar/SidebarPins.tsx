import { SIDEBAR_PINS_ATTRIBUTE } from '@lectern/theme-core/dom';
import { useId } from 'react';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as itemStyles from './SidebarItem.css';
import * as styles from './SidebarPins.css';

export interface SidebarPinsProps {
  /** The page's language, for the pinned pages' links. */
  locale: string;
  /** The page's address: its own link is marked `aria-current="page"`. */
  currentPath: string;
  labels?: Labels | undefined;
}

/**
 * The visitor's pinned pages, for the top of the sidebar (its `top` slot): a group "Pinned pages" the
 * server draws empty and hidden, which the page's effects script (`startPageEffects`) fills with a
 * subscriber's pins, linked in the page's language. Apart from the Sidebar island, so its code is not
 * part of what every page hydrates.
 */
export function SidebarPins({ locale, currentPath, labels }: SidebarPinsProps) {
  const headingId = useId();
  return (
    <div
      className={styles.pins}
      hidden
      data-locale={locale}
      data-path={currentPath}
      data-link-class={itemStyles.link}
      {...{ [SIDEBAR_PINS_ATTRIBUTE]: '' }}
    >
      <h2 id={headingId} className={itemStyles.groupTitle}>
        {labelText(labels, 'sidebar.pinned')}
      </h2>
      <ul className={itemStyles.list} aria-labelledby={headingId} />
    </div>
  );
}
