// The site's base path (Astro's `base`, Vite's `base`: `/docs/` for a site served under /docs/): the
// theme's rules work on addresses from the site's root; the base is put in front only where an address
// is written into a page, and taken off where one is read from the browser.

/**
 * An address of the site under its base path (Astro's `base`, e.g. `/docs/`): the theme, its settings
 * and its rules write addresses from the site's root (`/en/guide/`), and this puts the base in front
 * (`/docs/en/guide/`), always — even for an address that happens to start like the base (a site under
 * `/en/` has its English pages at `/en/en/`). Other sites' addresses, anchors and relative links are
 * left as they are.
 *
 * @example withBase('/en/guide/', '/docs/') // '/docs/en/guide/'
 * @example withBase('https://example.com/', '/docs/') // 'https://example.com/'
 */
export function withBase(href: string, base: string): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  if (root === '/' || !href.startsWith('/') || href.startsWith('//')) return href;
  return `${root}${href.slice(1)}`;
}

/**
 * Whether an address is written under the base path already (`/docs/en/` under `/docs/`): as some
 * tools ask their pages' authors to write links.
 *
 * @example isUnderBase('/docs/en/', '/docs/') // true
 */
export function isUnderBase(href: string, base: string): boolean {
  const root = base.endsWith('/') ? base : `${base}/`;
  return root !== '/' && (href === root.slice(0, -1) || href.startsWith(root));
}

/**
 * An address of the site without its base path, as the site's own rules see it (`/en/guide/`): the
 * inverse of {@link withBase}. An address outside the base is returned as it is.
 *
 * @example withoutBase('/docs/en/guide/', '/docs/') // '/en/guide/'
 */
export function withoutBase(href: string, base: string): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  if (root === '/') return href;
  if (href === root.slice(0, -1)) return '/';
  return href.startsWith(root) ? `/${href.slice(root.length)}` : href;
}

/** An item with a link and items of its own: a sidebar item, a menu item. */
interface LinkedItem<Item> {
  link?: string | undefined;
  items?: Item[] | undefined;
}

/**
 * Items with their links (and their children's) under the site's base path (see {@link withBase}):
 * the theme resolves sidebars and menus from the site's root, and writes them into pages under the base.
 * With the root as base, the items are returned as they are.
 *
 * @example linksWithBase([{ text: 'Intro', link: '/en/intro/' }], '/docs/') // [{ text: 'Intro', link: '/docs/en/intro/' }]
 */
export function linksWithBase<Item extends LinkedItem<Item>>(items: readonly Item[], base: string): Item[] {
  if (withBase('/', base) === '/') return [...items];
  return items.map((item) => ({
    ...item,
    ...(item.link === undefined ? {} : { link: withBase(item.link, base) }),
    ...(item.items === undefined ? {} : { items: linksWithBase(item.items, base) }),
  }));
}

/** An image as the theme settings and frontmatter write it: an address, `{ src }` or `{ light, dark }`. */
type ImageSource = string | { src: string } | { light: string; dark: string };

/**
 * An image with its site addresses under the site's base path (see {@link withBase}): an address, the
 * `src` of an image with its size, or both addresses of an image per appearance. Anything else (an emoji
 * given as a feature's icon, an address of another site) is left as it is.
 *
 * @example imageWithBase({ light: '/logo.svg', dark: '/logo-dark.svg' }, '/docs/') // { light: '/docs/logo.svg', dark: '/docs/logo-dark.svg' }
 */
export function imageWithBase<Image extends ImageSource>(image: Image, base: string): Image;
export function imageWithBase<Image extends ImageSource>(
  image: Image | undefined,
  base: string,
): Image | undefined;
export function imageWithBase<Image extends ImageSource>(
  image: Image | undefined,
  base: string,
): Image | undefined {
  if (image === undefined) return undefined;
  if (typeof image === 'string') return withBase(image, base) as Image;
  const object: { src: string } | { light: string; dark: string; blackguard?: string | undefined } = image;
  if ('src' in object) return { ...object, src: withBase(object.src, base) } as Image;
  return {
    ...object,
    light: withBase(object.light, base),
    dark: withBase(object.dark, base),
    ...(object.blackguard === undefined ? {} : { blackguard: withBase(object.blackguard, base) }),
  } as Image;
}
