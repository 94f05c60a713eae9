import type { ContainerDirectiveNode } from './mdast-element.js';

/** The container directive that groups code blocks into tabs. */
export const CODE_GROUP_DIRECTIVE = 'code-group';
/** The class of a code group; the tabs script looks for it. */
export const CODE_GROUP_CLASS = 'lectern-code-group';

/** How a `:::code-group` renders: a `<div class="lectern-code-group">` around its code blocks. */
export interface CodeGroupRendering {
  data: { hName: 'div'; hProperties: { className: string[] } };
  /** Why the group may not work as tabs, for the author. */
  problem?: string;
}

/**
 * Groups consecutive code blocks into tabs, one tab per block, named by the block's title: a
 * `:::code-group` container holding only code blocks. Without JavaScript the blocks stay stacked, each
 * with its title; the tabs script turns the group into a tab list.
 *
 * @example
 * :::code-group
 * ```sh title="npm"
 * npm install @lectern/astro
 * ```
 * ```sh title="pnpm"
 * pnpm add @lectern/astro
 * ```
 * :::
 */
export function codeGroupRendering(node: Pick<ContainerDirectiveNode, 'children'>): CodeGroupRendering {
  const others = node.children.filter((child) => child.type !== 'code');
  const rendering: CodeGroupRendering = {
    data: { hName: 'div', hProperties: { className: [CODE_GROUP_CLASS] } },
  };
  if (node.children.length === 0) return { ...rendering, problem: ':::code-group is empty' };
  if (others.length > 0) {
    return {
      ...rendering,
      problem: `:::code-group holds only code blocks; its ${others.map((child) => child.type).join(', ')} stay outside the tabs`,
    };
  }
  return rendering;
}
