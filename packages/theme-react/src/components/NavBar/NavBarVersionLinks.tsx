import type { VersionMenuItem } from '@lectern/theme-core';
import { VERSION_LINK_ATTRIBUTE } from '@lectern/theme-core/dom';
import { islandLabelText, type Labels } from '../../labels';
import { list } from './NavBarLanguageLinks.css';
import { item as itemStyle } from './NavBarMenuLink.css';
import * as styles from './NavBarVersionLinks.css';

export interface NavBarVersionLinksProps {
  /** From theme-core's `versionMenu`: the current page in each version. */
  items: readonly VersionMenuItem[];
  /** The id of a title naming the list. */
  labelledBy?: string;
  /** The class of each link. Default: a dropdown item. */
  linkClassName?: string;
  labels?: Labels | undefined;
}

/**
 * The list of versions, each linking to the same page in that version (or its home) and carrying the
 * version's name in `data-lectern-version`, for the build that puts the versions together to set the
 * link again; the version being read is marked `aria-current="true"`, the latest says so beside it.
 */
export function NavBarVersionLinks({
  items,
  labelledBy,
  linkClassName = itemStyle,
  labels,
}: NavBarVersionLinksProps) {
  return (
    <ul className={list} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.name}>
          <a
            className={`${linkClassName} ${styles.link}`}
            href={item.link}
            aria-current={item.current ? 'true' : undefined}
            {...{ [VERSION_LINK_ATTRIBUTE]: item.name }}
          >
            <span>{item.label}</span>
            {item.latest && (
              <>
                {' '}
                <span className={styles.latest}>{islandLabelText(labels, 'nav.latestVersion')}</span>
              </>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
