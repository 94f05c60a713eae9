import { z } from 'zod';
import { keepTsType, referredNames } from './json-schema.js';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type JsonSchemaOrBoolean = z.core.JSONSchema._JSONSchema;

/** How {@link schemaTypeScript} writes a schema's type. */
export interface SchemaTypeScriptOptions {
  /** The exported type's name. @example 'LecternUserConfig' */
  readonly name: string;
  /** Its description, written as the type's JSDoc; by default the schema's own. */
  readonly description?: string | undefined;
  /** Lines written first, e.g. the imports of the types named by `tsType` metadata. */
  readonly header?: readonly string[] | undefined;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The named shapes of the schema being written, and the namespace they are declared in. */
interface Context {
  readonly definitions: Readonly<Record<string, JsonSchema>>;
  /** The exported type's name, which is also the namespace of its named shapes. */
  readonly namespace: string;
}
const INDENT = '  ';

/**
 * Writes the input type of a zod schema as TypeScript source, with each field's description and default
 * (from `.meta({ description, default })`) as its JSDoc, so editors complete and explain every field of a
 * configuration written by hand. Shapes named by an `id` in their metadata (`NavItem`) become types of
 * their own in a namespace of the exported type's name (`LecternUserConfig.NavItem`), so that a site can
 * type a part of its configuration written apart (recursive shapes refer to themselves by name). A schema
 * whose metadata has a `tsType` is written as that code (for types JSON Schema cannot express, such as
 * one from another package named in `header`). The description is the one place a field is described:
 * the configuration reference is made from the same metadata (see `describeSchema`).
 *
 * @example
 * schemaTypeScript(z.object({ title: z.string().optional().meta({ description: 'The title.' }) }), { name: 'Config' })
 * // 'export interface Config {\n  /** The title. *\/\n  title?: string;\n}\n'
 */
export function schemaTypeScript(schema: z.ZodType, options: SchemaTypeScriptOptions): string {
  const { $defs = {}, ...root } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: keepTsType,
  });
  const context: Context = { definitions: $defs, namespace: options.name };
  const named = referredNames(root, $defs).map((name) =>
    declaration(context, name, $defs[name] as JsonSchema, $defs[name]?.description, true),
  );
  const blocks = [
    declaration(context, options.name, root, options.description ?? root.description, true),
    ...(named.length === 0
      ? []
      : [
          `/** The named parts of {@link ${options.name}}. */\nexport declare namespace ${options.name} {\n${named
            .map(indentBlock)
            .join('\n')}}\n`,
        ]),
  ];
  return [...(options.header ?? []), ...(options.header?.length ? [''] : []), blocks.join('\n')].join('\n');
}

/** `export interface Name { … }` for an object, `export type Name = …` for anything else. */
function declaration(
  context: Context,
  name: string,
  schema: JsonSchema,
  description: unknown,
  exported: boolean,
): string {
  const keyword = exported ? 'export ' : '';
  const doc = docComment(typeof description === 'string' ? description : {}, '');
  const type = typeOf(context, schema, '');
  const isPlainObject = type.startsWith('{\n') && type.endsWith('\n}') && !combines(type);
  if (isPlainObject) return `${doc}${keyword}interface ${name} ${type}\n`;
  return `${doc}${keyword}type ${name} = ${type};\n`;
}

/** What a JSDoc block says of a field: its description, default and examples. */
interface Documented {
  readonly description?: string | undefined;
  readonly default?: unknown;
  readonly examples?: readonly unknown[] | undefined;
}

/** A JSDoc block for a description, a default and examples, or nothing when there is none of them. */
function docComment(field: Documented | string, indent: string): string {
  const {
    description,
    default: defaultValue,
    examples = [],
  } = typeof field === 'string' ? { description: field } : field;
  const lines = [
    ...(description ? description.split('\n') : []),
    ...(defaultValue === undefined ? [] : [`@default ${JSON.stringify(defaultValue)}`]),
    ...examples.map((example) => `@example ${JSON.stringify(example)}`),
  ].map((line) => line.replaceAll('*/', '*\\/'));
  if (lines.length === 0) return '';
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`).join('\n')}\n${indent} */\n`;
}

