import { type LocaleEntry, languageMenu } from '@lectern/theme-core';
import { useId } from 'react';
import { islandLabelText, type Labels } from '../../labels';
import { NavBarLanguageLinks } from '../NavBar/NavBarLanguageLinks';
import * as styles from './NavScreen.css';

export interface NavScreenLanguagesProps {
  currentPath: string;
  /** The site's base path (`/docs/`), which `currentPath` and the links are written under. Default: `/`. */
  base?: string | undefined;
  locales: readonly LocaleEntry[];
  /** The languages that have the current page; the others' links lead to their home. Default: every language. */
  pageLocales?: readonly string[] | undefined;
  labels?: Labels;
}

/** The languages in the mobile screen, under the title "Change language"; nothing with fewer than two. */
export function NavScreenLanguages({
  currentPath,
  base,
  locales,
  pageLocales,
  labels,
}: NavScreenLanguagesProps) {
  const titleId = useId();
  const items = languageMenu(currentPath, locales, { base, pageLocales });
  if (items.length < 2) return null;
  return (
    <div className={styles.section}>
      <p id={titleId} className={styles.sectionTitle}>
        {islandLabelText(labels, 'nav.languageMenu')}
      </p>
      <NavBarLanguageLinks items={items} labelledBy={titleId} linkClassName={styles.link} />
    </div>
  );
}
