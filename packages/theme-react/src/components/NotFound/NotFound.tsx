import type { ThemeConfig } from '@lectern/theme-core';
import { useId } from 'react';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** The home of the current language, e.g. `/zh-CN/` (theme-core's `localeLink(locale, '/')`). Default: `/`. */
  homeLink?: string | undefined;
  /** The theme's `notFound` texts; each wins over `labels`, which win over English. */
  notFound?: ThemeConfig['notFound'] | undefined;
  labels?: Labels | undefined;
}

/**
 * The not-found page's content: the code 404, the title PAGE NOT FOUND, a quote and a link back to the
 * home of the current language. Render it as the content of a layout (e.g. `layout: 'page'`), which
 * provides the main landmark.
 *
 * The link's `linkLabel` is its accessible name only when it contains the visible text ("Label in
 * Name", WCAG 2.5.3): speech users say what they see. Otherwise (as with the English "go to home") the
 * link keeps its visible text as its name and `linkLabel` becomes its description.
 */
export function NotFound({ homeLink = '/', notFound = {}, labels }: NotFoundProps) {
  const descriptionId = useId();
  const quote = notFound.quote ?? labelText(labels, 'notFound.quote');
  const linkText = notFound.linkText ?? labelText(labels, 'notFound.linkText');
  const linkLabel = notFound.linkLabel ?? labelText(labels, 'notFound.linkLabel');
  const labelHasText = linkLabel.toLocaleLowerCase().includes(linkText.toLocaleLowerCase());
  const description = labelHasText || !linkLabel ? undefined : linkLabel;
  return (
    <div className={styles.notFound}>
      <p className={styles.code}>{notFound.code ?? labelText(labels, 'notFound.code')}</p>
      <h1 className={styles.title}>{notFound.title ?? labelText(labels, 'notFound.title')}</h1>
      <div className={styles.divider} aria-hidden="true" />
      {quote && (
        <blockquote className={styles.quote}>
          <p>{quote}</p>
        </blockquote>
      )}
      <p className={styles.action}>
        <a
          className={styles.link}
          href={homeLink}
          aria-label={labelHasText ? linkLabel : undefined}
          aria-describedby={description && descriptionId}
        >
          {linkText}
        </a>
        {description && (
          <span id={descriptionId} hidden>
            {description}
          </span>
        )}
      </p>
    </div>
  );
}