function normalize(schema: JsonSchemaOrBoolean | undefined): JsonSchema {
  if (schema === undefined || schema === true) return {};
  return schema === false ? { not: {} } : schema;
}

/** The TypeScript type of a JSON Schema, objects written over several lines at `indent`. */
function typeOf(context: Context, schema: JsonSchema, indent: string): string {
  if (typeof schema.tsType === 'string') return schema.tsType;
  if (schema.$ref !== undefined)
    return `${context.namespace}.${schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1)}`;
  const members = schema.anyOf ?? schema.oneOf;
  if (members) return union(members.map((member) => typeOf(context, normalize(member), indent)));
  if (schema.allOf) return schema.allOf.map((member) => group(typeOf(context, member, indent))).join(' & ');
  if (schema.not !== undefined) return 'never';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return union(schema.enum.map((value) => JSON.stringify(value)));
  if (Array.isArray(schema.type))
    return union(schema.type.map((type) => typeOf(context, { ...schema, type }, indent)));
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return arrayType(context, schema, indent);
    case 'object':
      return objectType(context, schema, indent);
    default:
      return 'unknown';
  }
}

/** `T[]`, or a tuple `[A, B]` (`[A, ...R[]]` with a rest). */
function arrayType(context: Context, schema: JsonSchema, indent: string): string {
  const items = normalize(schema.items as JsonSchemaOrBoolean | undefined);
  if (!schema.prefixItems) return `${group(typeOf(context, items, indent))}[]`;
  const rest = schema.items === false ? [] : [`...${group(typeOf(context, items, indent))}[]`];
  const fixed = schema.prefixItems.map((item) => typeOf(context, normalize(item), indent));
  return `[${[...fixed, ...rest].join(', ')}]`;
}

/** An object's fields, each with its JSDoc, and an index signature for a record's other keys. */
function objectType(context: Context, schema: JsonSchema, indent: string): string {
  const inner = indent + INDENT;
  const required = new Set(schema.required);
  const lines = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const field = normalize(property);
    const name = IDENTIFIER.test(key) ? key : JSON.stringify(key);
    const optional = required.has(key) ? '' : '?';
    // zod leaves out a field's description when it is that of the named shape the field refers to.
    const description = field.description ?? referredShape(context, field)?.description;
    const doc = docComment(
      { description, default: field.default, examples: field.examples as unknown[] },
      inner,
    );
    return `${doc}${inner}${name}${optional}: ${typeOf(context, field, inner)};`;
  });
  const others = schema.additionalProperties;
  if (others !== undefined && others !== false) {
    lines.push(`${inner}[key: string]: ${typeOf(context, normalize(others), inner)};`);
  }
  if (lines.length === 0) return others === false ? 'Record<string, never>' : 'Record<string, unknown>';
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** A block of declarations indented one level, as the body of a namespace. */
function indentBlock(block: string): string {
  return block
    .split('\n')
    .map((line) => (line === '' ? line : `${INDENT}${line}`))
    .join('\n');
}

/** The named shape a schema refers to (`$ref`), if any. */
function referredShape(context: Context, schema: JsonSchema): JsonSchema | undefined {
  if (schema.$ref === undefined) return undefined;
  return context.definitions[schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1)];
}

function union(types: readonly string[]): string {
  return [...new Set(types)].join(' | ');
}

/** Wraps a union or intersection in parentheses, for use inside `T[]` or `A & B`. */
function group(type: string): string {
  return combines(type) ? `(${type})` : type;
}

/** Whether a type is a union or an intersection at its top level (not only inside braces or brackets). */
function combines(type: string): boolean {
  let depth = 0;
  for (const char of type) {
    if (char === '{' || char === '[' || char === '(' || char === '<') depth++;
    else if (char === '}' || char === ']' || char === ')' || char === '>') depth--;
    else if (depth === 0 && (char === '|' || char === '&')) return true;
  }
  return false;
}
