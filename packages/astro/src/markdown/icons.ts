import type { Tone } from '@lectern/theme-core';
import { toHtml } from 'hast-util-to-html';
import type { HastNode } from 'satteri';

// The icons of the Markdown features (callouts, heading links, links to other sites, the code copy
// button), drawn inline as SVG in the text colour (`.lectern-icon` in markdown.css gives the stroke and
// the size). Inline, not a CSS mask: each mask image is an SVG document the browser builds while it
// styles the page, a long task on a slow phone.

/** The shape of each icon on a 24 × 24 grid, one path of 2 px strokes. */
export const ICON_PATHS = Object.freeze({
  info: 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 16v-4M12 8h.01',
  tip: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2z',
  success: 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0m6 0 3 3 5-6',
  warning: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
  error: 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0m13-3-6 6M9 9l6 6',
  link: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  external: 'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
  copy: 'M11 9h9a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2zM5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1',
  check: 'M20 6 9 17l-5-5',
} as const satisfies Record<Tone | 'link' | 'external' | 'copy' | 'check', string>);

/** The name of an icon. */
export type IconName = keyof typeof ICON_PATHS;

/** The attributes of an icon's `<svg>` (hast's property names): decorative, hidden from assistive technology. */
export function iconProperties(name: IconName): { className: string[]; viewBox: string; ariaHidden: 'true' } {
  return { className: ['lectern-icon', `lectern-icon-${name}`], viewBox: '0 0 24 24', ariaHidden: 'true' };
}

type HastElement = Extract<HastNode, { type: 'element' }>;

/**
 * An icon as a hast element, for the HTML steps: `<svg class="lectern-icon lectern-icon-link" …><path d="…"/></svg>`.
 *
 * @example iconElement('link')
 */
export function iconElement(name: IconName): HastElement {
  return {
    type: 'element',
    tagName: 'svg',
    properties: iconProperties(name),
    children: [{ type: 'element', tagName: 'path', properties: { d: ICON_PATHS[name] }, children: [] }],
  };
}

/**
 * An icon's HTML, for the Astro components (`Icon.astro`): the same element as {@link iconElement}.
 *
 * @example iconHtml('copy') // '<svg class="lectern-icon lectern-icon-copy" viewBox="0 0 24 24" aria-hidden="true"><path d="…"></path></svg>'
 */
export function iconHtml(name: IconName): string {
  return toHtml(iconElement(name));
}
