// The package filter of the releases page, kept in the address's query (`?package=@lectern/astro`), and
// the permalink of each release. Runs in the browser too: no dependencies.

/**
 * The id of a release's heading, its permalink: `@lectern/astro` 0.2.0 → `lectern-astro-0.2.0`.
 *
 * @example releaseId('@lectern/astro', '0.2.0') // 'lectern-astro-0.2.0'
 */
export function releaseId(name: string, version: string): string {
  return `${packageId(name)}-${version}`;
}

/** The id of a package's section: `@lectern/astro` → `lectern-astro`. */
export function packageId(name: string): string {
  return name
    .replace(/^@/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase();
}

/** The package the query picks, or `''` (every package) when it names none the page lists. */
export function packageFromQuery(search: string, names: readonly string[]): string {
  const name = new URLSearchParams(search).get('package') ?? '';
  return names.includes(name) ? name : '';
}

/** The query with `package` set to `name`, or removed for every package; other parameters are kept. */
export function queryOfPackage(name: string, search = ''): string {
  const params = new URLSearchParams(search);
  if (name) params.set('package', name);
  else params.delete('package');
  const query = params.toString();
  return query ? `?${query}` : '';
}
