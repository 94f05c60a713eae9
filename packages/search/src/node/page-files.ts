// Pages read from their source files (Markdown, MDX or HTML), for an app whose built output has no page
// of its own per route.
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { glob } from 'tinyglobby';
import { parse as parseYaml } from 'yaml';
import { markdownHtml } from './markdown-html';
import { decodeEntities, htmlLanguage } from './page-html';
import { SearchIndexError } from './search-index-error';
import type { SearchPage } from './search-pages';
import { shownValue } from './shown-value';

/**
 * Where an app's pages come from: source files found by glob, each read as one page.
 *
 * @example { include: 'src/pages/**\/*.{md,mdx}' } // src/pages/guide/install.mdx is the page /guide/install
 */
export interface SearchPageFiles {
  /** Globs of the pages' source files, from the project's root: Markdown (`.md`), MDX (`.mdx`) or HTML. */
  readonly include: string | readonly string[];
  /** Globs of files to leave out, e.g. `['**\/_*.md']`. */
  readonly exclude?: readonly string[] | undefined;
  /**
   * The page's address for a source file, given its path from the root (with `/`). Default: its path
   * below the glob's fixed folder without the extension, and a folder for `index`:
   * `src/pages/guide/install.mdx` → `/guide/install`, `src/pages/index.mdx` → `/`.
   */
  readonly url?: ((file: string) => string) | undefined;
  /** The page's language for a source file. Default: an HTML file's `<html lang>`, else the first locale. */
  readonly language?: ((file: string) => string | undefined) | undefined;
}

/** The glob characters: a path segment holding one is not part of the glob's fixed folder. */
const GLOB_CHARACTERS = /[*?[\]{}()!]/;

/**
 * Reads the pages of `files` below `root`, in path order. A page's title is its frontmatter's `title`
 * (Markdown, MDX), else the level-1 heading it starts with, else an HTML file's `<title>` or first
 * `<h1>`, else the file's name. In MDX, `import` and `export` lines and `{/* comments *\/}` are left out;
 * the text inside components is kept. Each page names its file as its `source`.
 *
 * @throws {SearchIndexError} naming each file that could not be read (or whose frontmatter is not YAML).
 * @example await readSearchPages({ include: 'src/pages/**\/*.mdx' }, process.cwd())
 * // [{ url: '/', title: 'Welcome', content: '…', source: 'src/pages/index.mdx' }, …]
 */
export async function readSearchPages(files: SearchPageFiles, root: string): Promise<SearchPage[]> {
  const include = typeof files.include === 'string' ? [files.include] : [...files.include];
  const found = await glob(include, { cwd: root, ignore: [...(files.exclude ?? [])], onlyFiles: true });
  const paths = found.map((file) => file.split('\\').join('/')).sort();
  const urlOf = files.url ?? ((file: string) => defaultPageUrl(file, include));
  const problems: string[] = [];
  const pages = await Promise.all(
    paths.map(async (file): Promise<SearchPage | undefined> => {
      try {
        const text = await readFile(join(root, file), 'utf8');
        const page = /\.html?$/i.test(file) ? htmlSourcePage(text) : markdownSourcePage(text, file);
        const language = files.language?.(file) ?? page.language;
        return {
          url: urlOf(file),
          title: page.title ?? basename(file, extname(file)),
          html: page.html,
          ...(page.description === undefined ? {} : { description: page.description }),
          ...(language === undefined ? {} : { language }),
          source: file,
        };
      } catch (error) {
        problems.push(`${file}: ${firstLine(error instanceof Error ? error.message : String(error))}`);
        return undefined;
      }
    }),
  );
  if (problems.length > 0) throw new SearchIndexError(problems.sort());
  return pages.filter((page) => page !== undefined);
}

