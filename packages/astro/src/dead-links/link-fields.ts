import { joinPath } from '@lectern/theme-core';
import { formatPath } from '@lectern/theme-core/config';

/** A link written in a field of the settings or of a page's frontmatter. */
export interface LinkField {
  /** The field, as it would be written in code: `sidebar["/guide/"][0].items[1].link`. */
  field: string;
  /** The link as written. */
  link: string;
  /** The `base` a sidebar group or item gives its relative links, when it has one. */
  base?: string | undefined;
}

/**
 * Every string written under one of `keys`, anywhere in a value, with its field path: the links of the
 * theme settings (`link`, `logoLink`) or of a page's frontmatter (`link`, `href`). A sidebar's `base` is
 * kept with the links below it, for the relative ones.
 *
 * @example linkFields({ hero: { actions: [{ link: '/guide/' }] } }, ['link'])
 * // [{ field: 'hero.actions[0].link', link: '/guide/', base: undefined }]
 */
export function linkFields(value: unknown, keys: readonly string[]): LinkField[] {
  const found: LinkField[] = [];
  const visit = (node: unknown, path: PropertyKey[], base: string | undefined) => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, [...path, index], base);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const ownBase = typeof record.base === 'string' ? joinPath(base ?? '/', record.base) : base;
    for (const [key, child] of Object.entries(record)) {
      if (typeof child === 'string' && keys.includes(key))
        found.push({ field: formatPath([...path, key]), link: child, base: ownBase });
      else visit(child, [...path, key], ownBase);
    }
  };
  visit(value, [], undefined);
  return found;
}
