// Reads a Web Components library's API from its Custom Elements Manifest (`custom-elements.json`, schema
// 2.x, as the analyzer or the library's build writes it): every custom element declared in it, with its
// public properties (and the attributes that set them), events, slots, public methods, CSS parts and CSS
// custom properties. A manifest that is not what the schema says is named with the field that is wrong.
import path from 'node:path';
import type { ApiExposed, ApiProp, ComponentApi } from '@lectern/theme-core/config';
import { z } from 'zod';
import { kebabCase, literalValues, UNDESCRIBED } from './docgen-api.js';
import { readJsonFile } from './json-file.js';
import type { ReadComponent } from './react-api.js';

/** Where a Web Components library's API is read from (`apiLoader({ customElements })`). */
export interface CustomElementsApiSource {
  /** The library's `custom-elements.json`, from the site's root. @example './node_modules/my-ui/custom-elements.json' */
  readonly manifest: string;
}

/** What a manifest's entries may say of being deprecated: `true`, or why. */
const deprecatedSchema = z.union([z.boolean(), z.string()]).optional();
const typeSchema = z.object({ text: z.string() }).optional();
const described = { description: z.string().optional(), summary: z.string().optional() };

const attributeSchema = z.object({
  name: z.string().min(1),
  type: typeSchema,
  default: z.string().optional(),
  fieldName: z.string().optional(),
  deprecated: deprecatedSchema,
  ...described,
});

const memberSchema = z.object({
  kind: z.enum(['field', 'method']),
  name: z.string().min(1),
  type: typeSchema,
  default: z.string().optional(),
  privacy: z.enum(['public', 'private', 'protected']).optional(),
  static: z.boolean().optional(),
  attribute: z.string().optional(),
  parameters: z
    .array(
      z.object({
        name: z.string(),
        type: typeSchema,
        optional: z.boolean().optional(),
        rest: z.boolean().optional(),
      }),
    )
    .optional(),
  return: z.object({ type: typeSchema }).optional(),
  deprecated: deprecatedSchema,
  ...described,
});

const declarationSchema = z.object({
  kind: z.string(),
  name: z.string().min(1),
  customElement: z.boolean().optional(),
  tagName: z.string().optional(),
  attributes: z.array(attributeSchema).optional(),
  members: z.array(memberSchema).optional(),
  events: z
    .array(
      z.object({ name: z.string().min(1), type: typeSchema, deprecated: deprecatedSchema, ...described }),
    )
    .optional(),
  slots: z.array(z.object({ name: z.string(), ...described })).optional(),
  cssParts: z.array(z.object({ name: z.string().min(1), ...described })).optional(),
  cssProperties: z
    .array(
      z.object({
        name: z.string().min(1),
        default: z.string().optional(),
        syntax: z.string().optional(),
        ...described,
      }),
    )
    .optional(),
  deprecated: deprecatedSchema,
  ...described,
});

/** The part of the Custom Elements Manifest this reader uses; anything else in it is left alone. */
export const customElementsManifestSchema = z.object({
  schemaVersion: z.string(),
  modules: z.array(
    z.object({ kind: z.string(), path: z.string(), declarations: z.array(declarationSchema).optional() }),
  ),
});

type Declaration = z.infer<typeof declarationSchema>;
type Member = z.infer<typeof memberSchema>;

/** What an entry says of itself: its description, else its summary. */
function descriptionOf(entry: { description?: string | undefined; summary?: string | undefined }): string {
  return entry.description?.trim() || entry.summary?.trim() || UNDESCRIBED;
}

/** `deprecated: true` is deprecated with no reason given; a text is the reason. */
function deprecationOf(deprecated: boolean | string | undefined): { deprecated?: string } {
  if (deprecated === undefined || deprecated === false) return {};
  return { deprecated: deprecated === true ? '' : deprecated.trim() };
}

function isPublic(member: Member): boolean {
  return (member.privacy ?? 'public') === 'public' && !member.static && !member.name.startsWith('#');
}

/** A method's type as code: `(count: number, options?: Options) => void`. */
function signatureOf(method: Member): string {
  const parameters = (method.parameters ?? []).map(
    (parameter) =>
      `${parameter.rest ? '...' : ''}${parameter.name}${parameter.optional ? '?' : ''}: ${parameter.type?.text ?? 'unknown'}`,
  );
  return `(${parameters.join(', ')}) => ${method.return?.type?.text ?? 'void'}`;
}

