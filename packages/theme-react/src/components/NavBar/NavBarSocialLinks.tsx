import { navLinkAttributes } from '@lectern/theme-core';
import { filledIcon } from '../../icons/icon-props';
import type { SocialLinkWithIcon } from '../../icons/social-icons';
import { islandLabelText, type Labels } from '../../labels';
import * as styles from './NavBarSocialLinks.css';

export interface NavBarSocialLinksProps {
  /** The links, with their icons' path data (`withSocialIcons`); a link without one shows its icon name. */
  links: readonly SocialLinkWithIcon[];
  labels?: Labels;
}

/**
 * Icons linking to the project elsewhere (GitHub, Discord, X, Mastodon, Bluesky, YouTube, npm), each
 * named by its `ariaLabel` or its icon's name. The icons come as path data with the links (resolved on the
 * server by `withSocialIcons`), so the island carries only those the site uses; a link without one is
 * shown as its icon name.
 */
export function NavBarSocialLinks({ links, labels }: NavBarSocialLinksProps) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={islandLabelText(labels, 'nav.socialLinks')}>
      {links.map((link) => {
        const { target, rel } = navLinkAttributes(link) ?? {};
        return (
          <li key={link.link}>
            <a
              className={styles.link}
              href={link.link}
              target={target}
              rel={rel}
              aria-label={link.ariaLabel ?? link.icon}
            >
              {link.iconPath ? (
                <svg {...filledIcon} className={styles.icon} aria-hidden="true" focusable="false">
                  <path d={link.iconPath} />
                </svg>
              ) : (
                link.icon
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
