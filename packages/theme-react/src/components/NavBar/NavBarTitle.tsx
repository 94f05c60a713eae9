import type { ThemeableImage } from '@lectern/theme-core';
import { islandLabelText, type Labels } from '../../labels';
import { ThemeImage } from '../ThemeImage/ThemeImage';
import * as styles from './NavBarTitle.css';
import { NAV_BAR_TITLE_ATTRIBUTE } from './nav-bar-fit';

export interface NavBarTitleProps {
  /** The site's title; `false` (or leaving it out) shows the logo alone. */
  siteTitle?: string | false;
  /** The logo, with light and dark variants if needed. */
  logo?: ThemeableImage;
  /** Where the title leads. */
  link: string;
  labels?: Labels;
}

/**
 * The logo and site title, one link home. Beside the title the logo is decorative; alone, it is named
 * by its own alternative text, else "Home". Renders nothing without a logo or a title.
 */
export function NavBarTitle({ siteTitle, logo, link, labels }: NavBarTitleProps) {
  const showTitle = typeof siteTitle === 'string' && siteTitle !== '';
  if (!logo && !showTitle) return null;
  const logoAlt = typeof logo === 'object' ? logo.alt : undefined;
  const image = showTitle && typeof logo === 'object' ? { ...logo, alt: '' } : logo;
  return (
    <a
      className={styles.title}
      href={link}
      aria-label={!showTitle && !logoAlt ? islandLabelText(labels, 'nav.home') : undefined}
    >
      {image && <ThemeImage image={image} className={styles.logo} />}
      {showTitle && (
        <span className={styles.text} {...{ [NAV_BAR_TITLE_ATTRIBUTE]: '' }}>
          {siteTitle}
        </span>
      )}
    </a>
  );
}
