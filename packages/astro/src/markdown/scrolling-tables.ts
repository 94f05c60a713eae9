import type { HastNode, HastPluginDefinition, HastVisitorContext } from 'satteri';
import type { MarkdownTranslator, PageTexts } from './labels.js';

type HastElement = Extract<HastNode, { type: 'element' }>;

/** The first element child of `node` with the tag name, searching depth first. */
function firstElement(node: HastNode, tagName: string): HastElement | undefined {
  if (node.type !== 'element' && node.type !== 'root') return undefined;
  for (const child of node.children as HastNode[]) {
    if (child.type !== 'element') continue;
    if (child.tagName === tagName) return child;
    const found = firstElement(child, tagName);
    if (found) return found;
  }
  return undefined;
}

/** The words that name a table: its caption, else its column headings ("Table: Field, Type"). */
export function tableName(table: HastElement, ctx: HastVisitorContext, t: PageTexts): string {
  const caption = firstElement(table, 'caption');
  if (caption) return ctx.textContent(caption).trim();
  const row = firstElement(table, 'tr');
  const columns = row
    ? (row.children as HastNode[])
        .filter((cell): cell is HastElement => cell.type === 'element')
        .map((cell) => ctx.textContent(cell).trim())
        .filter((text) => text !== '')
    : [];
  return t('markdown.table', { columns: columns.join(', ') });
}

/**
 * Puts every table in a box that scrolls it sideways when it is wider than the page: a group named
 * after the table (its caption or its column headings) and a keyboard stop of its own, so that it can
 * be scrolled without a pointer (WCAG 2.1.1; axe `scrollable-region-focusable`). A group, not a region:
 * a page's tables are no landmarks, and two tables with the same columns would make two landmarks of
 * one name (axe `landmark-unique`).
 */
export function scrollingTables(t: MarkdownTranslator): HastPluginDefinition {
  return {
    name: 'lectern-scrolling-tables',
    element: {
      filter: ['table'],
      visit(node, ctx) {
        ctx.wrapNode(node, {
          type: 'element',
          tagName: 'div',
          properties: {
            className: ['lectern-table-scroll'],
            role: 'group',
            ariaLabel: tableName(node, ctx, t(ctx)),
            tabIndex: 0,
          },
          children: [],
        });
      },
    },
  };
}
