import { type Banner as BannerConfig, fallbackLanguage } from '@lectern/theme-core';
import { BANNER_ATTRIBUTE, BANNER_DISMISS_ATTRIBUTE } from '@lectern/theme-core/dom';
import { IconClose } from '../../icons/IconClose';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './Banner.css';

export interface BannerProps {
  /** The announcement, from the theme config's `banner`; its `link` as the page should link it. */
  banner: BannerConfig;
  /** The page's language: the close button's name is marked `lang="en"` where it falls back to English. */
  locale?: string | undefined;
  labels?: Labels | undefined;
}

/**
 * The site's announcement, above the navigation bar: a labelled region with its text, an optional link
 * and a close button. The server draws it; a visitor who closed it never sees it again (their settings
 * keep its id in `dismissedBanners`, and `data-banner-dismissed` on `<html>` hides it before the first
 * paint). The close button needs a script, so it stays hidden until the page's effects start (holding
 * its place, so that the banner does not change as it shows).
 */
export function Banner({ banner, locale, labels }: BannerProps) {
  return (
    <section
      className={styles.banner}
      aria-label={labelText(labels, 'banner.label')}
      {...{ [BANNER_ATTRIBUTE]: banner.id }}
    >
      <p className={styles.text}>
        {banner.text}
        {banner.link !== undefined && (
          <>
            {' '}
            <a className={styles.link} href={banner.link}>
              {banner.linkText}
            </a>
          </>
        )}
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={labelText(labels, 'banner.dismiss')}
        title={labelText(labels, 'banner.dismiss')}
        lang={fallbackLanguage(labels, 'banner.dismiss', locale)}
        hidden
        {...{ [BANNER_DISMISS_ATTRIBUTE]: banner.id }}
      >
        <IconClose className={styles.icon} />
      </button>
    </section>
  );
}
