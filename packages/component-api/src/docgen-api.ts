// The API data of a React component (theme-core's `ComponentApi`), from what react-docgen-typescript reads
// in its TypeScript props: each prop with its type, default, allowed values and JSDoc; callback props
// `onX` as the events `x`; `children` and other ReactNode props as slots; `@deprecated`, `@since` and
// `@example` from the JSDoc tags.
import { API_RANGE_LIMITS, unionMembers as splitUnion } from '@lectern/theme-core';
import type { ApiEvent, ApiProp, ApiRange, ApiSlot, ComponentApi } from '@lectern/theme-core/config';
import type { DeclaredProp } from './declared-props.js';

/** A prop as the docgen library reports it (the fields this module reads). */
export interface DocgenProp {
  name: string;
  required: boolean;
  description: string;
  type: { name: string; raw?: string | undefined; value?: unknown };
  defaultValue?: { value: unknown } | null | undefined;
  tags?: Readonly<Record<string, string>> | undefined;
  /** What the prop's TypeScript declarations say, where they were read (it wins over the fields above). */
  declared?: DeclaredProp | undefined;
  /** The default as code, where the component's own code was read (it wins over `defaultValue`). */
  defaultCode?: string | null | undefined;
}

/** A component as the docgen library reports it (the fields this module reads). */
export interface DocgenComponent {
  displayName: string;
  description: string;
  props: Record<string, DocgenProp>;
  tags?: Readonly<Record<string, string>> | undefined;
  filePath?: string | undefined;
}

/**
 * A JSDoc text split into its description and its block tags (`@deprecated Use x.`), for what the docgen
 * library gives as one text (a prop's description keeps its tags). Tags the library gave apart win.
 */
export function splitTags(
  text: string,
  given: Readonly<Record<string, string>> | undefined = {},
): { description: string; tags: Record<string, string> } {
  const tags: Record<string, string> = {};
  const lines: string[] = [];
  let current: string | undefined;
  for (const line of text.split('\n')) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line.trim());
    if (tag) {
      current = tag[1] ?? '';
      tags[current] = tags[current] === undefined ? (tag[2] ?? '') : `${tags[current]}\n${tag[2] ?? ''}`;
    } else if (current !== undefined) tags[current] = `${tags[current]}\n${line}`;
    else lines.push(line);
  }
  return { description: lines.join('\n').trim(), tags: { ...tags, ...given } };
}

/** The description of a prop or component the source does not describe. */
export const UNDESCRIBED = 'Not described in the source yet.';

/** `NavBarMenuLink` → `nav-bar-menu-link`: a component's entry id. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The members of a union written as TypeScript, split at the top level only (theme-core's rule). */
function unionMembers(type: string): string[] {
  return splitUnion(type)
    .map((member) => member.replace(/^\|\s*/, ''))
    .filter(Boolean);
}

/** The type as written, without the `| undefined` of an optional prop. */
export function typeText(prop: DocgenProp): string {
  const written = prop.type.raw ?? prop.type.name;
  const members = unionMembers(written).filter((member) => member !== 'undefined');
  // TypeScript prints a union of numbers in the order it made them: smallest first reads best.
  if (members.length > 1 && members.every((member) => /^-?\d+(\.\d+)?$/.test(member))) {
    members.sort((a, b) => Number(a) - Number(b));
  }
  return members.length > 0 ? members.join(' | ') : written;
}

/**
 * The values a type allows when it is a closed set of literals (`'start' | 'end'`, `boolean`,
 * `2 | 3 | 4`), as the API data writes them; `null` when any value of a wider type is allowed.
 *
 * @example literalValues('boolean | "dark"') // ['true', 'false', 'dark']
 * @example literalValues('boolean') // null
 */
