// Release notes as HTML: a changeset's summary or a changelog entry, Markdown rendered with the
// maintained mdast tools (CommonMark; raw HTML in a note is dropped, never passed through).
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { ListItem, Nodes, PhrasingContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';

/** A leading commit hash, as changesets writes it when it knows the commit: `1a2b3c4: Adds…`. */
const COMMIT_PREFIX = /^[0-9a-f]{7,40}: /;
/** The commits after "Updated dependencies": ` [1a2b3c4, 5d6e7f8]`. */
const COMMIT_LIST = /\s*\[[0-9a-f, ]+\]\s*$/;

/** The HTML of mdast nodes. */
export function nodesToHtml(nodes: readonly Nodes[]): string {
  return nodes.map((node) => toHtml(toHast(node) as HastRoot | Element | ElementContent)).join('');
}

/** The plain text of a node, for matching. */
export function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

/**
 * Markdown as HTML: a note of several paragraphs keeps them; a single paragraph is given without its
 * `<p>`, to sit in a list item.
 *
 * @example markdownToHtml('Adds `ApiTable`.') // 'Adds <code>ApiTable</code>.'
 */
export function markdownToHtml(markdown: string): string {
  const tree = fromMarkdown(markdown.trim());
  const [only] = tree.children;
  if (tree.children.length === 1 && only?.type === 'paragraph') return nodesToHtml(only.children);
  return nodesToHtml(tree.children);
}

/** Removes the commit hash changesets writes in front of a note, in place. */
function stripCommit(item: ListItem): void {
  const first = item.children[0];
  if (first?.type !== 'paragraph') return;
  const text = first.children[0] as PhrasingContent | undefined;
  if (text?.type === 'text') text.value = text.value.replace(COMMIT_PREFIX, '').replace(COMMIT_LIST, '');
}

/** The HTML of one item of a changelog's list, without the commit hash changesets may have written. */
export function listItemHtml(item: ListItem): string {
  const copy = structuredClone(item);
  stripCommit(copy);
  // A tight item (one paragraph) is rendered without its <p>; an item of several paragraphs keeps them.
  const element = toHast(copy) as Element;
  // Between the blocks of a loose item, the line breaks are not text: leave them out, as
  // markdownToHtml does, so a note reads the same from a changeset and from the changelog.
  const children = copy.spread
    ? element.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''))
    : element.children;
  return toHtml(children);
}

/** Whether a list item is a changesets "Updated dependencies" line, and the dependencies it lists. */
export function dependencyUpdate(item: ListItem): string[] | undefined {
  const [first, ...rest] = item.children;
  if (first?.type !== 'paragraph' || !/^(?:[0-9a-f]{7,40}: )?Updated dependencies\b/.test(plainText(first)))
    return undefined;
  return rest.flatMap((node) =>
    node.type === 'list' ? node.children.map((child) => plainText(child).trim()).filter(Boolean) : [],
  );
}

/**
 * The note listing the dependencies a release updates, the same whether it is read from a changelog or
 * worked out from the pending changesets.
 *
 * @example dependencyNoteHtml(['@lectern/theme-core@0.2.0'])
 */
export function dependencyNoteHtml(dependencies: readonly string[]): string {
  const items = dependencies.map((dependency) => `<li><code>${escapeHtml(dependency)}</code></li>`).join('');
  return `Updated dependencies<ul>${items}</ul>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
