import { interpolate, type PartialUiDictionary, en as themeTexts } from '@lectern/theme-core';

/**
 * The texts the Markdown features write into pages, in English, by flat dot key. `{name}` marks a value
 * filled in when the text is used. The link hint comes from the theme's own texts, so a site's `labels`
 * override it there too.
 *
 * @example markdownTexts['callout.tip'] // 'Tip'
 */
export const markdownTexts = Object.freeze({
  /** The accessible name of a heading's self-link. */
  'heading.permalink': 'Permalink to “{text}”',
  /** Read after a link that opens in a new tab. */
  'link.opensInNewTab': themeTexts['nav.opensInNewTab'],
  /** The default titles of the callouts, by the name written after `:::`. */
  'callout.info': 'Info',
  'callout.note': 'Note',
  'callout.important': 'Important',
  'callout.tip': 'Tip',
  'callout.success': 'Success',
  'callout.warning': 'Warning',
  'callout.caution': 'Caution',
  'callout.error': 'Error',
  'callout.danger': 'Danger',
  /** The summary of a `:::details` block written without a title. */
  'details.summary': 'Details',
  /** The name of a table's scrolling box, when the table has no caption: its column headings. */
  'table.label': 'Table: {columns}',
  /** The name of the list a `[[toc]]` writes. */
  'toc.label': 'Table of contents',
});

/** A key of the Markdown texts. */
export type MarkdownTextKey = keyof typeof markdownTexts;

/** Gives one Markdown text with its placeholders filled in. */
export type MarkdownTranslator = (key: MarkdownTextKey, params?: Record<string, string>) => string;

/**
 * A translator for the Markdown texts, taking the new-tab hint from the site's `labels` when it sets one.
 *
 * @example markdownTranslator({})('heading.permalink', { text: 'Install' }) // 'Permalink to “Install”'
 */
export function markdownTranslator(siteLabels: PartialUiDictionary = {}): MarkdownTranslator {
  const texts: Record<MarkdownTextKey, string> = {
    ...markdownTexts,
    'link.opensInNewTab': siteLabels['nav.opensInNewTab'] ?? markdownTexts['link.opensInNewTab'],
  };
  return (key, params) => (params ? interpolate(texts[key], params) : texts[key]);
}
