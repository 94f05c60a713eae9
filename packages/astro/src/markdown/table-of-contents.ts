import type { HastNode, HastPluginDefinition } from 'satteri';
import type { MarkdownTranslator } from './labels.js';

type HastElement = Extract<HastNode, { type: 'element' }>;

/** A heading of the page, as Astro's heading-id step lists them. */
interface PageHeading {
  depth: number;
  slug: string;
  text: string;
}

/** The id of the heading GFM gives a page's footnotes, which a table of contents leaves out. */
const FOOTNOTES_HEADING_ID = 'footnote-label';

/** The marker of a table of contents, alone in its paragraph (VitePress's). */
export const TOC_MARKER = '[[toc]]';

function element(tagName: string, properties: HastElement['properties'], children: HastNode[]): HastElement {
  return { type: 'element', tagName, properties, children: children as HastElement['children'] };
}

/**
 * The nested list of a page's h2 and h3 headings, each a link to its heading.
 *
 * @example tocList([{ depth: 2, slug: 'a', text: 'A' }, { depth: 3, slug: 'b', text: 'B' }])
 * // <ul><li><a href="#a">A</a><ul><li><a href="#b">B</a></li></ul></li></ul>
 */
export function tocList(headings: readonly PageHeading[]): HastElement {
  const items: HastElement[] = [];
  const listed = headings.filter(
    (entry) => (entry.depth === 2 || entry.depth === 3) && entry.slug !== FOOTNOTES_HEADING_ID,
  );
  for (const heading of listed) {
    const link = element('a', { href: `#${heading.slug}` }, [{ type: 'text', value: heading.text }]);
    const parent = items.at(-1);
    if (heading.depth === 3 && parent) {
      const nested = parent.children.find(
        (child): child is HastElement => child.type === 'element' && child.tagName === 'ul',
      );
      const item = element('li', {}, [link]);
      if (nested) nested.children.push(item);
      else parent.children.push(element('ul', {}, [item]));
    } else {
      items.push(element('li', {}, [link]));
    }
  }
  return element('ul', {}, items);
}

/**
 * A paragraph holding only `[[toc]]` becomes the page's table of contents: a `<nav class="lectern-toc">`
 * with a list of its h2 and h3 headings. Runs after the heading ids are given, and reads the headings
 * Astro lists for the outline, so both link to the same ids.
 */
export function tableOfContents(t: MarkdownTranslator): HastPluginDefinition {
  return {
    name: 'lectern-table-of-contents',
    element: {
      filter: ['p'],
      visit(node, ctx) {
        if (ctx.textContent(node).trim().toLowerCase() !== TOC_MARKER) return;
        const headings = (ctx.data.astro as { headings?: PageHeading[] } | undefined)?.headings ?? [];
        ctx.replaceNode(
          node,
          element(
            'nav',
            { className: ['lectern-toc'], ariaLabel: t(ctx)('markdown.toc'), dataPagefindIgnore: 'all' },
            [tocList(headings)],
          ),
        );
      },
    },
  };
}
