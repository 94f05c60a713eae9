import { fencedLines } from './code-fences.js';
import { fromRoot, record } from './config-mapping.js';
import { isExternal, siteLink } from './site-paths.js';

/** A page's frontmatter once mapped, and the fields Lectern has no meaning for (kept as written). */
export interface MappedFields {
  data: Record<string, unknown>;
  /** Fields left as written that Lectern does not read, with why. */
  unknown: { field: string; message: string }[];
}

/** The fields Lectern's pages read as VitePress's do, kept as they are. */
const SAME_FIELDS = [
  'title',
  'description',
  'head',
  'aside',
  'outline',
  'navbar',
  'footer',
  'editLink',
  'lastUpdated',
  'pageClass',
  'draft',
];

/** A link of a page's frontmatter (hero buttons, feature cards, pager) in Lectern's form. */
export type LinkMapper = (link: string) => string;

export function mapLinkField(value: unknown, mapLink: LinkMapper): unknown {
  const item = record(value);
  if (!item || typeof item.link !== 'string') return value;
  return { ...item, link: mapLink(item.link) };
}

/** The hero of a home page: its buttons' links in Lectern's form, fields Lectern has not left out. */
export function mapHero(value: unknown, mapLink: LinkMapper, unknown: MappedFields['unknown']): unknown {
  const hero = record(value);
  if (!hero) return value;
  const mapped: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(hero)) {
    if (key === 'actions' && Array.isArray(field)) {
      mapped.actions = field.flatMap((action, index) => {
        const button = record(action);
        if (!button) return [action];
        if (typeof button.text === 'string' && button.text.trim() === '') {
          // A button the old theme drew as a picture with its own styles: without a label it has no name.
          unknown.push({
            field: `hero.actions[${index}]`,
            message: `has no text (${String(button.link ?? '')}): left out; give it a label to keep it`,
          });
          return [];
        }
        const { theme, ...rest } = button;
        const mappedButton = mapLinkField(rest, mapLink) as Record<string, unknown>;
        if (theme === 'brand' || theme === 'alt' || theme === 'sponsor') mappedButton.theme = theme;
        else if (theme === 'primary') mappedButton.theme = 'brand';
        else if (theme !== undefined) mappedButton.theme = 'alt';
        return [mappedButton];
      });
    } else if (['name', 'text', 'tagline', 'image'].includes(key)) mapped[key] = field;
    else unknown.push({ field: `hero.${key}`, message: 'has no equivalent in Lectern: left out' });
  }
  return mapped;
}

/** The feature cards of a home page, their links in Lectern's form. */
export function mapFeatures(value: unknown, mapLink: LinkMapper): unknown {
  return Array.isArray(value) ? value.map((feature) => mapLinkField(feature, mapLink)) : value;
}

/** A `prev`/`next` override: a text, `false`, or `{ text, link }` with the link in Lectern's form. */
export function mapPagerLink(value: unknown, mapLink: LinkMapper): unknown {
  return typeof value === 'string' || value === false ? value : mapLinkField(value, mapLink);
}

/**
 * A VitePress page's frontmatter in Lectern's: the fields both read alike kept, `layout: home` with its
 * `hero` and `features` (links in Lectern's form), `sidebar: false`, `prev`/`next`; anything else kept
 * and listed as unknown.
 */
export function mapVitePressFields(
  data: Record<string, unknown>,
  mapLink: LinkMapper,
  page: { siteTitle?: string | false | undefined; body: string },
): MappedFields {
  const mappedFields = mapVitePressFieldsAsWritten(data, mapLink);
  return { ...mappedFields, data: titled(mappedFields.data, page) };
}

/** The first `# heading` of a Markdown body, outside fenced code. */
export function firstHeading(body: string): string | undefined {
  const lines = body.split(/\r?\n/);
  const fenced = fencedLines(lines);
  const index = lines.findIndex((line, at) => !fenced[at] && /^#\s+\S/.test(line));
  return index === -1
    ? undefined
    : (lines[index] ?? '')
        .replace(/^#\s+/, '')
        .replace(/\s+\{#[^}]*\}\s*$/, '')
        .trim();
}

/**
 * The title as the other tool showed it. A doc page shows its `# heading` (its `title` named the browser
 * tab): Lectern's layout shows `title` as the heading, so with both, `title` is left out and the heading is
 * the title. A home page without a title takes its hero's name, or the site's title.
 */
export function titled(
  data: Record<string, unknown>,
  page: { siteTitle?: string | false | undefined; body: string },
): Record<string, unknown> {
  const heading = firstHeading(page.body);
  if (heading !== undefined && typeof data.title === 'string') {
    const { title: _title, ...rest } = data;
    return rest;
  }
  if (data.layout === 'home' && data.title === undefined && heading === undefined) {
    const hero = record(data.hero);
    const name =
      typeof hero?.name === 'string'
        ? hero.name
        : typeof page.siteTitle === 'string'
          ? page.siteTitle
          : undefined;
    if (name !== undefined) return { title: name, ...data };
  }
  return data;
}

function mapVitePressFieldsAsWritten(data: Record<string, unknown>, mapLink: LinkMapper): MappedFields {
  const unknown: MappedFields['unknown'] = [];
  const mapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (SAME_FIELDS.includes(key)) mapped[key] = value;
    else if (key === 'layout') {
      if (value === 'home' || value === 'doc' || value === 'page' || value === false) mapped.layout = value;
      else
        unknown.push({
          field: 'layout',
          message: `"${String(value)}" is a layout of the VitePress site: left out`,
        });
    } else if (key === 'hero') mapped.hero = mapHero(value, mapLink, unknown);
    else if (key === 'features') mapped.features = mapFeatures(value, mapLink);
    else if (key === 'sidebar') {
      // Lectern reads `sidebar` as VitePress does (true or false); another value (VuePress's `auto`) would
      // not build.
      if (typeof value === 'boolean') mapped.sidebar = value;
      else
        unknown.push({
          field: 'sidebar',
          message: `${JSON.stringify(value)} is not a value Lectern reads (true or false): left out`,
        });
    } else if (key === 'prev' || key === 'next') mapped[key] = mapPagerLink(value, mapLink);
    else {
      mapped[key] = value;
      unknown.push({ field: key, message: 'is not a field Lectern reads: kept as written' });
    }
  }
  return { data: mapped, unknown };
}

/**
 * A page-link mapper for frontmatter: the other tool's address → Lectern's, with the page's language
 * (Lectern reads the links of the frontmatter as written); external links as written.
 */
export function frontmatterLinks(
  locale: string,
  prefixes: readonly string[],
  dropPrefix?: string,
  pageAddress = '/',
): LinkMapper {
  return (link) => {
    if (isExternal(link) || link.startsWith('#') || link === '') return link;
    // `./x` and `../x` are read from the page's old address; `x` from the site's root (VitePress's withBase).
    const absolute = link.startsWith('.')
      ? new URL(link, `https://site${pageAddress}`).pathname + (/[?#].*$/.exec(link)?.[0] ?? '')
      : fromRoot(link);
    return `/${locale}${siteLink(absolute, prefixes, dropPrefix).link}`;
  };
}
