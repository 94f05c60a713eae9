import { type LocaleEntry, languageMenu } from '@lectern/theme-core';
import { IconLanguages } from '../../icons/IconLanguages';
import { islandLabelText, type Labels } from '../../labels';
import { NavBarDropdown } from './NavBarDropdown';
import { NavBarLanguageLinks } from './NavBarLanguageLinks';

export interface NavBarLanguageMenuProps {
  currentPath: string;
  locales: readonly LocaleEntry[];
  labels?: Labels;
}

/**
 * The language dropdown ("Change language"): the current page in each offered language. Hidden when
 * fewer than two languages are offered.
 */
export function NavBarLanguageMenu({ currentPath, locales, labels }: NavBarLanguageMenuProps) {
  const items = languageMenu(currentPath, locales);
  if (items.length < 2) return null;
  return (
    <NavBarDropdown label={islandLabelText(labels, 'nav.languageMenu')} icon={<IconLanguages />} align="end">
      <NavBarLanguageLinks items={items} />
    </NavBarDropdown>
  );
}
