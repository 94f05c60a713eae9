import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ConfigIssue, safeParsePageMetadata } from '@lectern/theme-core/config';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { quotedFilesChanged, quotedFilesOf } from '../markdown/dialects/dialect-processor.js';
import { formatMarkdownWarning, recordedWarnings } from '../markdown/markdown-warnings.js';
import { firstHeadingText, titleFromFileName } from '../markdown/page-title.js';
import { registeredLayoutsOf, unknownLayoutProblem } from '../site/custom-layouts.js';
import { SiteError } from '../site/site-error.js';
import { versionBuildOf } from '../versions/version-build.js';
import { watchQuotedFiles } from './quoted-file-watch.js';
import {
  removeUnusedHtml,
  storedHtmlFolder,
  storedHtmlGone,
  storedHtmlName,
  withHtmlInFile,
} from './stored-html.js';

/** Thrown once per build with every frontmatter problem of every page, one line each. */
export class FrontmatterError extends SiteError {
  override readonly name = 'FrontmatterError';
  constructor(readonly lines: readonly string[]) {
    super(`${lines.length === 1 ? 'A page has' : 'Pages have'} invalid frontmatter:\n${lines.join('\n')}`);
  }
}

/** One line per problem: `src/content/docs/en/guide.mdx: hero.actions[0].link: expected …, got …`. */
export function frontmatterProblemLines(file: string, issues: readonly ConfigIssue[]): string[] {
  return issues.map(
    (issue) => `${file}: ${issue.path === '' ? '(frontmatter)' : issue.path}: ${issue.message}`,
  );
}

/**
 * One line per page whose `layout` names a layout the site did not register with the Lectern integration
 * (`src/content/docs/en/x.mdx: layout: unknown layout "foo" (expected …)`). Every page of the collection
 * is checked, including those the glob loader kept from an earlier build; nothing is checked when the
 * integration is not in the Astro config to say which layouts there are.
 */
export function unknownLayoutLines(
  context: Pick<LoaderContext, 'store'> & { config?: LoaderContext['config'] },
): string[] {
  const registered = registeredLayoutsOf(context.config);
  if (registered === undefined) return [];
  const root = context.config?.root ? fileURLToPath(context.config.root) : process.cwd();
  return context.store.values().flatMap((entry) => {
    const problem = unknownLayoutProblem(entry.data.layout, registered);
    if (problem === undefined) return [];
    const file = entry.filePath ? path.relative(process.cwd(), path.resolve(root, entry.filePath)) : entry.id;
    return [`${file}: layout: ${problem}`];
  });
}

/**
 * A page's title when its frontmatter sets none: its first `#` heading's text, else one made from its
 * file's name (which the Markdown plugins warn about, naming the file).
 *
 * @param file the page's file, absolute
 * @param contentDir the content folder, absolute
 */
export function untitledPageTitle(file: string, contentDir: string): string {
  let source = '';
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    // The glob loader has just read it; a page gone since has no heading to give.
  }
  return (
    firstHeadingText(source, file.endsWith('.mdx') ? 'mdx' : 'markdown') ??
    titleFromFileName(path.relative(contentDir, file))
  );
}

/**
 * The warnings of the Markdown pages that Astro's content layer took from its cache, which were said
 * when the page was first rendered and would not be said again: one line each, `file:line: message`.
 */
export function cachedPageWarnings(
  entries: Iterable<{
    id: string;
    rendered?: { metadata?: { frontmatter?: unknown } | undefined } | undefined;
  }>,
  renderedNow: ReadonlySet<string>,
): string[] {
  const lines: string[] = [];
  for (const entry of entries) {
    if (renderedNow.has(entry.id)) continue;
    lines.push(...recordedWarnings(entry.rendered?.metadata?.frontmatter).map(formatMarkdownWarning));
  }
  return lines;
}

/** What the stored digest of a page that quotes files is followed by: the digest of those files. */
const QUOTED_DIGEST = '+quoted:';

/**
 * The store, telling which entries were (re)stored: Astro's glob loader stores only the changed pages.
 * A page that quotes files (snippet imports, includes) counts as changed when one of them did: its stored
 * digest carries theirs, which the loader is shown only when it no longer matches the files.
 * With `htmlFolder`, each page's rendered HTML is kept in a file there rather than in the store (see
 * `stored-html.ts`); a page whose file is gone counts as changed, so it is rendered again.
 * `onQuotedStored` is told of each page that quotes files as it is stored, and whether one of them
 * changed while the page was rendered (its stored content is then behind the files).
 */
