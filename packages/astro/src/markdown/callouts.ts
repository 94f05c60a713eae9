import type { MarkdownTranslator } from './labels.js';
import { type BuiltChild, type ContainerDirectiveNode, element, icon, text } from './mdast-element.js';

/** The looks a callout or badge can take; each has its colours and icon in every theme. */
export type Tone = 'info' | 'tip' | 'success' | 'warning' | 'error';

/** The callout names authors write after `:::`, and the tone of each. */
export const calloutNames = Object.freeze({
  info: 'info',
  note: 'info',
  tip: 'tip',
  success: 'success',
  warning: 'warning',
  caution: 'warning',
  error: 'error',
  danger: 'error',
} satisfies Record<string, Tone>);

/** A name written after `:::` that makes a callout. */
export type CalloutName = keyof typeof calloutNames;

/** Whether a container directive's name makes a callout. */
export function isCalloutName(name: string): name is CalloutName {
  return Object.hasOwn(calloutNames, name);
}

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
  name: CalloutName,
  t: MarkdownTranslator,
): BuiltChild {
  const tone = calloutNames[name];
  const [first, ...rest] = node.children;
  const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
  const title = label && label.children.length > 0 ? label.children : [text(t(`callout.${name}`))];
  const body = label ? rest : node.children;
  return element('aside', { className: ['lectern-callout', `lectern-callout-${tone}`], role: 'note' }, [
    element('p', { className: ['lectern-callout-title'] }, [icon(tone), ...title]),
    element('div', { className: ['lectern-callout-body'] }, body),
  ]);
}
