import type { OutlineHeader } from '@lectern/theme-core';
import * as styles from './Outline.css';

export interface OutlineItemProps {
  /** The heading: its `title` and in-page `link`, and its `children`, listed below it in a nested list. */
  header: OutlineHeader;
  /** The link of the active heading, marked `aria-current="true"`. */
  activeLink?: string | undefined;
  /** Called when one of the links is followed (the dropdown closes then). */
  onNavigate?: (() => void) | undefined;
}

/** One heading of the outline, as a list item with its link and the deeper headings below it. */
export function OutlineItem({ header, activeLink, onNavigate }: OutlineItemProps) {
  return (
    <li>
      <a
        className={styles.link}
        href={header.link}
        aria-current={header.link === activeLink ? 'true' : undefined}
        onClick={onNavigate}
      >
        {header.title}
      </a>
      {header.children.length > 0 && (
        <ul className={styles.nested}>
          {header.children.map((child) => (
            <OutlineItem key={child.link} header={child} activeLink={activeLink} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}
