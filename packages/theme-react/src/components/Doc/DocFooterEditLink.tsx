import { fallbackLanguage, isExternalLink } from '@lectern/theme-core';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './DocFooter.css';

export interface DocFooterEditLinkProps {
  /** The address of the page's source, e.g. from theme-core's `editLinkUrl`. */
  href: string;
  /** The link's text; the theme's `editLink.text`. Default: `docFooter.editLink` ("Edit this page"). */
  text?: string | undefined;
  /** The page's language: the default text is marked `lang="en"` where it falls back to English. */
  locale?: string | undefined;
  labels?: Labels | undefined;
}

/** The "Edit this page" link to the page's source; an external source opens in a new tab. */
export function DocFooterEditLink({ href, text, locale, labels }: DocFooterEditLinkProps) {
  const external = isExternalLink(href);
  return (
    <a
      className={styles.editLink}
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noreferrer' : undefined}
      lang={text === undefined ? fallbackLanguage(labels, 'docFooter.editLink', locale) : undefined}
    >
      {text ?? labelText(labels, 'docFooter.editLink')}
    </a>
  );
}
