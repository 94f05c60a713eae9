/**
 * How the site writes its page addresses: `'always'` with a trailing slash (`/en/guide/intro/`, as a
 * Lectern site does), `'never'` without one, `'ignore'` as the table writes them.
 */
export type TrailingSlash = 'always' | 'never' | 'ignore';

/** A last segment with a dot names a file (`/guide.pdf`, `/404.html`); it never gets a slash. */
const FILE_SEGMENT = /\.[^/]+$/;

/**
 * Whether a path's last segment names a file (`intro.html`, `guide.pdf`): such a path gets no trailing
 * slash, and nobody asks for it with one.
 *
 * @example namesFile('/guide/intro.html') // true
 * @example namesFile('/guide/intro') // false
 */
export function namesFile(path: string): boolean {
  return FILE_SEGMENT.test(path);
}

/**
 * A location in the form the site answers without a further redirect: with `'always'` a trailing slash
 * is added unless the last segment names a file, with `'never'` it is removed (the root `/` keeps it),
 * with `'ignore'` the path is kept as written. The one place that decides the form of every location
 * the resolver, the host files and the redirect pages write.
 *
 * @example toSitePath('/en/getting-started/installation', 'always') // '/en/getting-started/installation/'
 * @example toSitePath('/en/downloads/guide.pdf', 'always') // '/en/downloads/guide.pdf'
 * @example toSitePath('/en/guide/', 'never') // '/en/guide'
 */
export function toSitePath(path: string, trailingSlash: TrailingSlash): string {
  if (trailingSlash === 'ignore') return path;
  if (trailingSlash === 'never') {
    const trimmed = path.replace(/\/+$/, '');
    return trimmed === '' ? '/' : trimmed;
  }
  return path.endsWith('/') || FILE_SEGMENT.test(path) ? path : `${path}/`;
}
