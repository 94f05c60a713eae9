import { z } from 'zod';
import { keepTsType, referredNames } from './json-schema.js';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type JsonSchemaOrBoolean = z.core.JSONSchema._JSONSchema;
type Definitions = Readonly<Record<string, JsonSchema>>;

/** One field of a schema: a row of a reference table. */
export interface SchemaField {
  /**
   * Where the field sits within its section, written as in code: `editLink.pattern`; `[]` stands for
   * any item of a list (`socialLinks[].icon`) and `*` for any key of a record (`sidebar.*.items`).
   */
  readonly path: string;
  /** The type as code: `string`, `boolean | "dark"`, `NavItem[]`, `{ pattern, text? }`. */
  readonly type: string;
  /** Whether the field must be given (when the object holding it is). */
  readonly required: boolean;
  /** The default as code (`true`, `"doc"`), or `null` when the schema names none. */
  readonly default: string | null;
  /** The accepted values as code when they can be listed (literals, enums, booleans), else `null`. */
  readonly values: readonly string[] | null;
  /** What the field does, from the schema's metadata, or `null` when it has none. */
  readonly description: string | null;
}

/** A part of a schema's reference: the schema itself, or a shape named by an `id` in its metadata. */
export interface SchemaSection {
  /** The shape's `id` (`NavItem`), or `null` for the described schema itself. */
  readonly name: string | null;
  /** The shape's type as code, e.g. `string | { src, alt? } | { light, dark }`. */
  readonly type: string;
  /** What the shape is, from its metadata, or `null` when it has none. */
  readonly description: string | null;
  /** Its fields in order, each nested object's fields right after the field holding it. */
  readonly fields: readonly SchemaField[];
}

/** Objects with more fields than this are written `object` rather than `{ a, b? }`. */
const MAX_INLINE_FIELDS = 6;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** JSON Schema's `true` accepts anything, `false` nothing. */
const BOOLEAN_SCHEMAS: Readonly<Record<string, JsonSchema>> = { true: {}, false: { not: {} } };

/**
 * Describes a zod schema for a reference page: one section for the schema, then one per shape named by
 * an `id` in its metadata (`.meta({ id: 'NavItem' })`), each listing its fields with their type,
 * whether they are required, their default and their description (`.meta({ description, default })`).
 * Nested objects without an id are flattened into the section holding them (`editLink.pattern`). It
 * reads the input side of the schema's JSON Schema, so a recursive shape is described once and never
 * looped through; one without an id gets the name zod gives it (`__schema0`).
 *
 * @example
 * describeSchema(z.object({ editLink: z.object({ pattern: z.string().meta({ description: 'Where.' }) }) }))
 * // [{ name: null, type: '{ editLink }', description: null, fields: [
 * //   { path: 'editLink', type: '{ pattern }', required: true, default: null, values: null, description: null },
 * //   { path: 'editLink.pattern', type: 'string', required: true, default: null, values: null, description: 'Where.' },
 * // ] }]
 */
export function describeSchema(schema: z.ZodType): SchemaSection[] {
  const { $defs = {}, ...root } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: representUnrepresentable,
    override: keepTsType,
  });
  return [
    describeSection(null, root, $defs),
    ...referredNames(root, $defs).map((name) => describeSection(name, $defs[name] as JsonSchema, $defs)),
  ];
}

/** Dates become `date` strings; anything else JSON Schema cannot express accepts any value. */
function representUnrepresentable({ zodSchema }: { zodSchema: z.core.$ZodType }): JsonSchema | 'any' {
  return zodSchema._zod.def.type === 'date' ? { type: 'string', format: 'date' } : 'any';
}

function describeSection(name: string | null, schema: JsonSchema, definitions: Definitions): SchemaSection {
  const fields: SchemaField[] = [];
  collectFields(schema, '', fields, definitions);
  // A field two members of a union share (`alt` of both image forms) is listed once, as first found.
  const unique = fields.filter(
    (field, index) => fields.findIndex((other) => other.path === field.path) === index,
  );
  return { name, type: typeOf(schema), description: schema.description ?? null, fields: unique };
}

/** Adds the fields of every object the schema allows, and of the objects nested in them, under `prefix`. */
function collectFields(
  schema: JsonSchema,
  prefix: string,
  fields: SchemaField[],
  definitions: Definitions,
): void {
  if (schema.$ref !== undefined) return;
  for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    collectFields(member, prefix, fields, definitions);
  }
  const required = new Set(schema.required);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const path = joinPath(prefix, key);
    fields.push(describeField(path, normalize(property), required.has(key), definitions));
    collectFields(normalize(property), path, fields, definitions);
  }
  const nested: [JsonSchemaOrBoolean | undefined, string][] = [
    [schema.additionalProperties, prefix === '' ? '*' : `${prefix}.*`],
    // JSON Schema 2020-12, which zod writes, has one schema in `items`: a tuple's are in `prefixItems`.
    [schema.items as JsonSchemaOrBoolean | undefined, `${prefix}[]`],
    ...(schema.prefixItems ?? []).map((item, index): [JsonSchemaOrBoolean, string] => [
      item,
      `${prefix}[${index}]`,
    ]),
  ];
  for (const [child, path] of nested) {
    if (child !== undefined) collectFields(normalize(child), path, fields, definitions);
  }
}

