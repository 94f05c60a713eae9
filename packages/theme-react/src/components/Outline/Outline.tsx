import { fallbackLanguage, type OutlineHeader, outlineTitle } from '@lectern/theme-core';
import { useEffect, useRef } from 'react';
import { enhanceOutline } from '../../effects/outline';
import { islandLabelText, type Labels } from '../../labels';
import * as styles from './Outline.css';
import { OutlineItem } from './OutlineItem';
import { outlineLinks } from './outline-links';

export interface OutlineProps {
  /** The page's outline, as theme-core's `buildOutline` gives it. */
  headers: OutlineHeader[];
  /** The title; default the `outline.onThisPage` text ("On this page"). */
  title?: string | undefined;
  /** The page's language: the default title is marked `lang="en"` where it falls back to English. */
  locale?: string | undefined;
  labels?: Labels | undefined;
}

/**
 * The outline in the aside: a navigation landmark with the title and the nested list of headings. The
 * heading being read is marked `aria-current="true"`, and a marker slides beside it. Renders nothing
 * without headers.
 *
 * The behaviour is `enhanceOutline` (exported by `@lectern/theme-react`), which needs no React: a site
 * can draw this component on the server only and run that function on the page instead of hydrating it.
 *
 * @example <Outline headers={buildOutline(headings, resolveOutlineLevels(page.outline))} />
 */
export function Outline({ headers, title, locale, labels }: OutlineProps) {
  const navRef = useRef<HTMLElement>(null);
  // The links drawn, as one string: the behaviour starts again only when they change.
  const linkKey = outlineLinks(headers).join('\n');
  useEffect(() => (navRef.current && linkKey ? enhanceOutline(navRef.current) : undefined), [linkKey]);

  if (headers.length === 0) return null;
  const defaultTitle = outlineTitle(undefined, labels);
  // A title equal to the default text is that text, whether the caller resolved it or left it out.
  const titleLang =
    (title ?? defaultTitle) === defaultTitle
      ? fallbackLanguage(labels, 'outline.onThisPage', locale)
      : undefined;
  return (
    <nav
      ref={navRef}
      className={styles.outline}
      aria-label={islandLabelText(labels, 'outline.label')}
      data-lectern-outline=""
    >
      <h2 className={styles.title} lang={titleLang}>
        {title ?? defaultTitle}
      </h2>
      <div className={styles.indicator} aria-hidden="true" data-outline-indicator="" />
      <ul className={styles.list}>
        {headers.map((header) => (
          <OutlineItem key={header.link} header={header} />
        ))}
      </ul>
    </nav>
  );
}
