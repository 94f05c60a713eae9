import { isExternalLink, type ResolvedSidebarItem } from '@lectern/theme-core';
import { islandLabelText, type Labels } from '../../labels';
import { visuallyHidden } from '../../theme/primitives.css';
import { Badge } from '../Badge';
import * as styles from './SidebarItem.css';

export interface SidebarLinkProps {
  /**
   * The entry: its `text`, and its `link` with `target`/`rel` (which replace the ones external links get).
   * Without a `link` the text shows unlinked.
   */
  item: ResolvedSidebarItem;
  /** The item links to the current page. */
  active: boolean;
  /** An extra class, e.g. for a group's title. */
  className?: string | undefined;
  labels?: Labels | undefined;
}

/**
 * The link of a sidebar item (`aria-current="page"` on the current page's), or its text when it has no
 * link. External links open in a new tab unless the item sets `target`/`rel`, and say so.
 */
export function SidebarLink({ item, active, className, labels }: SidebarLinkProps) {
  const badge = item.badge && (
    <>
      {' '}
      <Badge type={item.badge.type}>{item.badge.text}</Badge>
    </>
  );
  if (item.link === undefined) {
    return (
      <span className={[styles.text, className].filter(Boolean).join(' ')}>
        {item.text}
        {badge}
      </span>
    );
  }
  const external = isExternalLink(item.link);
  const target = item.target ?? (external ? '_blank' : undefined);
  const rel = item.rel ?? (external ? 'noreferrer' : undefined);
  return (
    <a
      className={[styles.link, className].filter(Boolean).join(' ')}
      href={item.link}
      target={target}
      rel={rel}
      aria-current={active ? 'page' : undefined}
    >
      {item.text}
      {badge}
      {target === '_blank' && (
        <>
          {' '}
          <svg className={styles.externalIcon} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M4 2h6v6M10 2 3 9" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          <span className={visuallyHidden}>{islandLabelText(labels, 'nav.opensInNewTab')}</span>
        </>
      )}
    </a>
  );
}
