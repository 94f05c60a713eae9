import { NETLIFY_BLOCK_END, NETLIFY_BLOCK_START } from '../generate/netlify-redirects';
import type { VercelRedirect } from '../generate/vercel-redirects';

/**
 * A `_redirects` file with the generated block in it: the block replaces an earlier generated block, or
 * goes before the site's own rules, so its exact rules come before any catch-all rule.
 *
 * @example mergeRedirectsFile('/* /404.html 404\n', block) // block + '/* /404.html 404\n'
 */
export function mergeRedirectsFile(existing: string | undefined, block: string): string {
  if (existing === undefined) return block;
  const start = existing.indexOf(NETLIFY_BLOCK_START);
  const end = start === -1 ? -1 : existing.indexOf(NETLIFY_BLOCK_END, start);
  if (end === -1) return `${block}${existing}`;
  const after = existing.slice(end + NETLIFY_BLOCK_END.length).replace(/^\r?\n/, '');
  return `${existing.slice(0, start)}${block}${after}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
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
  if (existing === undefined) return { redirects };
  if (!isPlainObject(existing)) throw new Error('expected an object');
  if ('routes' in existing) throw new Error('it has "routes", which Vercel does not allow with "redirects"');
  const own = existing.redirects ?? [];
  if (!Array.isArray(own)) throw new Error('"redirects" is not a list');
  const sources = new Set(redirects.map((redirect) => redirect.source));
  const kept = own.filter(
    (redirect: unknown) => !(isPlainObject(redirect) && sources.has(redirect.source as string)),
  );
  return { ...existing, redirects: [...redirects, ...kept] };
}
