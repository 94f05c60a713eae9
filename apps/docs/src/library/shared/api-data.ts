/**
 * The API data of a documented component (`src/content/api/<kebab-name>.json`), and the checks that
 * keep it true to the component: every prop with its default and allowed values, every callback prop
 * as an event, children as the default slot.
 */

/** One prop: `default` is code (`'info'`, `6000`, `false`) or null; `values` lists allowed values or is null. */
export interface ApiProp {
  name: string;
  type: string;
  default: string | null;
  values: string[] | null;
  required: boolean;
  description: string;
}

/** One event: a callback prop `onX` is the event `x`. */
export interface ApiEvent {
  name: string;
  payload: string;
  description: string;
}

/** One slot: `default` is the children. */
export interface ApiSlot {
  name: string;
  description: string;
}

/** The API data of one component. */
export interface ApiData {
  name: string;
  description: string;
  props: ApiProp[];
  events: ApiEvent[];
  slots: ApiSlot[];
}

type CallbackKey<Props> = Extract<keyof Props, `on${string}`>;
type DataKey<Props> = Exclude<keyof Props, 'children' | CallbackKey<Props>>;
type RequiredKey<Props> = {
  [Key in keyof Props]-?: object extends Pick<Props, Key> ? never : Key;
}[keyof Props];

/**
 * What a component really takes, written beside its tests. The mapped types make the compiler insist
 * that every prop and every callback of `Props` is listed.
 */
export interface ImplementedApi<Props> {
  name: string;
  /** Every prop except children and callbacks, in documented order, with its default (undefined: none). */
  props: { [Key in DataKey<Props>]-?: unknown };
  /** The allowed values of the props that have a closed set of them. */
  values: { [Key in DataKey<Props>]?: readonly unknown[] };
  /** The props a user must give. */
  required: readonly RequiredKey<Props>[];
  /** Every callback prop, in documented order. */
  events: { [Key in CallbackKey<Props>]-?: true };
  /** `default` when the component renders its children. */
  slots: readonly string[];
}

/**
 * A default value written as code, the way the API data shows it: strings in single quotes, other
 * values as written in source, no default as null.
 *
 * @example codeOf('info') // "'info'"
 */
export function codeOf(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.map((item) => codeOf(item)).join(', ')}]`;
  return String(value);
}

/** The event name of a callback prop: `onClose` → `close`, `onUpdateValue` → `updateValue`. */
export function eventNameOf(callbackProp: string): string {
  const name = callbackProp.replace(/^on/, '');
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * Where API data and the implementation disagree, one sentence each; an empty list when they agree.
 *
 * @example expect(apiDataMismatches(alertApi, implemented)).toEqual([]);
 */
export function apiDataMismatches<Props>(data: ApiData, implemented: ImplementedApi<Props>): string[] {
  const problems: string[] = [];
  const expect = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      problems.push(`${what}: expected ${JSON.stringify(expected)} (got ${JSON.stringify(actual)})`);
  };
  const propEntries = Object.entries(implemented.props as Record<string, unknown>);
  const values = implemented.values as Record<string, readonly unknown[] | undefined>;
  const required = implemented.required as readonly string[];
  expect('name', data.name, implemented.name);
  expect(
    'prop names',
    data.props.map((prop) => prop.name),
    propEntries.map(([name]) => name),
  );
  for (const [name, defaultValue] of propEntries) {
    const prop = data.props.find((candidate) => candidate.name === name);
    if (!prop) continue;
    expect(`props.${name}.default`, prop.default, codeOf(defaultValue));
    expect(`props.${name}.values`, prop.values, values[name]?.map(String) ?? null);
    expect(`props.${name}.required`, prop.required, required.includes(name));
  }
  expect(
    'event names',
    data.events.map((event) => event.name),
    Object.keys(implemented.events).map(eventNameOf),
  );
  expect(
    'slot names',
    data.slots.map((slot) => slot.name),
    implemented.slots,
  );
  return problems;
}

const PROP_FIELDS = ['name', 'type', 'default', 'values', 'required', 'description'] as const;

/**
 * Checks the shape of parsed JSON and returns it typed; throws naming the first field that is wrong.
 *
 * @throws {TypeError} when a field is missing or has the wrong type.
 */
export function parseApiData(json: unknown, source = 'API data'): ApiData {
  const fail = (path: string, expected: string, got: unknown): never => {
    throw new TypeError(`${source}: ${path}: expected ${expected} (got ${JSON.stringify(got)})`);
  };
  const record = (value: unknown, path: string, keys: readonly string[]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return fail(path, 'an object', value);
    const actual = Object.keys(value);
    if (actual.length !== keys.length || !keys.every((key) => actual.includes(key)))
      fail(path, `exactly the fields ${keys.join(', ')}`, actual);
    return value as Record<string, unknown>;
  };
  const text = (value: unknown, path: string) =>
    typeof value === 'string' && value.length > 0 ? value : fail(path, 'a non-empty string', value);
  const list = (value: unknown, path: string) => (Array.isArray(value) ? value : fail(path, 'a list', value));

  const root = record(json, 'root', ['name', 'description', 'props', 'events', 'slots']);
  const props = list(root.props, 'props').map((item, index): ApiProp => {
    const prop = record(item, `props[${index}]`, PROP_FIELDS);
    const at = `props[${index}]`;
    const values = prop.values === null ? null : list(prop.values, `${at}.values`);
    return {
      name: text(prop.name, `${at}.name`),
      type: text(prop.type, `${at}.type`),
      default: prop.default === null ? null : text(prop.default, `${at}.default`),
      values: values?.map((value, valueIndex) => text(value, `${at}.values[${valueIndex}]`)) ?? null,
      required:
        typeof prop.required === 'boolean'
          ? prop.required
          : fail(`${at}.required`, 'a boolean', prop.required),
      description: text(prop.description, `${at}.description`),
    };
  });
  const events = list(root.events, 'events').map((item, index): ApiEvent => {
    const event = record(item, `events[${index}]`, ['name', 'payload', 'description']);
    return {
      name: text(event.name, `events[${index}].name`),
      payload: text(event.payload, `events[${index}].payload`),
      description: text(event.description, `events[${index}].description`),
    };
  });
  const slots = list(root.slots, 'slots').map((item, index): ApiSlot => {
    const slot = record(item, `slots[${index}]`, ['name', 'description']);
    return {
      name: text(slot.name, `slots[${index}].name`),
      description: text(slot.description, `slots[${index}].description`),
    };
  });
  return {
    name: text(root.name, 'name'),
    description: text(root.description, 'description'),
    props,
    events,
    slots,
  };
}

/**
 * What API data says a component takes, as its props list: every prop (required or optional), every
 * event as its `onX` callback and every slot (`default` as `children`), each marked optional but for
 * required props.
 *
 * @example apiListing(rating) // { length: 'optional', …, onChange: 'optional', children: 'optional' }
 */
export function apiListing(data: ApiData): Record<string, 'required' | 'optional'> {
  return Object.fromEntries([
    ...data.props.map((prop) => [prop.name, prop.required ? 'required' : 'optional']),
    ...data.events.map((event) => [
      `on${event.name.charAt(0).toUpperCase()}${event.name.slice(1)}`,
      'optional',
    ]),
    ...data.slots.map((slot) => [slot.name === 'default' ? 'children' : slot.name, 'optional']),
  ]);
}
