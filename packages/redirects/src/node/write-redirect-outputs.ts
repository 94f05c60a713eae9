import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { countRedirectsFileRules, hostRuleLimitWarnings } from '../generate/host-rule-limits';
import { netlifyRedirects } from '../generate/netlify-redirects';
import { nginxRedirectMap } from '../generate/nginx-redirect-map';
import {
  isRedirectPage,
  type StaticRedirectPagesOptions,
  staticRedirectPages,
} from '../generate/static-redirect-pages';
import { vercelRedirects } from '../generate/vercel-redirects';
import type { RedirectTableInput } from '../types';
import { mergeRedirectsFile, mergeVercelConfig } from './merge-host-files';

/** The outputs `writeRedirectOutputs` can write. */
export type RedirectOutput = 'pages' | 'netlify' | 'vercel' | 'nginx';

/** What to write and how the outputs link to the site. */
export interface WriteRedirectOutputsOptions extends StaticRedirectPagesOptions {
  /**
   * Which outputs to write: `pages` (the static redirect pages), `netlify` (`_redirects`), `vercel`
   * (`vercel.json`), `nginx` (`nginx-redirects.conf`). Defaults to all four.
   * @example ['netlify']
   */
  outputs?: readonly RedirectOutput[];
  /**
   * Writes `301!` in `_redirects` so Netlify redirects where a file exists, such as the redirect pages
   * (see `netlifyRedirects`). Defaults to `true`; pass `false` for Cloudflare Pages.
   */
  force?: boolean;
}

/** What was written, as paths relative to the site's folder with `/` separators. */
export interface WrittenRedirectOutputs {
  /** The static redirect pages. @example ['quick-start/index.html', 'en/quick-start/index.html'] */
  pages: string[];
  /** The host rule files. @example ['_redirects', 'vercel.json', 'nginx-redirects.conf'] */
  files: string[];
  /**
   * A line for each host file past its host's rule limit, naming the alternative (see
   * `hostRuleLimitWarnings`); the files are written anyway.
   */
  warnings: string[];
}

const ALL_OUTPUTS: readonly RedirectOutput[] = ['pages', 'netlify', 'vercel', 'nginx'];

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Why a redirect page cannot be written at `path`, or `undefined` when it can. */
async function pageConflict(siteDir: string, path: string): Promise<string | undefined> {
  const file = resolve(siteDir, path);
  const inside = relative(siteDir, file);
  if (inside.startsWith('..') || isAbsolute(inside)) return `${path} would be outside the site's folder`;
  const existing = await stat(file).catch(() => undefined);
  if (existing === undefined) return undefined;
  if (!existing.isFile() || !isRedirectPage(await readFile(file, 'utf8'))) {
    return `${path} is a page of the site; a redirect page would replace it`;
  }
  return undefined;
}

/**
 * Writes the redirect outputs of a table into a built site's folder: the static redirect pages
 * (`staticRedirectPages`), `_redirects` (`netlifyRedirects`; an existing file keeps its own rules after
 * the generated block), `vercel.json` (`vercelRedirects`, merged into an existing file's `redirects`)
 * and `nginx-redirects.conf` (`nginxRedirectMap`).
 *
 * Everything is checked before anything is written. A redirect page never replaces a page of the site:
 * an existing HTML file there that this package did not write is an error, as is a `vercel.json` it
 * cannot merge into. A table with errors throws a `RedirectTableError`, like `createRedirectResolver`.
 *
 * @example
 * import { writeRedirectOutputs } from '@lectern/redirects/node';
 *
 * await writeRedirectOutputs('dist', table, { locales, defaultLocale: 'en', site: 'https://lectern.dev' });
 * // { pages: ['quick-start/index.html', …], files: ['_redirects', 'vercel.json', 'nginx-redirects.conf'] }
 */
export async function writeRedirectOutputs(
  siteDir: string,
  table: RedirectTableInput,
  options: WriteRedirectOutputsOptions = {},
): Promise<WrittenRedirectOutputs> {
  const outputs = new Set(options.outputs ?? ALL_OUTPUTS);
  const root = resolve(siteDir);
  const folder = await stat(root).catch(() => undefined);
  if (!folder?.isDirectory())
    throw new Error(`Cannot write the redirect outputs: ${siteDir} is not a folder`);

  const problems: string[] = [];
  const pages = outputs.has('pages') ? staticRedirectPages(table, options) : [];
  for (const page of pages) {
    const conflict = await pageConflict(root, page.path);
    if (conflict) problems.push(conflict);
  }

  const files = new Map<string, string>();
  const counts: { redirectsFile?: number; vercel?: number } = {};
  if (outputs.has('netlify')) {
    const existing = await readIfExists(join(root, '_redirects'));
    const merged = mergeRedirectsFile(existing, netlifyRedirects(table, options));
    files.set('_redirects', merged);
    counts.redirectsFile = countRedirectsFileRules(merged);
  }
  if (outputs.has('vercel')) {
    const existing = await readIfExists(join(root, 'vercel.json'));
    try {
      const config = existing === undefined ? undefined : (JSON.parse(existing) as unknown);
      const merged = mergeVercelConfig(config, vercelRedirects(table, options).redirects);
      files.set('vercel.json', `${JSON.stringify(merged, null, 2)}\n`);
      counts.vercel = (merged as { redirects: unknown[] }).redirects.length;
    } catch (error) {
      problems.push(`vercel.json cannot take the redirects: ${(error as Error).message}`);
    }
  }
  if (outputs.has('nginx')) files.set('nginx-redirects.conf', nginxRedirectMap(table, options));

  if (problems.length > 0) {
    throw new Error(
      `Cannot write the redirect outputs into ${siteDir}:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
  for (const page of pages) {
    const file = join(root, page.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page.html);
  }
  for (const [name, text] of files) await writeFile(join(root, name), text);
  const warnings = hostRuleLimitWarnings(counts).map((warning) => warning.message);
  return { pages: pages.map((page) => page.path), files: [...files.keys()], warnings };
}
