import { HEADERS_BLOCK_END, HEADERS_BLOCK_START, type VercelHeaders } from '../generate/cache-headers';
import { NETLIFY_BLOCK_END, NETLIFY_BLOCK_START } from '../generate/netlify-redirects';
import type { VercelRedirect } from '../generate/vercel-redirects';

/**
 * A host file (`_redirects`, `_headers`) with a generated block in it: the block replaces an earlier
 * generated block (found by its first and last line), or goes before the site's own rules.
 */
function mergeBlock(existing: string | undefined, block: string, startLine: string, endLine: string): string {
  if (existing === undefined) return block;
  const start = existing.indexOf(startLine);
  const end = start === -1 ? -1 : existing.indexOf(endLine, start);
  if (end === -1) return `${block}${existing}`;
  const after = existing.slice(end + endLine.length).replace(/^\r?\n/, '');
  return `${existing.slice(0, start)}${block}${after}`;
}

/**
 * A `_redirects` file with the generated block in it: the block replaces an earlier generated block, or
 * goes before the site's own rules, so its exact rules come before any catch-all rule.
 *
 * @example mergeRedirectsFile('/* /404.html 404\n', block) // block + '/* /404.html 404\n'
 */
export function mergeRedirectsFile(existing: string | undefined, block: string): string {
  return mergeBlock(existing, block, NETLIFY_BLOCK_START, NETLIFY_BLOCK_END);
}

/**
 * A `_headers` file with the generated cache headers in it: the block replaces an earlier generated
 * block, or goes before the site's own rules.
 *
 * @example mergeHeadersFile('/*\n  X-Frame-Options: DENY\n', block) // block + '/*\n  X-Frame-Options: DENY\n'
 */
export function mergeHeadersFile(existing: string | undefined, block: string): string {
  return mergeBlock(existing, block, HEADERS_BLOCK_START, HEADERS_BLOCK_END);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A `vercel.json` object with generated entries first in one of its lists (`redirects`, `headers`), then
 * the site's own except those with the same `source` (an earlier run's), and every other setting kept.
 * Throws an `Error` for a configuration it cannot merge into: not an object, the list not a list, or
 * `routes`, which Vercel does not allow next to `redirects` or `headers`.
 */
function mergeVercelList(
  existing: unknown,
  key: 'redirects' | 'headers',
  entries: readonly { source: string }[],
): object {
  if (existing === undefined) return { [key]: entries };
  if (!isPlainObject(existing)) throw new Error('expected an object');
  if ('routes' in existing) throw new Error(`it has "routes", which Vercel does not allow with "${key}"`);
  const own = existing[key] ?? [];
  if (!Array.isArray(own)) throw new Error(`"${key}" is not a list`);
  const sources = new Set(entries.map((entry) => entry.source));
  const kept = own.filter((entry: unknown) => !(isPlainObject(entry) && sources.has(entry.source as string)));
  return { ...existing, [key]: [...entries, ...kept] };
}

/**
 * A `vercel.json` object with the generated redirects first, then the site's own redirects except those
 * with the same `source` (an earlier run's), and every other setting kept. Throws an `Error` for a
 * configuration it cannot merge into: not an object, `redirects` not a list, or `routes`, which Vercel
 * does not allow next to `redirects`.
 *
 * @example mergeVercelConfig({ cleanUrls: true }, redirects) // { cleanUrls: true, redirects }
 */
export function mergeVercelConfig(existing: unknown, redirects: readonly VercelRedirect[]): object {
  return mergeVercelList(existing, 'redirects', redirects);
}

/**
 * The same for `headers`: the generated cache headers first, the site's own kept.
 *
 * @example mergeVercelHeaders({ cleanUrls: true }, headers) // { cleanUrls: true, headers }
 */
export function mergeVercelHeaders(existing: unknown, headers: readonly VercelHeaders[]): object {
  return mergeVercelList(existing, 'headers', headers);
}
