// Reads a Vue component library's API with vue-component-meta: every component its entry module exports
// (single-file components and `defineComponent` ones), with its props, events (emits), slots and what it
// exposes, each with its JSDoc. The same JSDoc tags as for React are kept: `@deprecated`, `@since`,
// `@example`, and the range tags `@minimum` … `@exclusiveMaximum`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiProp, ComponentApi } from '@lectern/theme-core/config';
import type ts from 'typescript';
import { ApiSourceError } from './api-source-error.js';
import { declaredProp } from './declared-props.js';
import {
  type ComponentApiOptions,
  examplesOf,
  kebabCase,
  lifecycleOf,
  literalValues,
  rangeOf,
  UNDESCRIBED,
} from './docgen-api.js';
import { loadSitePackage, type ReadComponent, resolveDefault } from './react-api.js';

/** Where a Vue library's API is read from (`apiLoader({ vue })`). */
export interface VueApiSource extends ComponentApiOptions {
  /** The module that exports the components, from the site's root. @example '../ui/src/index.ts' */
  readonly entry: string;
  /** The library's tsconfig.json, from the site's root; without it, strict defaults for Vue. */
  readonly tsconfig?: string | undefined;
}

type ComponentMetaModule = typeof import('vue-component-meta');
type Tags = readonly { name: string; text?: string | undefined }[];

/** JSDoc tags as a record: a tag given twice keeps both texts, one per line. */
function tagRecord(tags: Tags): Record<string, string> {
  const record: Record<string, string> = {};
  for (const tag of tags) {
    const text = tag.text ?? '';
    record[tag.name] = record[tag.name] === undefined ? text : `${record[tag.name]}\n${text}`;
  }
  return record;
}

/** A type as the checker prints it, without the `| undefined` of an optional prop. */
function withoutUndefined(type: string): string {
  const members = type.split(' | ').filter((member) => member !== 'undefined');
  return members.length > 0 ? members.join(' | ') : type;
}

/** An emit's payload from its type: `[count: number]` → `number`, `[]` → `void`. */
export function emitPayload(type: string): string {
  const tuple = /^\[(.*)\]$/s.exec(type.trim());
  if (!tuple) return type;
  const inner = tuple[1]?.trim() ?? '';
  if (inner === '') return 'void';
  return inner
    .split(/,\s*(?![^<{[(]*[>}\])])/)
    .map((parameter) => parameter.replace(/^\.{3}/, '').replace(/^\w+\??:\s*/, ''))
    .join(', ');
}

/** What vue-component-meta reports of a component (the fields this module reads). */
export interface VueComponentMeta {
  description?: string | undefined;
  props: readonly {
    name: string;
    description: string;
    type: string;
    default?: string | undefined;
    global: boolean;
    required: boolean;
    tags: Tags;
    /** The values the declaration allows, where it was read (it wins over what the type text says). */
    values?: readonly string[] | null | undefined;
  }[];
  events: readonly { name: string; description: string; type: string; tags: Tags }[];
  slots: readonly { name: string; description: string; tags: Tags }[];
  exposed: readonly { name: string; description: string; type: string; tags: Tags }[];
}

/** The API data of one Vue component, from what vue-component-meta read. */
export function vueComponentApi(
  name: string,
  meta: VueComponentMeta,
  componentTags: Tags,
  options: ComponentApiOptions = {},
): ComponentApi {
  const described = (text: string, prop?: string) =>
    text.trim() || (prop !== undefined && options.sharedProps?.[prop]) || UNDESCRIBED;
  const props: ApiProp[] = meta.props
    .filter((prop) => !prop.global)
    .map((prop) => {
      const tags = tagRecord(prop.tags);
      const type = withoutUndefined(prop.type);
      return {
        name: prop.name,
        type,
        default: prop.default ?? null,
        values: prop.values === undefined ? literalValues(type) : prop.values && [...prop.values],
        required: prop.required,
        description: described(prop.description, prop.name),
        ...rangeOf(tags, `${name}.${prop.name}`),
        ...lifecycleOf(tags),
      };
    });
  const tags = tagRecord(componentTags);
  const examples = examplesOf(tags);
  // `$slots`-like members the component exposes to its template only are not its API.
  const exposed = meta.exposed
    .filter((member) => !member.name.startsWith('$'))
    .map((member) => ({
      name: member.name,
      type: member.type,
      description: described(member.description),
      ...lifecycleOf(tagRecord(member.tags)),
    }));
  return {
    name,
    description: described(meta.description ?? ''),
    props,
    events: meta.events.map((event) => ({
      name: event.name,
      payload: emitPayload(event.type),
      description: described(event.description),
      ...lifecycleOf(tagRecord(event.tags)),
    })),
    slots: meta.slots.map((slot) => ({ name: slot.name, description: described(slot.description) })),
    ...(exposed.length > 0 ? { exposed } : {}),
    ...lifecycleOf(tags),
    ...(examples.length > 0 ? { examples } : {}),
  };
}

