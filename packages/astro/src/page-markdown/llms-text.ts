import type { VersionMarks } from '@lectern/theme-core';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { versionWords } from './version-words.js';

/** A page as `/llms.txt` lists it. */
export interface LlmsPage {
  locale: string;
  title: string;
  description?: string | undefined;
  /** The page's address, e.g. `/en/guide/introduction/`. */
  href: string;
}

/**
 * The site's `/llms.txt` (https://llmstxt.org): the site's name and summary, then per language a list of
 * its pages with titles, descriptions and links to their Markdown sources (`….md`), which read better in
 * an AI tool than the HTML.
 */
export function llmsText(options: {
  siteTitle: string;
  description?: string | undefined;
  siteUrl: URL | undefined;
  languages: readonly { locale: string; title: string }[];
  pages: readonly LlmsPage[];
}): string {
  const absolute = (href: string) => (options.siteUrl ? new URL(href, options.siteUrl).href : href);
  const lines = [`# ${options.siteTitle}`, ''];
  if (options.description) lines.push(`> ${options.description}`, '');
  for (const language of options.languages) {
    const pages = options.pages.filter((page) => page.locale === language.locale);
    if (pages.length === 0) continue;
    lines.push(`## ${language.title} (${language.locale})`, '');
    for (const page of pages) {
      const link = `[${page.title}](${absolute(markdownSourceHref(page.href))})`;
      lines.push(`- ${page.description ? `${link}: ${page.description}` : link}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Where a page's Markdown source is served: its address plus `.md` (`/en/guide/` → `/en/guide.md`). */
export function markdownSourceHref(href: string): string {
  return `${href.replace(/\/+$/, '') || '/index'}.md`;
}

/** Whether Markdown has a level-1 heading of its own (not one in a code block). */
function hasLevelOneHeading(markdown: string): boolean {
  return fromMarkdown(markdown).children.some((node) => node.type === 'heading' && node.depth === 1);
}

/**
 * A page's Markdown source as served: its title, the words of its version badges (the frontmatter's
 * `since`, `changed`, `deprecated`) and its description, then its body as written. A body with a `#`
 * heading of its own (the page's title when the frontmatter sets none) is not given another.
 */
export function markdownSource(page: {
  title?: string | undefined;
  description?: string | undefined;
  versions?: VersionMarks | undefined;
  body: string;
}): string {
  const title = page.title && !hasLevelOneHeading(page.body) ? `# ${page.title}` : undefined;
  const badges = page.versions && versionWords(page.versions);
  const head = [title, badges, page.description && `> ${page.description}`].filter(Boolean);
  return `${head.length > 0 ? `${head.join('\n\n')}\n\n` : ''}${page.body.trim()}\n`;
}
