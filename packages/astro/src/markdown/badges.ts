import { isToneName, TONE_NAMES, type Tone } from '@lectern/theme-core';
import type { TextDirectiveNode } from './mdast-element.js';

/** The inline directive that makes a badge. */
export const BADGE_DIRECTIVE = 'badge';

/** How a `:badge` renders: a `<span>` with the badge classes around its label. */
export interface BadgeRendering {
  data: { hName: 'span'; hProperties: { className: string[] } };
  /** What is wrong with the badge as written, for the author. */
  problem?: string;
}

/**
 * A small pill after a heading or in a sentence: `:badge[New]{type=tip}`. The type is one of the tone
 * names (`info`, `tip`, `success`, `warning`, `error`, and `note`, `caution`, `danger`); without one, or
 * with an unknown one, the badge is `info`.
 *
 * @example badgeRendering({ attributes: { type: 'tip' }, children: [] }).data.hProperties.className
 * // ['lectern-badge', 'lectern-badge-tip']
 */
export function badgeRendering(node: Pick<TextDirectiveNode, 'attributes' | 'children'>): BadgeRendering {
  const type = node.attributes?.type ?? undefined;
  const tone: Tone = type && isToneName(type) ? TONE_NAMES[type] : 'info';
  const rendering: BadgeRendering = {
    data: { hName: 'span', hProperties: { className: ['lectern-badge', `lectern-badge-${tone}`] } },
  };
  const problems = [
    ...(type !== undefined && !isToneName(type)
      ? [`unknown type "${type}" (expected one of ${Object.keys(TONE_NAMES).join(', ')})`]
      : []),
    ...(node.children.length === 0 ? ['no text: write it in brackets, :badge[New]'] : []),
  ];
  return problems.length > 0 ? { ...rendering, problem: `:badge: ${problems.join('; ')}` } : rendering;
}
