import { firstHeading, frontmatterLinks, type MappedFields, mapPagerLink, titled } from './page-fields.js';

/** Fields Docusaurus reads that need nothing on Lectern: the migration places the file by them. */
const PLACING_FIELDS = ['id', 'slug'];
/** Fields Lectern reads as Docusaurus does. */
const SAME_FIELDS = ['title', 'description', 'draft', 'head'];

/**
 * A Docusaurus doc's frontmatter in Lectern's: `sidebar_position` → `order`, `sidebar_label` →
 * `sidebarText`, `hide_table_of_contents` → `outline: false`, `toc_min/max_heading_level` → `outline`,
 * `pagination_prev/next: null` → `prev/next: false`, `custom_edit_url` → `editLink`, `unlisted` →
 * `sidebarHidden`; `id` and `slug` are used to place the file; anything else kept and listed.
 */
export function mapDocusaurusFields(
  data: Record<string, unknown>,
  body: string,
  locale: string,
  prefixes: readonly string[],
  routeBase: string,
): MappedFields {
  const unknown: MappedFields['unknown'] = [];
  const mapped: Record<string, unknown> = {};
  const mapLink = frontmatterLinks(locale, prefixes, routeBase);
  const min = data.toc_min_heading_level;
  const max = data.toc_max_heading_level;
  for (const [key, value] of Object.entries(data)) {
    if (SAME_FIELDS.includes(key)) mapped[key] = value;
    else if (PLACING_FIELDS.includes(key)) continue;
    else if (key === 'sidebar_position' && typeof value === 'number') mapped.order = value;
    else if (key === 'sidebar_label' && typeof value === 'string') mapped.sidebarText = value;
    else if (key === 'hide_table_of_contents') {
      if (value === true) mapped.outline = false;
    } else if (key === 'toc_min_heading_level' || key === 'toc_max_heading_level') {
      if (data.hide_table_of_contents !== true) {
        mapped.outline = [typeof min === 'number' ? min : 2, typeof max === 'number' ? max : 3];
      }
    } else if (key === 'pagination_prev' || key === 'pagination_next') {
      const field = key === 'pagination_prev' ? 'prev' : 'next';
      if (value === null) mapped[field] = false;
      else if (typeof value === 'string') {
        unknown.push({ field: key, message: 'names a doc by id: left out, the sidebar decides the pager' });
      }
    } else if (key === 'custom_edit_url') mapped.editLink = value === null ? false : value;
    else if (key === 'unlisted' && value === true) mapped.sidebarHidden = true;
    else if (key === 'prev' || key === 'next') mapped[key] = mapPagerLink(value, mapLink);
    else {
      mapped[key] = value;
      unknown.push({ field: key, message: 'is not a field Lectern reads: kept as written' });
    }
  }
  const titledData = titled(mapped, { body });
  if (
    titledData.title === undefined &&
    firstHeading(body) === undefined &&
    typeof data.sidebar_label === 'string'
  ) {
    titledData.title = data.sidebar_label;
  }
  return { data: titledData, unknown };
}
