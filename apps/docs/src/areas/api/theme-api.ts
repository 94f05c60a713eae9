// The API data of the theme's own components (@lectern/theme-react), made from what a docgen library
// (react-docgen-typescript) reads in their TypeScript props: each prop with its type, default, allowed
// values and JSDoc; callback props `onX` as the events `x`; `children` and other ReactNode props as slots.
// Generated at build, so it cannot drift from the code.
import type { ApiEvent, ApiProp, ApiSlot, ComponentApi } from '@lectern/theme-core/config';

/** A prop as the docgen library reports it (the fields this module reads). */
export interface DocgenProp {
  name: string;
  required: boolean;
  description: string;
  type: { name: string; raw?: string | undefined; value?: unknown };
  defaultValue?: { value: unknown } | null | undefined;
}

/** A component as the docgen library reports it (the fields this module reads). */
export interface DocgenComponent {
  displayName: string;
  description: string;
  props: Record<string, DocgenProp>;
}

/**
 * What the props every component shares mean, for those whose declaration has no JSDoc of its own: the
 * theme's conventions, not per-component facts.
 */
export const SHARED_PROP_DESCRIPTIONS: Readonly<Record<string, string>> = {
  labels: 'The interface texts, by key (`Labels`); a text left out is the English one.',
  currentPath: 'The address of the page being shown, to mark the links that lead to it.',
  className: 'A class name added to the root element.',
};

/** The description of a prop or component the source does not describe. */
export const UNDESCRIBED = 'Not described in the source yet.';

/** `NavBarMenuLink` → `nav-bar-menu-link`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The members of a union written as TypeScript, split at the top level only. */
function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const character of type) {
    if (quote) {
      if (character === quote) quote = '';
    } else if (character === '"' || character === "'") quote = character;
    else if ('([{<'.includes(character)) depth += 1;
    else if (')]}>'.includes(character)) depth -= 1;
    else if (character === '|' && depth === 0) {
      members.push(current.trim());
      current = '';
      continue;
    }
    current += character;
  }
  members.push(current.trim());
  return members.filter(Boolean);
}

/** The type as written, without the `| undefined` of an optional prop. */
export function typeText(prop: DocgenProp): string {
  const written = prop.type.raw ?? prop.type.name;
  const members = unionMembers(written).filter((member) => member !== 'undefined');
  return members.length > 0 ? members.join(' | ') : written;
}

/**
 * The values a type allows when it is a closed set of literals (`'start' | 'end'`, `boolean`,
 * `2 | 3 | 4`), as the API data writes them; `null` when any value of a wider type is allowed.
 *
 * @example literalValues('boolean | "dark"') // ['true', 'false', 'dark']
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
  return values.length > 1 ? [...new Set(values)] : null;
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
  const value = prop.defaultValue?.value;
  if (value === undefined || value === null) return null;
  const text = String(value);
  const isExpression = /[[(]/.test(text) || /^[A-Za-z_$][\w$]*\./.test(text);
  return isStringType(typeText(prop)) && !isExpression ? `'${text}'` : text;
}

/** Whether a prop is a callback the component calls: `onX` with a function type. */
function isEvent(prop: DocgenProp): boolean {
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

function described(text: string, name?: string): string {
  const trimmed = text.trim();
  if (trimmed) return trimmed;
  return (name !== undefined && SHARED_PROP_DESCRIPTIONS[name]) || UNDESCRIBED;
}

/** The API data of one component, from what the docgen library read. */
export function componentApiOf(component: DocgenComponent): ComponentApi {
  const all = Object.values(component.props);
  const props: ApiProp[] = all
    .filter((prop) => !isEvent(prop) && !isSlot(prop))
    .map((prop) => ({
      name: prop.name,
      type: typeText(prop),
      default: defaultCode(prop),
      values: literalValues(typeText(prop)),
      required: prop.required,
      description: described(prop.description, prop.name),
    }));
  const events: ApiEvent[] = all.filter(isEvent).map((prop) => ({
    name: eventName(prop.name),
    payload: eventPayload(prop.type.name),
    description: described(prop.description, prop.name),
  }));
  const slots: ApiSlot[] = all
    .filter((prop) => !isEvent(prop) && isSlot(prop))
    .map((prop) => ({
      name: prop.name === 'children' ? 'default' : prop.name,
      description: described(prop.description, prop.name),
    }));
  return { name: component.displayName, description: described(component.description), props, events, slots };
}

/**
 * The names a module exports as values (`export { A, B as C } from './x'`), not its types — the
 * components among them are the package's public components.
 */
export function valueExportsOf(source: string): string[] {
  const names: string[] = [];
  for (const [, list = ''] of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const item of list.split(',')) {
      const name = item.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/).pop() ?? name);
    }
  }
  return names;
}