/** The JSDoc tags written above a component's `defineOptions` or `defineComponent` call, or its export. */
function componentTagsOf(typescript: typeof ts, file: ts.SourceFile | undefined): Tags {
  if (!file) return [];
  const tags: { name: string; text?: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      typescript.isCallExpression(node) &&
      typescript.isIdentifier(node.expression) &&
      ['defineOptions', 'defineComponent'].includes(node.expression.text)
    ) {
      for (const tag of typescript.getJSDocTags(node.parent)) {
        const text = typescript.getTextOfJSDocComment(tag.comment);
        tags.push({ name: tag.tagName.text, ...(text === undefined ? {} : { text }) });
      }
    }
    typescript.forEachChild(node, visit);
  };
  visit(file);
  return tags;
}

/** The description written above a component's `defineOptions` or `defineComponent` call. */
function componentDescriptionOf(typescript: typeof ts, file: ts.SourceFile | undefined): string {
  if (!file) return '';
  let found = '';
  const visit = (node: ts.Node) => {
    if (
      !found &&
      typescript.isCallExpression(node) &&
      typescript.isIdentifier(node.expression) &&
      ['defineOptions', 'defineComponent'].includes(node.expression.text)
    ) {
      const doc = typescript.getJSDocCommentsAndTags(node.parent).find(typescript.isJSDoc);
      found = typescript.getTextOfJSDocComment(doc?.comment) ?? '';
    }
    typescript.forEachChild(node, visit);
  };
  visit(file);
  return found.trim();
}

