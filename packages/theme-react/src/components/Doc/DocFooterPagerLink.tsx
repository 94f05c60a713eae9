import type { PagerLink } from '@lectern/theme-core';
import * as styles from './DocFooterPager.css';

export interface DocFooterPagerLinkProps {
  /** The page it leads to. */
  link: PagerLink;
  /** Which side of the pager it is. */
  rel: 'prev' | 'next';
  /** The label above the page's title, e.g. "Next page". */
  label: string;
  /** The label's language when it is not the page's, e.g. `en` for an English fallback text. */
  labelLang?: string | undefined;
  className?: string | undefined;
}

/** One side of the pager: its label above the page's title, both in one link. */
export function DocFooterPagerLink({ link, rel, label, labelLang, className }: DocFooterPagerLinkProps) {
  return (
    <a className={[styles.link, className].filter(Boolean).join(' ')} href={link.link} rel={rel}>
      <span className={styles.label} lang={labelLang}>
        {label}
      </span>{' '}
      <span className={styles.title}>{link.text}</span>
    </a>
  );
}
