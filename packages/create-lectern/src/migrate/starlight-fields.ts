import { record, text } from './config-mapping.js';
import { type LinkMapper, type MappedFields, mapPagerLink } from './page-fields.js';
import { mapBadge } from './starlight-config.js';

const SAME_FIELDS = ['title', 'description', 'lastUpdated', 'draft'];

/** The tags a page's `head` may add on Lectern. */
const HEAD_TAGS = ['meta', 'link', 'script', 'style', 'noscript', 'base'];

/** Starlight's hero (`title`, `tagline`, `image`, `actions` with `variant`) as Lectern's. */
function mapStarlightHero(
  value: unknown,
  mapLink: LinkMapper,
  image: (file: string) => string | undefined,
  pageTitle: unknown,
) {
  const hero = record(value) ?? {};
  const mapped: Record<string, unknown> = {};
  // Starlight's hero shows the page's title when it has none of its own.
  if (text(hero.title) ?? text(pageTitle)) mapped.name = text(hero.title) ?? pageTitle;
  if (text(hero.tagline)) mapped.tagline = hero.tagline;
  const picture = record(hero.image);
  if (picture) {
    const file = text(picture.file) ?? text(picture.light);
    const address = file ? image(file) : undefined;
    const dark = text(picture.dark) ? image(picture.dark as string) : undefined;
    if (address && dark && text(picture.light))
      mapped.image = { light: address, dark, ...(text(picture.alt) ? { alt: picture.alt } : {}) };
    else if (address) mapped.image = { src: address, ...(text(picture.alt) ? { alt: picture.alt } : {}) };
  }
  if (Array.isArray(hero.actions)) {
    mapped.actions = hero.actions.flatMap((raw) => {
      const action = record(raw);
      if (!action || !text(action.text) || !text(action.link)) return [];
      return [
        {
          text: action.text,
          link: mapLink(action.link as string),
          theme: action.variant === 'primary' || action.variant === undefined ? 'brand' : 'alt',
        },
      ];
    });
  }
  return mapped;
}

/**
 * A Starlight page's frontmatter in Lectern's: `sidebar.order/label/hidden/badge` → `order`,
 * `sidebarText`, `sidebarHidden`, `sidebarBadge`; `template: splash` → the `page` layout, or `home` with a
 * `hero`; `tableOfContents` → `outline`; `editUrl` → `editLink`; `prev`/`next`; `slug` places the file.
 * `image` turns an image file of the hero into an address the new site serves.
 */
export function mapStarlightFields(
  data: Record<string, unknown>,
  mapLink: LinkMapper,
  image: (file: string) => string | undefined,
): MappedFields {
  const unknown: MappedFields['unknown'] = [];
  const mapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (SAME_FIELDS.includes(key)) mapped[key] = value;
    else if (key === 'slug') continue;
    else if (key === 'head' && Array.isArray(value)) {
      const kept = value.filter((tag) => HEAD_TAGS.includes(String(record(tag)?.tag)));
      if (kept.length < value.length) {
        unknown.push({
          field: 'head',
          message: 'tags other than meta, link, script, style, noscript and base are left out',
        });
      }
      if (kept.length > 0) mapped.head = kept;
    } else if (key === 'template') {
      if (value === 'splash') mapped.layout = data.hero === undefined ? 'page' : 'home';
    } else if (key === 'hero') {
      mapped.layout = 'home';
      mapped.hero = mapStarlightHero(value, mapLink, image, data.title);
    } else if (key === 'sidebar') {
      const sidebar = record(value) ?? {};
      if (typeof sidebar.order === 'number') mapped.order = sidebar.order;
      if (text(sidebar.label)) mapped.sidebarText = sidebar.label;
      if (sidebar.hidden === true) mapped.sidebarHidden = true;
      const badge = mapBadge(sidebar.badge);
      if (badge) mapped.sidebarBadge = badge;
      if (sidebar.attrs !== undefined)
        unknown.push({ field: 'sidebar', message: 'attrs have no equivalent in Lectern: left out' });
    } else if (key === 'tableOfContents') {
      const toc = record(value);
      if (value === false) mapped.outline = false;
      else if (toc) mapped.outline = [Number(toc.minHeadingLevel ?? 2), Number(toc.maxHeadingLevel ?? 3)];
    } else if (key === 'editUrl') mapped.editLink = value;
    else if (key === 'prev' || key === 'next') {
      const link = record(value);
      mapped[key] = link
        ? mapPagerLink({ text: link.label, link: link.link }, mapLink)
        : value === true
          ? undefined
          : value;
      if (mapped[key] === undefined) delete mapped[key];
    } else {
      mapped[key] = value;
      unknown.push({ field: key, message: 'is not a field Lectern reads: kept as written' });
    }
  }
  return { data: mapped, unknown };
}