/** The first call of a compiler macro (`defineProps`, `defineEmits`) in a component's script. */
function macroCall(typescript: typeof ts, file: ts.SourceFile, name: string): ts.CallExpression | undefined {
  let found: ts.CallExpression | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (
      typescript.isCallExpression(node) &&
      typescript.isIdentifier(node.expression) &&
      node.expression.text === name
    ) {
      found = node;
      return;
    }
    typescript.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A node's JSDoc description. */
function jsDocText(typescript: typeof ts, node: ts.Node): string {
  const doc = typescript.getJSDocCommentsAndTags(node).find(typescript.isJSDoc);
  return typescript.getTextOfJSDocComment(doc?.comment)?.trim() ?? '';
}

/** The JSDoc of each event `defineEmits<{ … }>()` declares, by name (property or call-signature form). */
function emitDescriptions(
  typescript: typeof ts,
  checker: ts.TypeChecker,
  file: ts.SourceFile,
): Map<string, string> {
  const descriptions = new Map<string, string>();
  let declared: ts.Node | undefined = macroCall(typescript, file, 'defineEmits')?.typeArguments?.[0];
  // Vue's language tools move the written type into an alias of their own (`type __VLS_Emit = { … }`).
  if (declared && typescript.isTypeReferenceNode(declared)) {
    const symbol = checker.getSymbolAtLocation(declared.typeName);
    const target = symbol?.declarations?.[0];
    declared =
      target && typescript.isTypeAliasDeclaration(target)
        ? target.type
        : target && typescript.isInterfaceDeclaration(target)
          ? target
          : undefined;
  }
  if (!declared || !(typescript.isTypeLiteralNode(declared) || typescript.isInterfaceDeclaration(declared))) {
    return descriptions;
  }
  for (const member of declared.members) {
    if (
      typescript.isPropertySignature(member) &&
      member.name &&
      !typescript.isComputedPropertyName(member.name)
    ) {
      descriptions.set(member.name.text, jsDocText(typescript, member));
    } else if (typescript.isCallSignatureDeclaration(member)) {
      const event = member.parameters[0]?.type;
      if (event && typescript.isLiteralTypeNode(event) && typescript.isStringLiteral(event.literal)) {
        descriptions.set(event.literal.text, jsDocText(typescript, member));
      }
    }
  }
  return descriptions;
}

/** A default as vue-component-meta prints it, as code the tables show: a named constant as its value. */
function vueDefault(
  typescript: typeof ts,
  checker: ts.TypeChecker,
  file: ts.SourceFile,
  printed: string | undefined,
): string | undefined {
  if (printed === undefined) return undefined;
  const resolved = resolveDefault(typescript, checker, file, printed);
  if (resolved !== undefined) return resolved;
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(printed);
  return quoted ? `'${(quoted[1] ?? '').replace(/\\"/g, '"').replace(/'/g, "\\'")}'` : printed;
}

/**
 * What vue-component-meta read of a component, corrected by its script's declarations: each prop's type
 * as written with its values in declared order (from `defineProps<…>()`), defaults that name constants
 * shown as their values, and the JSDoc of its events and exposed members.
 */
function readScript(
  typescript: typeof ts,
  checker: ts.TypeChecker,
  file: ts.SourceFile,
  meta: VueComponentMeta & { exposed: readonly { getTypeObject?: () => ts.Type | undefined }[] },
): VueComponentMeta {
  const declaredProps = macroCall(typescript, file, 'defineProps')?.typeArguments?.[0];
  const propsType = declaredProps && checker.getTypeFromTypeNode(declaredProps);
  const emits = emitDescriptions(typescript, checker, file);
  return {
    ...meta,
    props: meta.props.map((prop) => {
      const declared =
        propsType && !prop.global ? declaredProp(typescript, checker, propsType, prop.name) : undefined;
      const shown = vueDefault(typescript, checker, file, prop.default);
      return {
        ...prop,
        ...(declared ? { type: declared.type, values: declared.values } : {}),
        ...(shown === undefined ? {} : { default: shown }),
      };
    }),
    events: meta.events.map((event) => ({
      ...event,
      description: event.description || emits.get(event.name) || '',
    })),
    exposed: meta.exposed.map((member, index) => {
      const symbol = meta.exposed[index]?.getTypeObject?.()?.getSymbol();
      const written = symbol
        ? typescript.displayPartsToString(symbol.getDocumentationComment(checker)).trim()
        : '';
      return { ...member, description: member.description || written };
    }),
  };
}

/**
 * The API of every component `source.entry` exports (named in PascalCase, each a Vue component), sorted
 * by name, with each component's file from the site's root. Needs `vue-component-meta` (and `vue`, for
 * its types) installed in the site.
 */
export async function readVueApi(
  source: VueApiSource,
  root: string,
  option = 'vue',
): Promise<{ components: ReadComponent[]; files: string[] }> {
  const entry = path.resolve(root, source.entry);
  if (!existsSync(entry)) throw new ApiSourceError(`${option}.entry: ${source.entry}: no such file`);
  const tsconfig = source.tsconfig === undefined ? undefined : path.resolve(root, source.tsconfig);
  if (tsconfig !== undefined && !existsSync(tsconfig)) {
    throw new ApiSourceError(`${option}.tsconfig: ${source.tsconfig}: no such file`);
  }
  const typescript = loadSitePackage<typeof ts>('typescript', option, root);
  const meta = loadSitePackage<ComponentMetaModule>('vue-component-meta', option, root);
  const checker =
    tsconfig === undefined
      ? meta.createCheckerByJson(path.dirname(entry), {
          include: ['**/*.vue', '**/*.ts'],
          exclude: ['**/node_modules/**'],
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            strict: true,
            jsx: 'preserve',
            skipLibCheck: true,
          },
        })
      : meta.createChecker(tsconfig, { schema: false });
  checker.getExportNames(entry);
  const program = checker.getProgram();
  const entryFile = program?.getSourceFile(entry);
  const types = program?.getTypeChecker();
  const moduleSymbol = entryFile && types?.getSymbolAtLocation(entryFile);
  const components: ReadComponent[] = [];
  for (const exported of moduleSymbol && types ? types.getExportsOfModule(moduleSymbol) : []) {
    if (!/^[A-Z]/.test(exported.name)) continue;
    const target =
      exported.flags & typescript.SymbolFlags.Alias ? types?.getAliasedSymbol(exported) : exported;
    const declaration =
      target && target.flags & typescript.SymbolFlags.Value ? target.valueDeclaration : undefined;
    if (!target || !declaration) continue;
    const file = declaration.getSourceFile();
    let read: VueComponentMeta;
    try {
      read = checker.getComponentMeta(file.fileName, target.name === 'default' ? 'default' : target.name);
    } catch {
      continue;
    }
    // A value that is not a component (a constant, a function) has no component type.
    if ((read as { type?: number }).type === 0) continue;
    const description = read.description?.trim() || componentDescriptionOf(typescript, file);
    const script = types ? readScript(typescript, types, file, read) : read;
    const api = vueComponentApi(
      exported.name,
      { ...script, description },
      componentTagsOf(typescript, file),
      source,
    );
    const at = path.relative(root, file.fileName).split(path.sep).join('/');
    components.push({ id: kebabCase(exported.name), api: { ...api, source: at } });
  }
  const files = (program?.getSourceFiles() ?? [])
    .map((file) => path.resolve(file.fileName))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
  return {
    components: components.sort((a, b) => a.api.name.localeCompare(b.api.name)),
    files: tsconfig ? [...files, tsconfig] : files,
  };
}
