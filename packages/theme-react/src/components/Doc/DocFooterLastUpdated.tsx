import { fallbackLanguage, formatLastUpdated } from '@lectern/theme-core';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './DocFooter.css';

/** A point in time: milliseconds since 1970, an ISO 8601 string or a date. */
export type Timestamp = number | string | Date;

export interface DocFooterLastUpdatedProps {
  /** When the page last changed. */
  timestamp: Timestamp;
  /** The page's language, e.g. `en` or `zh-CN`. Default: `en`. */
  locale?: string | undefined;
  /** `Intl.DateTimeFormat` options (the theme's `lastUpdated.formatOptions`). Default: short date and time. */
  formatOptions?: Intl.DateTimeFormatOptions | undefined;
  /** The time zone to write the time in, e.g. `UTC`. Default: the server's (or reader's) own. */
  timeZone?: string | undefined;
  /** The label before the time; the theme's `lastUpdated.text`. Default: `docFooter.lastUpdated`. */
  text?: string | undefined;
  labels?: Labels | undefined;
}

/** "Last updated: <time>", written in the page's language; nothing for an invalid time. */
export function DocFooterLastUpdated({
  timestamp,
  locale = 'en',
  formatOptions,
  timeZone,
  text,
  labels,
}: DocFooterLastUpdatedProps) {
  const time = typeof timestamp === 'string' ? new Date(timestamp) : timestamp;
  const formatted = formatLastUpdated(time, { locale, formatOptions, timeZone });
  if (!formatted) return null;
  const label = text ?? labelText(labels, 'docFooter.lastUpdated');
  const labelLang =
    text === undefined ? fallbackLanguage(labels, 'docFooter.lastUpdated', locale) : undefined;
  return (
    <p className={styles.lastUpdated}>
      {labelLang === undefined ? label : <span lang={labelLang}>{label}</span>}:{' '}
      <time dateTime={formatted.iso}>{formatted.text}</time>
    </p>
  );
}
