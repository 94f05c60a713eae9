import type { PageTexts } from './labels.js';
import { type BuiltChild, type ContainerDirectiveNode, element, text } from './mdast-element.js';

/** The container directive of a block the reader opens: `:::details[Title]`. */
export const DETAILS_DIRECTIVE = 'details';

/**
 * A block the reader opens, as VitePress writes it (`::: details Title`, read as `:::details[Title]`):
 * `<details class="lectern-details">` with the title as its `<summary>` ("Details" when it has none).
 * `{open}` shows it open.
 *
 * @example
 * :::details[What the build writes]
 * One HTML file per page…
 * :::
 */
export function detailsBlock(
  node: Pick<ContainerDirectiveNode, 'children' | 'attributes'>,
  t: PageTexts,
): BuiltChild {
  const [first, ...rest] = node.children;
  const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
  const summary = label && label.children.length > 0 ? label.children : [text(t('markdown.details'))];
  const open = node.attributes !== null && node.attributes !== undefined && 'open' in node.attributes;
  return element('details', { className: ['lectern-details'], ...(open ? { open: true } : {}) }, [
    element('summary', { className: ['lectern-details-summary'] }, summary),
    element('div', { className: ['lectern-details-body'] }, label ? rest : node.children),
  ]);
}
