import { calloutTitleKey, TONE_NAMES, type ToneName } from '@lectern/theme-core';
import type { PageTexts } from './labels.js';
import {
  type BuiltChild,
  type ContainerDirectiveNode,
  type ElementProperties,
  element,
  icon,
  text,
} from './mdast-element.js';

/**
 * A callout: `<aside class="lectern-callout lectern-callout-{tone}" role="note">` with a visible title (the
 * directive's label, or the name's default title) behind the tone's icon, then the content.
 *
 * @example
 * :::tip[Did you know?]
 * Pages can hide the outline with `outline: false`.
 * :::
 */
export function callout(
  node: Pick<ContainerDirectiveNode, 'children'>,
  name: ToneName,
  t: PageTexts,
): BuiltChild {
  const tone = TONE_NAMES[name];
  const [first, ...rest] = node.children;
  const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
  const title = label && label.children.length > 0 ? label.children : [text(t(calloutTitleKey(name)))];
  const body = label ? rest : node.children;
  // A title of the theme's ("Tip") is not the page's words: search leaves it out. An author's title stays.
  const titleProperties: ElementProperties = label ? {} : { dataPagefindIgnore: 'all' };
  return element('aside', { className: ['lectern-callout', `lectern-callout-${tone}`], role: 'note' }, [
    element('p', { className: ['lectern-callout-title'], ...titleProperties }, [icon(tone), ...title]),
    element('div', { className: ['lectern-callout-body'] }, body),
  ]);
}
