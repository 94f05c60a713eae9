import {
  type Appearance,
  appearanceSwitch,
  type LocaleEntry,
  languageMenu,
  type VersionMenuItem,
} from '@lectern/theme-core';
import { useId } from 'react';
import { IconMoreHorizontal } from '../../icons/IconMoreHorizontal';
import type { SocialLinkWithIcon } from '../../icons/social-icons';
import { islandLabelText, type Labels } from '../../labels';
import { NavBarAppearance } from './NavBarAppearance';
import { NavBarDropdown } from './NavBarDropdown';
import * as styles from './NavBarExtra.css';
import { NavBarLanguageLinks } from './NavBarLanguageLinks';
import { sectionTitle } from './NavBarMenuGroup.css';
import { NavBarSocialLinks } from './NavBarSocialLinks';
import { NavBarVersionLinks } from './NavBarVersionLinks';

export interface NavBarExtraProps {
  /** The current page's path, e.g. `/zh-CN/guide/intro`: each language's link leads to this page in it. */
  currentPath: string;
  /** The site's base path (`/docs/`), which `currentPath` and the language links are written under. Default: `/`. */
  base?: string | undefined;
  /** From theme-core's `versionMenu`: the menu has a version section when there are two or more. */
  versions?: readonly VersionMenuItem[] | undefined;
  /** The languages the site lists; the menu has a language section when two or more are offered. */
  locales?: readonly LocaleEntry[];
  /** The languages that have the current page; the others' links lead to their home. Default: every language. */
  pageLocales?: readonly string[] | undefined;
  /**
   * The site's appearance setting; the menu holds the switch when it offers a choice (`true`, `'dark'`),
   * not with `false`, `'force-dark'` or `'force-auto'`. Default: `true`.
   */
  appearance?: Appearance;
  /** The project's links elsewhere (GitHub…), each with its icon (see `withSocialIcons`), as a row of icons. */
  socialLinks?: readonly SocialLinkWithIcon[];
  labels?: Labels;
}

/**
 * The "…" dropdown ("Extra navigation") that gathers what does not fit in a narrow bar: the versions,
 * the languages, the appearance switch and the social links. Renders nothing when it would be empty; the bar shows it
 * only between 768 and 959 px.
 */
export function NavBarExtra({
  currentPath,
  base,
  versions = [],
  locales = [],
  pageLocales,
  appearance,
  socialLinks = [],
  labels,
}: NavBarExtraProps) {
  const versionsId = useId();
  const languagesId = useId();
  const showVersions = versions.length > 1;
  const languages = languageMenu(currentPath, locales, { base, pageLocales });
  const showLanguages = languages.length > 1;
  const showAppearance = appearanceSwitch(appearance).showSwitch;
  if (!showVersions && !showLanguages && !showAppearance && socialLinks.length === 0) return null;
  return (
    <NavBarDropdown
      label={islandLabelText(labels, 'nav.extraMenu')}
      icon={<IconMoreHorizontal />}
      align="end"
      chevron={false}
    >
      {showVersions && (
        <div className={styles.group}>
          <p id={versionsId} className={sectionTitle}>
            {islandLabelText(labels, 'nav.versionMenu')}
          </p>
          <NavBarVersionLinks items={versions} labelledBy={versionsId} labels={labels} />
        </div>
      )}
      {showLanguages && (
        <div className={styles.group}>
          <p id={languagesId} className={sectionTitle}>
            {islandLabelText(labels, 'nav.languageMenu')}
          </p>
          <NavBarLanguageLinks items={languages} labelledBy={languagesId} />
        </div>
      )}
      {showAppearance && (
        <div className={styles.group}>
          <NavBarAppearance appearance={appearance} withLabel labels={labels} />
        </div>
      )}
      {socialLinks.length > 0 && (
        <div className={styles.group}>
          <NavBarSocialLinks links={socialLinks} labels={labels} />
        </div>
      )}
    </NavBarDropdown>
  );
}