function describeField(
  path: string,
  schema: JsonSchema,
  required: boolean,
  definitions: Definitions,
): SchemaField {
  // zod leaves out a field's description when it equals that of the named shape the field refers to.
  const shape = schema.$ref === undefined ? undefined : definitions[refName(schema.$ref)];
  return {
    path,
    type: typeOf(schema),
    required,
    default: schema.default === undefined ? null : formatValue(schema.default),
    values: valuesOf(schema),
    description: schema.description ?? shape?.description ?? null,
  };
}

function normalize(schema: JsonSchemaOrBoolean): JsonSchema {
  return typeof schema === 'boolean' ? (BOOLEAN_SCHEMAS[String(schema)] as JsonSchema) : schema;
}

/** A key after its parent's path: `.name`, or `["dot.key"]` when it is not an identifier. */
function joinPath(prefix: string, key: string): string {
  if (prefix === '') return key;
  return IDENTIFIER.test(key) ? `${prefix}.${key}` : `${prefix}[${JSON.stringify(key)}]`;
}

/** `#/$defs/NavItem` → `NavItem`. */
function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

/** The members of a union, nested unions flattened; any other schema is its own only member. */
function alternatives(schema: JsonSchema): JsonSchema[] {
  const members = schema.anyOf ?? schema.oneOf;
  if (members) return members.flatMap(alternatives);
  if (Array.isArray(schema.type)) return schema.type.map((type) => ({ ...schema, type }));
  return [schema];
}

/** The type of a schema as TypeScript-like code. */
function typeOf(schema: JsonSchema): string {
  if (typeof schema.tsType === 'string') return schema.tsType;
  const members = alternatives(schema);
  if (members.length > 1) return [...new Set(members.map(typeOf))].join(' | ');
  if (schema.$ref !== undefined) return refName(schema.$ref);
  if (schema.allOf) return schema.allOf.map((member) => parenthesize(typeOf(member))).join(' & ');
  if (schema.not !== undefined) return 'never';
  if (schema.const !== undefined) return formatValue(schema.const);
  if (schema.enum) return schema.enum.map(formatValue).join(' | ');
  switch (schema.type) {
    case 'string':
      return schema.format === 'date' || schema.format === 'date-time' ? 'date' : 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
    case 'null':
      return schema.type;
    case 'array':
      return arrayType(schema);
    case 'object':
      return objectType(schema);
    default:
      return 'unknown';
  }
}

/** `T[]`, or `[A, B]` for a tuple (`[A, ...R[]]` with a rest). */
function arrayType(schema: JsonSchema): string {
  // zod writes `items` for every list: one schema, or `false` after a tuple without a rest.
  const items = normalize(schema.items as JsonSchemaOrBoolean);
  if (!schema.prefixItems) return `${parenthesize(typeOf(items))}[]`;
  const rest = schema.items === false ? [] : [`...${parenthesize(typeOf(items))}[]`];
  return `[${[...schema.prefixItems.map((item) => typeOf(normalize(item))), ...rest].join(', ')}]`;
}

/** `{ a, b? }` for a small object, `Record<string, T>` for a record, else `object`. */
function objectType(schema: JsonSchema): string {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length > 0 && keys.length <= MAX_INLINE_FIELDS) {
    const required = new Set(schema.required);
    return `{ ${keys.map((key) => (required.has(key) ? key : `${key}?`)).join(', ')} }`;
  }
  const values = schema.additionalProperties;
  if (keys.length === 0 && values !== undefined && values !== false) {
    return `Record<string, ${typeOf(normalize(values))}>`;
  }
  return 'object';
}

function parenthesize(type: string): string {
  return type.includes(' | ') || type.includes(' & ') ? `(${type})` : type;
}

/**
 * The values a schema accepts, when they can be listed: each member of the union is a literal, an enum
 * or `boolean`. A plain `boolean` lists nothing: its type says it all.
 */
function valuesOf(schema: JsonSchema): string[] | null {
  const values: string[] = [];
  for (const member of alternatives(schema)) {
    if (member.const !== undefined) values.push(formatValue(member.const));
    else if (member.enum) values.push(...member.enum.map(formatValue));
    else if (member.type === 'boolean') values.push('true', 'false');
    else return null;
  }
  const unique = [...new Set(values)];
  return unique.length < 2 || typeOf(schema) === 'boolean' ? null : unique;
}

/** A value as code: strings quoted, objects as `{ key: value }`, lists as `[a, b]`. */
function formatValue(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${formatValue(item)}`,
    );
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}
