import type { HastNode, HastPluginDefinition, HastVisitorContext } from 'satteri';
import { iconElement } from './icons.js';
import type { MarkdownTranslator } from './labels.js';

type HastElement = Extract<HastNode, { type: 'element' }>;

/**
 * Whether a link leads to another site: an `http:`/`https:` or protocol-relative address whose host is
 * not the site's own (from Astro's `site` setting). Site paths, anchors, `mailto:` and the like are not.
 *
 * @example isOtherSite('https://github.com/lectern', 'https://lectern.dev') // true
 * @example isOtherSite('https://lectern.dev/en/', 'https://lectern.dev') // false
 */
export function isOtherSite(href: string, site?: string | URL): boolean {
  if (!/^(?:https?:)?\/\//i.test(href)) return false;
  let url: URL;
  try {
    url = new URL(href, 'https://invalid.invalid');
  } catch {
    return false;
  }
  if (!site) return true;
  return url.host !== new URL(site).host;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Whether the node is inside a heading, whose text the outline shows: a hint there would show too. */
function isInHeading(node: HastNode, ctx: HastVisitorContext): boolean {
  for (let parent = ctx.parent(node); parent; parent = ctx.parent(parent)) {
    if (parent.type === 'element' && HEADINGS.has(parent.tagName)) return true;
  }
  return false;
}

/**
 * Opens links to other sites in a new tab, and says so: `target="_blank"`, `rel="noreferrer"` (which
 * also cuts the `window.opener` link), a visually hidden "(opens in a new tab)" and a small icon. Links
 * that set their own `target`, and links inside headings (whose text is the outline's), are left alone.
 */
export function externalLinks(options: { t: MarkdownTranslator; site?: string | URL | undefined }) {
  return {
    name: 'lectern-external-links',
    element: {
      filter: ['a'],
      visit(node, ctx) {
        const href = node.properties?.href;
        if (typeof href !== 'string' || !isOtherSite(href, options.site)) return;
        if (node.properties?.target !== undefined || isInHeading(node, ctx)) return;
        ctx.setProperty(node, 'target', '_blank');
        ctx.setProperty(node, 'rel', ['noreferrer']);
        const hidden: HastElement = {
          type: 'element',
          tagName: 'span',
          // The theme's words, not the page's: search does not index them.
          properties: { className: ['lectern-sr-only'], dataPagefindIgnore: 'all' },
          children: [{ type: 'text', value: ` ${options.t(ctx)('nav.opensInNewTab')}` }],
        };
        ctx.appendChild(node, [hidden, iconElement('external')]);
      },
    },
  } satisfies HastPluginDefinition;
}
