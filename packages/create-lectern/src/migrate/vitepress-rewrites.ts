/** One of VitePress's `rewrites`: the page files it matches, and the file each is served as. */
export interface Rewrite {
  readonly from: string;
  readonly to: string;
}

/** A rewrite's source as a pattern: `:name` is one segment, `:name*` any number of them. */
function pattern(from: string): RegExp {
  const source = from
    .split(/(:[A-Za-z_]\w*\*?)/)
    .map((part) => {
      if (part.startsWith(':'))
        return part.endsWith('*') ? `(?<${part.slice(1, -1)}>.*)` : `(?<${part.slice(1)}>[^/]+)`;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The file a page is served as after VitePress's `rewrites` (the first that matches), or the file itself:
 * `{ 'en/:rest*': ':rest*' }` serves `en/guide/setup.md` as `guide/setup.md`.
 */
export function rewritten(file: string, rewrites: readonly Rewrite[]): string {
  for (const rewrite of rewrites) {
    const match = pattern(rewrite.from).exec(file);
    if (!match) continue;
    const values = match.groups ?? {};
    return rewrite.to
      .replace(/:([A-Za-z_]\w*)\*?/g, (_, name: string) => values[name] ?? '')
      .replace(/^\/+/, '');
  }
  return file;
}
