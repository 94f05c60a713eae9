import { type LocaleEntry, languageMenu } from '@lectern/theme-core';
import { IconLanguages } from '../../icons/IconLanguages';
import { islandLabelText, type Labels } from '../../labels';
import { NavBarDropdown } from './NavBarDropdown';
import { NavBarLanguageLinks } from './NavBarLanguageLinks';

export interface NavBarLanguageMenuProps {
  /** The current page's path, e.g. `/zh-CN/guide/intro`: each link leads to this page in its language. */
  currentPath: string;
  /** The site's base path (`/docs/`), which `currentPath` and the language links are written under. Default: `/`. */
  base?: string | undefined;
  /** The languages the site lists; only enabled ones are offered, and the menu needs two. */
  locales: readonly LocaleEntry[];
  /** The languages that have the current page; the others' links lead to their home. Default: every language. */
  pageLocales?: readonly string[] | undefined;
  labels?: Labels;
}

/**
 * The language dropdown ("Change language"): the current page in each offered language. Hidden when
 * fewer than two languages are offered.
 */
export function NavBarLanguageMenu({
  currentPath,
  base,
  locales,
  pageLocales,
  labels,
}: NavBarLanguageMenuProps) {
  const items = languageMenu(currentPath, locales, { base, pageLocales });
  if (items.length < 2) return null;
  return (
    <NavBarDropdown label={islandLabelText(labels, 'nav.languageMenu')} icon={<IconLanguages />} align="end">
      <NavBarLanguageLinks items={items} />
    </NavBarDropdown>
  );
}
