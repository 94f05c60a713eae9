import { isUnderBase, withBase } from '@lectern/theme-core';
import type { HastPluginDefinition } from 'satteri';

/** The elements whose address attributes can name a file or page of the site. */
const ADDRESSES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  img: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
};

/**
 * A page's own address under the base: written from the site's root, or already under the base, as
 * some tools have their authors write it.
 */
function pageAddress(href: string, base: string): string {
  return isUnderBase(href, base) ? href : withBase(href, base);
}

/** An address attribute in raw HTML, quoted: its name, its quote and its value. */
const RAW_ADDRESS = /\b(href|src|poster)=(["'])(\/[^"']*)\2/gi;

/**
 * Puts the site's base path (Astro's `base`, e.g. `/docs/`) in front of the site addresses a page's
 * Markdown writes from the site's root: `[Guide](/en/guide/)` and `![Logo](/logo.svg)` lead to
 * `/docs/en/guide/` and `/docs/logo.svg`, as do the `href`, `src` and `poster` attributes of HTML written
 * in the page. Addresses already under the base, relative ones, anchors and other sites' are left as they
 * are. With the root as base there is nothing to do.
 */
export function siteLinksUnderBase({ base }: { base: string }): HastPluginDefinition {
  return {
    name: 'lectern-site-links-under-base',
    element: {
      filter: Object.keys(ADDRESSES),
      visit(node, ctx) {
        for (const attribute of ADDRESSES[node.tagName] ?? []) {
          const value = node.properties?.[attribute];
          if (typeof value !== 'string') continue;
          const under = pageAddress(value, base);
          if (under !== value) ctx.setProperty(node, attribute, under);
        }
      },
    },
    raw(node, ctx) {
      const value = node.value.replace(
        RAW_ADDRESS,
        (_all, name: string, quote: string, href: string) =>
          `${name}=${quote}${pageAddress(href, base)}${quote}`,
      );
      if (value !== node.value) ctx.replaceNode(node, { type: 'raw', value });
    },
  } satisfies HastPluginDefinition;
}
