import type { OutlineHeader } from '@lectern/theme-core';

/**
 * The links of an outline in document order, depth first: what the scroll spy watches.
 *
 * @example outlineLinks([{ title: 'A', link: '#a', level: 2, children: [{ title: 'B', link: '#b', level: 3, children: [] }] }]) // ['#a', '#b']
 */
export function outlineLinks(headers: readonly OutlineHeader[]): string[] {
  return headers.flatMap((header) => [header.link, ...outlineLinks(header.children)]);
}
