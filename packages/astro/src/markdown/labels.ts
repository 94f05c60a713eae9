import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createTranslator,
  type PartialUiDictionary,
  type Translator,
  type UiStringKey,
} from '@lectern/theme-core';

/**
 * A key of the texts the Markdown features write into pages: theme-core's `markdown.*` texts (callout
 * titles, self-links, table names…) and the new-tab hint of links to other sites.
 */
export type MarkdownTextKey = Extract<UiStringKey, `markdown.${string}`> | 'nav.opensInNewTab';

/** Gives one of a page's Markdown texts, in the page's language, with its placeholders filled in. */
export type PageTexts = (key: MarkdownTextKey, params?: Record<string, string>) => string;

/** What a Markdown plugin knows of the page it works on: the file (none for Markdown of no file). */
export interface MarkdownPage {
  readonly fileURL?: URL | undefined;
}

/** Gives the texts of the page a Markdown plugin works on (its visitor context). */
export type MarkdownTranslator = (page?: MarkdownPage) => PageTexts;

/** Where the Markdown texts come from. */
export interface MarkdownTextsOptions {
  /** The site's own texts (the theme config's `labels`); they win over every language's. */
  labels?: PartialUiDictionary | undefined;
  /** The content folder: a page's language is the first folder of its path there. */
  contentDir?: string | undefined;
  /** The site's language codes. */
  locales?: readonly string[] | undefined;
}

/**
 * The Markdown texts of each page in its language: a page under `src/content/docs/zh-CN/` gets the
 * Chinese callout titles, as its interface has. The site's `labels` win, then the theme's translation of
 * the language; English for the rest, and for Markdown outside the content folder.
 *
 * @example markdownTranslator()()('markdown.permalink', { text: 'Install' }) // 'Permalink to “Install”'
 */
export function markdownTranslator(options: MarkdownTextsOptions = {}): MarkdownTranslator {
  const { labels, contentDir, locales = [] } = options;
  const translators = new Map<string, Translator>();
  const translatorOf = (locale: string) => {
    let translator = translators.get(locale);
    if (!translator) {
      translator = createTranslator({ locale: locale === '' ? undefined : locale, overrides: labels });
      translators.set(locale, translator);
    }
    return translator;
  };
  // A page's language, by its file: every node that writes a text asks, so it is worked out once a file.
  const localesOf = new Map<string, string>();
  const localeOf = (page: MarkdownPage | undefined): string => {
    if (!page?.fileURL || contentDir === undefined || page.fileURL.protocol !== 'file:') return '';
    const known = localesOf.get(page.fileURL.href);
    if (known !== undefined) return known;
    const relative = path.relative(path.resolve(contentDir), fileURLToPath(page.fileURL));
    const folder =
      relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative.split(path.sep)[0];
    const locale = locales.find((code) => code.toLowerCase() === folder?.toLowerCase()) ?? '';
    localesOf.set(page.fileURL.href, locale);
    return locale;
  };
  return (page) => {
    const translator = translatorOf(localeOf(page));
    return (key, params) => translator(key, params);
  };
}