export function literalValues(type: string): string[] | null {
  const values: string[] = [];
  for (const member of unionMembers(type)) {
    if (member === 'undefined') continue;
    if (member === 'boolean') values.push('true', 'false');
    else if (/^(["']).*\1$/.test(member)) values.push(member.slice(1, -1));
    else if (/^(true|false|-?\d+(\.\d+)?)$/.test(member)) values.push(member);
    else return null;
  }
  const distinct = [...new Set(values)];
  // A plain boolean offers no choice worth listing.
  const isBoolean = distinct.length === 2 && distinct.every((value) => value === 'true' || value === 'false');
  return distinct.length > 1 && !isBoolean ? distinct : null;
}

/** Whether a type is a string, or a set of string literals. */
function isStringType(type: string): boolean {
  const members = unionMembers(type).filter((member) => member !== 'undefined');
  return members.length > 0 && members.every((member) => member === 'string' || /^(["']).*\1$/.test(member));
}

/**
 * A default as code, the way the API data shows it: a string in single quotes, anything else as written
 * (`false`, `[]`, or an expression such as `en['skipLink.label']`); `null` without a default.
 */
export function defaultCode(prop: DocgenProp): string | null {
  if (prop.defaultCode !== undefined) return prop.defaultCode;
  const value = prop.defaultValue?.value;
  if (value === undefined || value === null) return null;
  const text = String(value);
  const isExpression = /[[(]/.test(text) || /^[A-Za-z_$][\w$]*\./.test(text);
  return isStringType(typeText(prop)) && !isExpression ? `'${text}'` : text;
}

/** Whether a prop is a callback the component calls: `onX` with a function type. */
function isEvent(prop: DocgenProp): boolean {
  if (prop.declared) return /^on[A-Z]/.test(prop.name) && prop.declared.isCallback;
  return /^on[A-Z]/.test(prop.name) && /=>/.test(prop.type.name);
}

/** Whether a prop is content the caller passes in: `children`, or any ReactNode prop. */
function isSlot(prop: DocgenProp): boolean {
  return prop.name === 'children' || /\bReactNode\b/.test(prop.type.name);
}

/** `onClose` → `close`. */
function eventName(callbackProp: string): string {
  const name = callbackProp.replace(/^on/, '');
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** What a callback receives: the types of its parameters (`MouseEvent`), or `void` for none. */
export function eventPayload(type: string): string {
  const inner = type.replace(/^\((.*)\)$/, '$1');
  const parameters = /^\((.*)\)\s*=>/.exec(inner)?.[1]?.trim() ?? '';
  if (parameters === '') return 'void';
  return parameters
    .split(/,\s*(?![^<{[(]*[>}\])])/)
    .map((parameter) => parameter.replace(/^\w+\??:\s*/, ''))
    .join(', ');
}

/**
 * The `@deprecated` and `@since` of an item's JSDoc tags, as the API data keeps them: each only when the
 * source has it (a bare `@deprecated` is an empty reason).
 */
export function lifecycleOf(tags: Readonly<Record<string, string>> | undefined): {
  deprecated?: string;
  since?: string;
} {
  const deprecated = tags?.deprecated;
  const since = tags?.since?.trim();
  return {
    ...(deprecated === undefined ? {} : { deprecated: deprecated.trim() }),
    ...(since ? { since } : {}),
  };
}

/**
 * The examples of a component's JSDoc (`@example`, several joined by the docgen library with a line
 * break), each as code: a fenced block's fences are dropped.
 */
export function examplesOf(tags: Readonly<Record<string, string>> | undefined): string[] {
  const text = tags?.example?.trim();
  if (!text) return [];
  const fenced = [...text.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((match) => (match[1] ?? '').trim());
  return (fenced.length > 0 ? fenced : [text]).filter(Boolean);
}

/**
 * The range a prop's JSDoc gives it (`@minimum 1`, `@exclusiveMinimum 0`, …), or nothing without such a
 * tag; a tag that is not followed by a number throws, naming the prop and the tag.
 */
export function rangeOf(
  tags: Readonly<Record<string, string>> | undefined,
  where: string,
): { range?: ApiRange } {
  const range: ApiRange = {};
  for (const tag of API_RANGE_LIMITS) {
    const text = tags?.[tag]?.trim();
    if (text === undefined) continue;
    const value = Number(text);
    if (text === '' || !Number.isFinite(value)) {
      throw new Error(`${where}: @${tag} ${JSON.stringify(text)} is not a number`);
    }
    range[tag] = value;
  }
  return Object.keys(range).length > 0 ? { range } : {};
}

/** What {@link componentApiOf} takes beside the component. */
export interface ComponentApiOptions {
  /**
   * What props the library's components share mean, for those whose declaration has no JSDoc of its own:
   * the library's conventions (`{ labels: 'The interface texts, by key.' }`).
   */
  readonly sharedProps?: Readonly<Record<string, string>> | undefined;
}

/** The API data of one component, from what the docgen library read. */
export function componentApiOf(component: DocgenComponent, options: ComponentApiOptions = {}): ComponentApi {
  const described = (text: string, name?: string) =>
    text.trim() || (name !== undefined && options.sharedProps?.[name]) || UNDESCRIBED;
  const all = Object.values(component.props).map((prop) => {
    const { description, tags } = splitTags(prop.description, prop.tags);
    return { ...prop, description, tags };
  });
  const props: ApiProp[] = all
    .filter((prop) => !isEvent(prop) && !isSlot(prop))
    .map((prop) => ({
      name: prop.name,
      type: prop.declared?.type ?? typeText(prop),
      default: defaultCode(prop),
      values: prop.declared
        ? prop.declared.values && [...prop.declared.values]
        : literalValues(typeText(prop)),
      required: prop.required,
      description: described(prop.description, prop.name),
      ...rangeOf(prop.tags, `${component.displayName}.${prop.name}`),
      ...lifecycleOf(prop.tags),
    }));
  const events: ApiEvent[] = all.filter(isEvent).map((prop) => ({
    name: eventName(prop.name),
    payload: prop.declared?.payload ?? eventPayload(prop.type.name),
    description: described(prop.description, prop.name),
    ...lifecycleOf(prop.tags),
  }));
  const slots: ApiSlot[] = all
    .filter((prop) => !isEvent(prop) && isSlot(prop))
    .map((prop) => ({
      name: prop.name === 'children' ? 'default' : prop.name,
      description: described(prop.description, prop.name),
    }));
  const examples = examplesOf(component.tags);
  return {
    name: component.displayName,
    description: described(component.description),
    props,
    events,
    slots,
    ...lifecycleOf(component.tags),
    ...(examples.length > 0 ? { examples } : {}),
  };
}
