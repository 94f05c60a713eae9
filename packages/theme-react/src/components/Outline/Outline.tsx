import { type OutlineHeader, outlineTitle } from '@lectern/theme-core';
import { useMemo, useRef } from 'react';
import { useActiveHeading } from '../../hooks/useActiveHeading';
import { useIndicatorPosition } from '../../hooks/useIndicatorPosition';
import { islandLabelText, type Labels } from '../../labels';
import * as styles from './Outline.css';
import { OutlineItem } from './OutlineItem';
import { outlineLinks } from './outline-links';

export interface OutlineProps {
  /** The page's outline, as theme-core's `buildOutline` gives it. */
  headers: OutlineHeader[];
  /** The title; default the `outline.onThisPage` text ("On this page"). */
  title?: string | undefined;
  labels?: Labels | undefined;
}

/**
 * The outline in the aside: a navigation landmark with the title and the nested list of headings. The
 * heading being read (per {@link useActiveHeading}) is marked `aria-current="true"`, and a marker slides
 * beside it. Renders nothing without headers.
 *
 * @example <Outline headers={buildOutline(headings, resolveOutlineLevels(page.outline))} />
 */
export function Outline({ headers, title, labels }: OutlineProps) {
  const links = useMemo(() => outlineLinks(headers), [headers]);
  const activeLink = useActiveHeading(links);
  const navRef = useRef<HTMLElement>(null);
  const indicator = useIndicatorPosition(navRef, activeLink);

  if (headers.length === 0) return null;
  return (
    <nav ref={navRef} className={styles.outline} aria-label={islandLabelText(labels, 'outline.label')}>
      <h2 className={styles.title}>{title ?? outlineTitle(undefined, labels)}</h2>
      <div
        className={styles.indicator}
        aria-hidden="true"
        data-visible={indicator ? '' : undefined}
        style={indicator && { insetBlockStart: indicator.top, blockSize: indicator.height }}
      />
      <ul className={styles.list}>
        {headers.map((header) => (
          <OutlineItem key={header.link} header={header} activeLink={activeLink} />
        ))}
      </ul>
    </nav>
  );
}
