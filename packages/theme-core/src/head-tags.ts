import type { HeadTag } from './config/head.js';

/** Link relations a page has only one of: a later tag replaces an earlier one. */
const SINGLE_LINKS = /* @__PURE__ */ new Set(['canonical', 'icon', 'manifest', 'apple-touch-icon']);
/** The attributes that say which `meta` a tag is. */
const META_KEYS = ['charset', 'name', 'property', 'http-equiv', 'itemprop'] as const;

/**
 * What makes two head tags the same tag, so that the later one replaces the earlier: a `meta` by its
 * name (or property, http-equiv, charset), a `link` to an icon, a canonical address or an alternate
 * language, and `base`. Scripts, styles and other links are never the same tag.
 *
 * @example headTagKey({ tag: 'meta', attrs: { name: 'description', content: '…' } }) // 'meta name=description'
 */
export function headTagKey(tag: HeadTag): string | undefined {
  const attrs = tag.attrs ?? {};
  if (tag.tag === 'base') return 'base';
  if (tag.tag === 'meta') {
    const key = META_KEYS.find((name) => attrs[name] !== undefined && attrs[name] !== false);
    return key === undefined ? undefined : `meta ${key}=${key === 'charset' ? '' : String(attrs[key])}`;
  }
  if (tag.tag === 'link' && typeof attrs.rel === 'string') {
    if (SINGLE_LINKS.has(attrs.rel)) return `link ${attrs.rel}`;
    if (attrs.rel === 'alternate' && typeof attrs.hreflang === 'string')
      return `link alternate ${attrs.hreflang}`;
  }
  return undefined;
}

/**
 * The head tags of a page from several lists, in order (the theme's, the site's, the page's): a tag the
 * same as an earlier one (see {@link headTagKey}) replaces it, so a page can change the site's
 * description or icon, and a site the theme's.
 *
 * @example
 * mergeHeadTags([{ tag: 'meta', attrs: { name: 'description', content: 'Site' } }], [{ tag: 'meta', attrs: { name: 'description', content: 'Page' } }])
 * // [{ tag: 'meta', attrs: { name: 'description', content: 'Page' } }]
 */
export function mergeHeadTags(...lists: readonly (readonly HeadTag[] | undefined)[]): HeadTag[] {
  const merged: HeadTag[] = [];
  for (const tag of lists.flatMap((list) => list ?? [])) {
    const key = headTagKey(tag);
    const earlier = key === undefined ? -1 : merged.findIndex((other) => headTagKey(other) === key);
    if (earlier >= 0) merged.splice(earlier, 1);
    merged.push(tag);
  }
  return merged;
}

const VOID_TAGS = /* @__PURE__ */ new Set(['meta', 'link', 'base']);

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * A head tag as HTML. Attribute values are escaped; `true` writes the attribute alone and `false` leaves
 * it out. The content of a script or style is written as it is, except that it cannot end its element
 * early (`</script` is written `<\/script`).
 *
 * @example headTagHtml({ tag: 'script', attrs: { async: true, src: '/a.js' } }) // '<script async src="/a.js"></script>'
 */
export function headTagHtml(tag: HeadTag): string {
  const attributes = Object.entries(tag.attrs ?? {})
    .filter(([, value]) => value !== false)
    .map(([name, value]) => (typeof value === 'string' ? ` ${name}="${escapeAttribute(value)}"` : ` ${name}`))
    .join('');
  if (VOID_TAGS.has(tag.tag)) return `<${tag.tag}${attributes}>`;
  const content = (tag.content ?? '').replace(new RegExp(`</(${tag.tag})`, 'gi'), '<\\/$1');
  return `<${tag.tag}${attributes}>${content}</${tag.tag}>`;
}
