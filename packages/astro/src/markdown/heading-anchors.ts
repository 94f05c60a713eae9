import { satteriHeadingIdsPlugin } from '@astrojs/markdown-satteri';
import type { HastNode, HastPluginDefinition, HastPluginEntry } from 'satteri';
import { iconElement } from './icons.js';
import type { MarkdownTranslator } from './labels.js';

type HastElement = Extract<HastNode, { type: 'element' }>;

function span(className: string, children: HastNode[]): HastElement {
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: [className] },
    children: children as HastElement['children'],
  };
}

/**
 * Gives every h2–h6 a self-link: the heading is wrapped in `<div class="lectern-heading">` with an
 * `<a href="#slug">` after it, named "Permalink to “Install”" for assistive technology and shown on hover
 * or focus. The link sits beside the heading, not inside it, so the heading's text — in the outline and
 * for a screen reader's list of headings — stays the same. Search leaves the link out
 * (`data-pagefind-ignore`), so result excerpts never read "Permalink to …".
 *
 * Runs Astro's own heading-id step first (the same slugs the outline gets), so each heading has its id.
 */
export function headingAnchors(t: MarkdownTranslator): HastPluginEntry[] {
  const anchors: HastPluginDefinition = {
    name: 'lectern-heading-anchors',
    element: {
      filter: ['h2', 'h3', 'h4', 'h5', 'h6'],
      visit(node, ctx) {
        const id = node.properties?.id;
        if (typeof id !== 'string' || id === '') return;
        const link: HastElement = {
          type: 'element',
          tagName: 'a',
          // Its words are the theme's ("Permalink to …"), not the page's: search does not index them.
          properties: { className: ['lectern-heading-anchor'], href: `#${id}`, dataPagefindIgnore: 'all' },
          children: [
            iconElement('link'),
            span('lectern-sr-only', [
              { type: 'text', value: t(ctx)('markdown.permalink', { text: ctx.textContent(node).trim() }) },
            ]),
          ],
        };
        ctx.wrapNode(node, {
          type: 'element',
          tagName: 'div',
          properties: { className: ['lectern-heading', `lectern-heading-${node.tagName}`] },
          children: [link],
        });
      },
    },
  };
  return [satteriHeadingIdsPlugin(), anchors];
}