/**
 * The API data of one custom element: its public fields are its props, each with the attribute that sets
 * it, and an attribute no field stands for is a prop of its own; its public methods are what it exposes.
 */
export function customElementApi(declaration: Declaration & { tagName: string }): ComponentApi {
  const members = (declaration.members ?? []).filter(isPublic);
  const attributes = declaration.attributes ?? [];
  // The attribute a field is set by: the one the manifest links to it, else — for attributes the manifest
  // could not link (read from `observedAttributes`) — the one of its name, in lower or kebab case.
  const attributeOf = (field: Member) => {
    if (field.attribute) return field.attribute;
    const linked = attributes.find((attribute) => attribute.fieldName === field.name);
    if (linked) return linked.name;
    const names = [field.name, field.name.toLowerCase(), kebabCase(field.name)];
    return attributes.find((attribute) => !attribute.fieldName && names.includes(attribute.name))?.name;
  };
  const prop = (
    name: string,
    entry: {
      type?: { text: string } | undefined;
      default?: string | undefined;
      deprecated?: boolean | string | undefined;
    } & Parameters<typeof descriptionOf>[0],
    attribute: string | undefined,
  ): ApiProp => {
    const type = entry.type?.text.trim() || 'unknown';
    return {
      name,
      type,
      default: entry.default ?? null,
      values: literalValues(type),
      required: false,
      description: descriptionOf(entry),
      ...(attribute ? { attribute } : {}),
      ...deprecationOf(entry.deprecated),
    };
  };
  const fields = members.filter((member) => member.kind === 'field');
  const props = [
    ...fields.map((field) => {
      const attribute = attributeOf(field);
      const written = attributes.find((candidate) => candidate.name === attribute);
      // The attribute's words stand in for a field the manifest does not describe.
      return prop(
        field.name,
        { ...written, ...field, description: field.description || written?.description },
        attribute,
      );
    }),
    ...attributes
      .filter((attribute) => !fields.some((field) => attributeOf(field) === attribute.name))
      .map((attribute) => prop(attribute.name, attribute, attribute.name)),
  ];
  const exposed: ApiExposed[] = members
    .filter((member) => member.kind === 'method')
    .map((method) => ({
      name: method.name,
      type: signatureOf(method),
      description: descriptionOf(method),
      ...deprecationOf(method.deprecated),
    }));
  const cssParts = (declaration.cssParts ?? []).map((part) => ({
    name: part.name,
    description: descriptionOf(part),
  }));
  const cssProperties = (declaration.cssProperties ?? []).map((property) => ({
    name: property.name,
    default: property.default ?? null,
    description: descriptionOf(property),
  }));
  return {
    name: declaration.tagName,
    tagName: declaration.tagName,
    description: descriptionOf(declaration),
    props,
    events: (declaration.events ?? []).map((event) => ({
      name: event.name,
      payload: event.type?.text.trim() || 'Event',
      description: descriptionOf(event),
      ...deprecationOf(event.deprecated),
    })),
    slots: (declaration.slots ?? []).map((slot) => ({
      name: slot.name || 'default',
      description: descriptionOf(slot),
    })),
    ...(exposed.length > 0 ? { exposed } : {}),
    ...(cssParts.length > 0 ? { cssParts } : {}),
    ...(cssProperties.length > 0 ? { cssProperties } : {}),
    ...deprecationOf(declaration.deprecated),
  };
}

/**
 * The API of every custom element a manifest declares (each entry named by its tag, `lectern-badge`),
 * sorted by tag, each with its module's file from the site's root.
 */
export function readCustomElementsApi(
  source: CustomElementsApiSource,
  root: string,
  option = 'customElements',
): { components: ReadComponent[]; files: string[] } {
  const file = path.resolve(root, source.manifest);
  const manifest = readJsonFile(file, customElementsManifestSchema, {
    option: `${option}.manifest`,
    shown: source.manifest,
    what: 'a Custom Elements Manifest the API loader can read',
  });
  const components: ReadComponent[] = [];
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.customElement || !declaration.tagName) continue;
      const api = customElementApi({ ...declaration, tagName: declaration.tagName });
      const at = path
        .relative(root, path.resolve(path.dirname(file), module.path))
        .split(path.sep)
        .join('/');
      components.push({ id: declaration.tagName, api: { ...api, source: at } });
    }
  }
  return { components: components.sort((a, b) => a.id.localeCompare(b.id)), files: [file] };
}