/**
 * The default address of a page's source file: its path below the fixed folder of the first glob it is
 * under, without the extension, `index` standing for its folder; no trailing slash but on `/`.
 *
 * @example defaultPageUrl('src/pages/guide/install.mdx', ['src/pages/**\/*.mdx']) // '/guide/install'
 * @example defaultPageUrl('src/pages/guide/index.md', ['src/pages/**\/*.md']) // '/guide'
 */
export function defaultPageUrl(file: string, include: readonly string[]): string {
  const folders = include
    .map((pattern) => {
      const segments = pattern.replace(/^\.\//, '').split('/');
      const fixed = segments.slice(0, -1);
      const end = fixed.findIndex((segment) => GLOB_CHARACTERS.test(segment));
      return (end === -1 ? fixed : fixed.slice(0, end)).join('/');
    })
    .filter((folder) => folder === '' || file.startsWith(`${folder}/`))
    .sort((a, b) => b.length - a.length);
  const [folder = ''] = folders;
  const below = (folder === '' ? file : file.slice(folder.length + 1)).replace(/\.[^./]+$/, '');
  const route = below.replace(/(^|\/)index$/, '');
  return `/${route}`;
}

interface SourcePage {
  readonly title: string | undefined;
  readonly html: string;
  /** What the page is about, for search to show and rank: the frontmatter's or the meta `description`. */
  readonly description?: string | undefined;
  readonly language?: string | undefined;
}

function markdownSourcePage(text: string, file: string): SourcePage {
  const { frontmatter, body } = splitFrontmatter(text);
  const markdown = /\.mdx$/i.test(file) ? withoutMdxSyntax(body) : body;
  const { title, html } = markdownHtml(markdown);
  const given = frontmatter.title;
  const { description } = frontmatter;
  if (description !== undefined && description !== null && typeof description !== 'string') {
    throw new Error(`frontmatter description: expected a sentence (got ${shownValue(description)})`);
  }
  return {
    title: typeof given === 'string' && given.trim() !== '' ? given : title,
    html,
    description:
      typeof description === 'string' && description.trim() !== '' ? description.trim() : undefined,
  };
}

function htmlSourcePage(text: string): SourcePage {
  const body = /<body\b[^>]*>([\s\S]*?)<\/body>/i.exec(text)?.[1] ?? text;
  const title =
    innerText(/<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(text)?.[1]) ??
    innerText(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(body)?.[1]);
  return { title, html: body, description: metaDescription(text), language: htmlLanguage(text) };
}

/** The `content` of an HTML page's `<meta name="description">`, its attributes in any order. */
function metaDescription(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (!/\bname\s*=\s*["']?description["'\s/>]/i.test(tag)) continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const text = decodeEntities(content?.[1] ?? content?.[2] ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    return text === '' ? undefined : text;
  }
  return undefined;
}

/** The YAML frontmatter between `---` lines at the very start, and the rest. */
function splitFrontmatter(text: string): { frontmatter: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { frontmatter: {}, body: text };
  const data: unknown = parseYaml(match[1] ?? '');
  const frontmatter = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return { frontmatter, body: text.slice(match[0].length) };
}

/** MDX without what is not text: `import`/`export` lines and `{/* comments *\/}`, outside code fences. */
export function withoutMdxSyntax(mdx: string): string {
  let fence: string | undefined;
  let inEsm = false;
  let blockStart = true;
  const kept: string[] = [];
  for (const line of mdx.split(/\r?\n/)) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker?.startsWith(fence)) fence = undefined;
      kept.push(line);
    } else if (marker !== undefined) {
      fence = marker;
      kept.push(line);
    } else if (inEsm || (blockStart && /^(import|export)\s/.test(line))) {
      // An import or export is a block of its own: it runs until a blank line, as MDX reads it.
      inEsm = line.trim() !== '';
      kept.push('');
    } else {
      kept.push(line.replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, ''));
    }
    blockStart = line.trim() === '';
  }
  return kept.join('\n');
}

function innerText(html: string | undefined): string | undefined {
  if (html === undefined) return undefined;
  const text = decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? undefined : text;
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0]?.trim() ?? '';
}
