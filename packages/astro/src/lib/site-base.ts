/**
 * An address of the site under its base path (Astro's `base`, e.g. `/docs/`): the theme and the pages
 * write their links from the site's root (`/en/guide/`), and this puts the base in front
 * (`/docs/en/guide/`). Other sites' addresses, anchors, relative links and links that already start with
 * the base are left as they are.
 *
 * @example withBase('/en/guide/', '/docs/') // '/docs/en/guide/'
 * @example withBase('/docs/en/guide/', '/docs/') // '/docs/en/guide/'
 * @example withBase('https://example.com/', '/docs/') // 'https://example.com/'
 */
export function withBase(href: string, base: string = import.meta.env?.BASE_URL ?? '/'): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  if (root === '/' || !href.startsWith('/') || href.startsWith('//')) return href;
  if (href === root.slice(0, -1) || href.startsWith(root)) return href;
  return `${root}${href.slice(1)}`;
}

/**
 * An address of the site without its base path, as the site's own rules see it (`/en/guide/`): the
 * inverse of {@link withBase}. An address outside the base is returned as it is.
 *
 * @example withoutBase('/docs/en/guide/', '/docs/') // '/en/guide/'
 */
export function withoutBase(href: string, base: string = import.meta.env?.BASE_URL ?? '/'): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  if (root === '/') return href;
  if (href === root.slice(0, -1)) return '/';
  return href.startsWith(root) ? `/${href.slice(root.length)}` : href;
}