export function watchedStore(
  store: LoaderContext['store'],
  stored: Set<string>,
  htmlFolder?: string,
  onQuotedStored?: (entry: { id: string; filePath?: string | undefined }, behind: boolean) => void,
): LoaderContext['store'] {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'set') {
        return (entry: Parameters<LoaderContext['store']['set']>[0]) => {
          stored.add(entry.id);
          const quoted = quotedFilesOf(entry.rendered?.metadata?.frontmatter);
          let kept = entry;
          if (htmlFolder !== undefined) {
            kept = withHtmlInFile(entry, htmlFolder);
            // Astro keeps an entry whose digest did not change: one whose file was gone is replaced.
            const before = target.get(entry.id);
            if (before && storedHtmlName(before) !== storedHtmlName(kept)) target.delete(entry.id);
          }
          const result = target.set(
            quoted === undefined ? kept : { ...kept, digest: `${kept.digest}${QUOTED_DIGEST}${quoted}` },
          );
          if (quoted !== undefined && onQuotedStored) {
            onQuotedStored(entry, quotedFilesChanged(entry.rendered?.metadata?.frontmatter));
          }
          return result;
        };
      }
      if (property === 'get') {
        return (id: string) => {
          const entry = target.get(id);
          if (entry && htmlFolder !== undefined && storedHtmlGone(entry, htmlFolder)) {
            return { ...entry, digest: 'rendered HTML gone' };
          }
          const digest = typeof entry?.digest === 'string' ? entry.digest : undefined;
          if (!entry || digest === undefined || !digest.includes(QUOTED_DIGEST)) return entry;
          const own = digest.slice(0, digest.indexOf(QUOTED_DIGEST));
          const changed = quotedFilesChanged(entry.rendered?.metadata?.frontmatter);
          return { ...entry, digest: changed ? `${own}${QUOTED_DIGEST}changed` : own };
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The docs collection's loader: Astro's glob loader for Markdown and MDX, with each page's frontmatter
 * checked against theme-core's page-metadata schema, and its layout against the layouts the site has.
 * Every problem of every page is collected and the build fails once, listing them all. A page without
 * a `title` gets its first `#` heading's text, or else a title from its file's name. The warnings of the
 * Markdown pages taken from Astro's cache are said again, so a page stays reported until it is fixed.
 *
 * Markdown pages are rendered during the content sync and kept in Astro's cache, so a build renders only
 * the pages that changed; their HTML is kept in files of the cache folder rather than in Astro's data
 * store, which a large site's pages would outgrow (`stored-html.ts`). With `deferRender: true` they are
 * rendered as each page is built instead, as MDX pages always are.
 */
export function docsLoader({
  base = './src/content/docs',
  deferRender = false,
}: {
  base?: string;
  /** Render Markdown pages when each is built (`true`) rather than during the content sync. Default: `false`. */
  deferRender?: boolean;
} = {}): Loader {
  // A build of an older version reads the version's content, put in the cache folder for it.
  const contentBase = versionBuildOf()?.contentDir ?? base;
  const inner = glob({ pattern: '**/*.{md,mdx}', base: contentBase, deferRender });
  const watching = new WeakSet<object>();
  return {
    // The package's name, so the warnings it says again read as those said when the page was rendered.
    name: '@lectern/astro',
    async load(context) {
      const problems: string[] = [];
      const root = context.config?.root ? fileURLToPath(context.config.root) : process.cwd();
      const contentDir = path.resolve(root, contentBase);
      const renderedNow = new Set<string>();
      const htmlFolder = context.config?.cacheDir
        ? storedHtmlFolder(fileURLToPath(context.config.cacheDir), context.collection)
        : undefined;
      await inner.load({
        ...context,
        store: watchedStore(
          context.store,
          renderedNow,
          htmlFolder,
          context.watcher && rendersAgainWhenBehind(context.watcher, root),
        ),
        async parseData(props) {
          const result = safeParsePageMetadata(props.data);
          if (!result.success) {
            const file = props.filePath ? path.relative(process.cwd(), props.filePath) : props.id;
            problems.push(...frontmatterProblemLines(file, result.issues));
            return props.data;
          }
          const written = typeof result.data.title === 'string' && result.data.title.trim() !== '';
          const title =
            written || !props.filePath ? result.data.title : untitledPageTitle(props.filePath, contentDir);
          return { ...props.data, ...result.data, title } as typeof props.data;
        },
      });
      // In `astro dev`, a page is rendered again when a snippet or include it quotes changes; once.
      if (context.watcher && !watching.has(context.watcher)) {
        watching.add(context.watcher);
        watchQuotedFiles(context.watcher, () => context.store.values(), root);
      }
      for (const line of cachedPageWarnings(context.store.values(), renderedNow)) context.logger.warn(line);
      if (htmlFolder !== undefined) removeUnusedHtml(htmlFolder, context.store.values());
      problems.push(...unknownLayoutLines(context));
      if (problems.length > 0) throw new FrontmatterError(problems);
    },
  };
}

/** How many times in a row a page is rendered again for being behind the files it quotes, at most. */
const BEHIND_RENDERS = 3;

/**
 * In `astro dev`: a page stored behind a file it quotes (the file was changed again, or was being
 * written, while the page was rendered) is rendered again a moment later, as when the file changes, so
 * the page never stays on an older snippet or include. A few times in a row at most.
 */
export function rendersAgainWhenBehind(
  watcher: { emit(event: 'change', file: string): unknown },
  root: string,
): (entry: { filePath?: string | undefined }, behind: boolean) => void {
  const times = new Map<string, number>();
  return (entry, behind) => {
    if (!entry.filePath) return;
    const file = path.resolve(root, entry.filePath);
    const count = behind ? (times.get(file) ?? 0) + 1 : 0;
    if (count === 0 || count > BEHIND_RENDERS) {
      times.delete(file);
      return;
    }
    times.set(file, count);
    setTimeout(() => watcher.emit('change', file), 100);
  };
}
