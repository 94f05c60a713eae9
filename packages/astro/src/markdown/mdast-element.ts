import type { Custom, MdastNode, MdastPluginInstance } from 'satteri';
import { ICON_PATHS, type IconName, iconProperties } from './icons.js';

/** The node a visitor of the plugin API receives, e.g. `VisitedNode<'code'>`. */
type VisitedNode<Visitor extends keyof MdastPluginInstance> = Parameters<
  Extract<MdastPluginInstance[Visitor], (...args: never[]) => unknown>
>[0];

/** A fenced code block. */
export type CodeNode = VisitedNode<'code'>;
/** A `:::name` block directive. */
export type ContainerDirectiveNode = VisitedNode<'containerDirective'>;
/** A `:name[label]{attributes}` inline directive. */
export type TextDirectiveNode = VisitedNode<'textDirective'>;
/** A text node. */
export type TextNode = Extract<MdastNode, { type: 'text' }>;

/** A child of a node built by the Markdown features. */
export type BuiltChild = MdastNode | Custom;

/** The HTML attributes of a built element, in hast's property names (`className`, `dataTitle`…). */
export type ElementProperties = Record<string, string | number | boolean | string[]>;

/**
 * An mdast node that renders as one HTML element with the given children (Sätteri's user-defined node:
 * `data.hName` names the element, `data.hProperties` gives its attributes).
 *
 * @example element('aside', { className: ['lectern-callout'] }, [])
 */
export function element(tagName: string, properties: ElementProperties, children: BuiltChild[]): Custom {
  return {
    type: `lectern-${tagName}`,
    data: { hName: tagName, hProperties: properties } as Custom['data'],
    children,
  };
}

/** A text node. */
export function text(value: string): TextNode {
  return { type: 'text', value };
}

/**
 * A decorative icon, drawn inline (`icons.ts`) and hidden from assistive technology: its meaning is
 * always also given in words.
 */
export function icon(name: IconName): Custom {
  return element('svg', iconProperties(name), [element('path', { d: ICON_PATHS[name] }, [])]);
}
