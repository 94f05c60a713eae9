import type { MdastPluginEntry } from 'satteri';

/**
 * Astro's MDX compiler treats a `layout` frontmatter field as the path of an Astro layout to import. In
 * Lectern, `layout` is the page's layout name (`doc`, `home`, `page`, a custom name or `false`), read from
 * the content collection's data. This plugin hides the field from the MDX compiler only, before it runs;
 * the collection's data keeps it.
 */
export const keepLayoutFieldForTheTheme: MdastPluginEntry = (context) => {
  const frontmatter = (context.data as { astro?: { frontmatter?: Record<string, unknown> } }).astro
    ?.frontmatter;
  if (frontmatter && 'layout' in frontmatter) delete frontmatter.layout;
  return null;
};
