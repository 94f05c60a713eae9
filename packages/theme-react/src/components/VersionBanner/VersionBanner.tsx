import type { OlderVersionBanner } from '@lectern/theme-core';
import { VERSION_LINK_ATTRIBUTE } from '@lectern/theme-core/dom';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './VersionBanner.css';

export interface VersionBannerProps {
  /** From theme-core's `olderVersionBanner` for the page: the version being read and the latest one. */
  banner: OlderVersionBanner;
  labels?: Labels | undefined;
}

/**
 * The notice of a page of an older version of the docs: "You are reading the docs for v0.1." and a link
 * to the same page in the latest version (its home when it lacks the page), which carries the latest
 * version's name in `data-lectern-version` for the build that puts the versions together to set it again.
 * Drawn on the server; a note in a region of its own (named for screen readers), not an alert.
 *
 * @since 0.2
 */
export function VersionBanner({ banner, labels }: VersionBannerProps) {
  return (
    <section className={styles.banner} aria-label={labelText(labels, 'page.versionNotice')}>
      <p className={styles.text} role="note">
        {labelText(labels, 'page.olderVersion', { version: banner.version })}{' '}
        <a className={styles.link} href={banner.link} {...{ [VERSION_LINK_ATTRIBUTE]: banner.latestName }}>
          {labelText(labels, 'page.seeLatestVersion', { latest: banner.latest })}
        </a>
      </p>
    </section>
  );
}
