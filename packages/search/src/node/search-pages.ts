// Pages that have no HTML file of their own (the routes of a single-page app): what they are made of,
// how they are checked, and the page Pagefind reads for each.
import { DESCRIPTION_META_ATTRIBUTE } from '../client/search-ranking';
import { markdownHtml } from './markdown-html';
import { escapeHtml } from './page-html';
import { shownValue } from './shown-value';

/**
 * A page given to the index builder as data, e.g. a route of a single-page app. Give its text as
 * `content` (Markdown; plain text is Markdown too) or as `html`.
 *
 * @example { url: '/guide/install', title: 'Install', content: '## With pnpm\n\nRun `pnpm add my-lib`.' }
 */
export interface SearchPage {
  /** The page's address inside the site, without the site's base path: `/guide/install`. */
  readonly url: string;
  /** The page's title: the result's title, weighed above the page's headings and text. */
  readonly title: string;
  /**
   * The page's text as Markdown. A level-1 heading it starts with is taken as the title and left out;
   * the other headings get ids (`## With pnpm` → `#with-pnpm`), so a result under one leads there.
   */
  readonly content?: string | undefined;
  /** Or the page's content as HTML (e.g. rendered by the app); results lead to its headings that have an `id`. */
  readonly html?: string | undefined;
  /**
   * What the page is about, in a sentence. A match in it ranks the page above pages that only mention
   * the word, as a match in the title does.
   */
  readonly description?: string | undefined;
  /** The page's language, one of the index's `locales`. Default: the first of them. */
  readonly language?: string | undefined;
  /** The file the page was read from, named in error messages instead of its place in the list. */
  readonly source?: string | undefined;
}

/**
 * Every problem with a list of pages, worded for people; each names the page by `{path}[index]` (or by
 * its `source` file) and the field. Two pages in the same language cannot share an address. Empty when
 * the list is fine.
 *
 * @example checkSearchPages([{ url: 'guide', title: 'Guide', content: '' }], ['en'])
 * // ['pages[0].url: expected an address starting with "/" (got "guide")']
 */
export function checkSearchPages(pages: unknown, locales: readonly string[], path = 'pages'): string[] {
  if (!Array.isArray(pages))
    return [`${path}: expected a list of { url, title, content } (got ${shownValue(pages)})`];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  pages.forEach((page: unknown, index) => {
    const source = sourceOf(page);
    const name = source ?? `${path}[${index}]`;
    if (typeof page !== 'object' || page === null || Array.isArray(page)) {
      problems.push(`${name}: expected { url, title, content } (got ${shownValue(page)})`);
      return;
    }
    const at = (field: string) => (source ? `${source}: ${field}` : `${name}.${field}`);
    const { url, title, content, html, description, language } = page as Record<string, unknown>;
    if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) {
      problems.push(`${at('url')}: expected an address starting with "/" (got ${shownValue(url)})`);
    }
    if (typeof title !== 'string' || title.trim() === '') {
      problems.push(`${at('title')}: expected the page's title (got ${shownValue(title)})`);
    }
    if (content === undefined && html === undefined) {
      problems.push(`${name}: expected its text as content (Markdown) or as html (got neither)`);
    } else if (content !== undefined && html !== undefined) {
      problems.push(`${name}: expected content or html, not both`);
    } else if (content !== undefined && typeof content !== 'string') {
      problems.push(`${at('content')}: expected the page's text as Markdown (got ${shownValue(content)})`);
    } else if (html !== undefined && typeof html !== 'string') {
      problems.push(`${at('html')}: expected the page's content as HTML (got ${shownValue(html)})`);
    }
    if (description !== undefined && typeof description !== 'string') {
      problems.push(`${at('description')}: expected a sentence (got ${shownValue(description)})`);
    }
    if (language !== undefined && (typeof language !== 'string' || !locales.includes(language))) {
      problems.push(
        `${at('language')}: expected one of the locales ${locales.map((locale) => JSON.stringify(locale)).join(', ')} (got ${shownValue(language)})`,
      );
    }
    if (typeof url === 'string') {
      const key = `${typeof language === 'string' ? language : locales[0]} ${url}`;
      const earlier = seen.get(key);
      if (earlier !== undefined)
        problems.push(`${at('url')}: ${JSON.stringify(url)} is also the address of ${earlier}`);
      else seen.set(key, name);
    }
  });
  return problems;
}

/**
 * The HTML document Pagefind indexes for a page: `<html lang>` of its language, the title as the `<h1>`,
 * and the content below it, all inside `data-pagefind-body`; the description, if any, as the page's
 * `description` metadata.
 *
 * @example searchPageDocument({ url: '/a', title: 'A', content: 'Hello' }, 'en')
 * // '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A</title></head><body><main data-pagefind-body><h1>A</h1><p>Hello</p>\n</main></body></html>'
 */
export function searchPageDocument(page: SearchPage, defaultLanguage: string): string {
  const language = escapeHtml(page.language ?? defaultLanguage);
  const title = escapeHtml(page.title);
  const body = page.html ?? markdownHtml(page.content ?? '').html;
  const description =
    page.description === undefined
      ? ''
      : `<meta name="description" content="${escapeHtml(page.description)}" data-pagefind-meta="${DESCRIPTION_META_ATTRIBUTE}">`;
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${title}</title>${description}</head>` +
    `<body><main data-pagefind-body><h1>${title}</h1>${body}</main></body></html>`
  );
}

function sourceOf(page: unknown): string | undefined {
  const source =
    typeof page === 'object' && page !== null ? (page as { source?: unknown }).source : undefined;
  return typeof source === 'string' && source !== '' ? source : undefined;
}
