// Reads a React component library's API from its TypeScript: every component its entry module exports,
// with react-docgen-typescript on a TypeScript program of the library (its own tsconfig when given). A
// default written as a constant (`type = alertDefaults.type`) is shown as the value it names ('info').
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type ComponentApi, componentApiSchema, safeParseConfig } from '@lectern/theme-core/config';
import type ts from 'typescript';
import { ApiSourceError } from './api-source-error.js';
import { bareExpression, declaredProp, propsTypeOf, writtenDefaults } from './declared-props.js';
import { type ComponentApiOptions, componentApiOf, type DocgenComponent, kebabCase } from './docgen-api.js';

/** Where a React library's API is read from (`apiLoader({ react })`). */
export interface ReactApiSource extends ComponentApiOptions {
  /** The module that exports the components, from the site's root. @example '../ui/src/index.ts' */
  readonly entry: string;
  /** The library's tsconfig.json, from the site's root; without it, strict defaults for React. */
  readonly tsconfig?: string | undefined;
}

/** A component read from the code: its entry id (`nav-bar`) and API data. */
export interface ReadComponent {
  readonly id: string;
  readonly api: ComponentApi;
}

/** What {@link readReactApi} read, and the files it read it from (for the cache). */
export interface ReactApiRead {
  readonly components: readonly ReadComponent[];
  /** Every file of the program outside `node_modules`, absolute. */
  readonly files: readonly string[];
}

type TypeScript = typeof ts;

/**
 * Loads a package the site (at `root`) must have installed to read a library's API — as the site resolves
 * it, else as this package does — or fails saying how to add it. The readers' tools are CommonJS packages of
 * Node: they are required, out of reach of the bundler that may be running the site's config.
 */
export function loadSitePackage<T>(name: string, option: string, root: string): T {
  for (const from of [path.join(root, 'package.json'), import.meta.url]) {
    try {
      return createRequire(from)(name) as T;
    } catch {
      // Not installed there: the next place.
    }
  }
  throw new ApiSourceError(
    `${option}: reading the library's API needs ${name} installed in the site (pnpm add -D ${name})`,
  );
}

/** The compiler options of the library: its tsconfig's, or strict defaults for React. */
function compilerOptionsOf(typescript: TypeScript, tsconfig: string | undefined, option: string) {
  if (tsconfig === undefined) {
    return {
      jsx: typescript.JsxEmit.ReactJSX,
      strict: true,
      target: typescript.ScriptTarget.ES2022,
      module: typescript.ModuleKind.ESNext,
      moduleResolution: typescript.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
    };
  }
  const read = typescript.readConfigFile(tsconfig, typescript.sys.readFile);
  if (read.error) {
    throw new ApiSourceError(
      `${option}.tsconfig: ${typescript.flattenDiagnosticMessageText(read.error.messageText, '\n')}`,
    );
  }
  const parsed = typescript.parseJsonConfigFileContent(read.config, typescript.sys, path.dirname(tsconfig));
  // Only the library's own files are read: no declaration output, no emit.
  return { ...parsed.options, noEmit: true, declaration: false, composite: false, incremental: false };
}

/** A literal as code (a string in single quotes); `undefined` for anything else. */
function literalCode(typescript: TypeScript, node: ts.Expression): string | undefined {
  if (typescript.isStringLiteralLike(node))
    return `'${node.text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (
    typescript.isNumericLiteral(node) ||
    node.kind === typescript.SyntaxKind.TrueKeyword ||
    node.kind === typescript.SyntaxKind.FalseKeyword ||
    node.kind === typescript.SyntaxKind.NullKeyword ||
    (typescript.isPrefixUnaryExpression(node) && typescript.isNumericLiteral(node.operand))
  ) {
    return node.getText();
  }
  return undefined;
}

/** The constant a symbol names: the initializer of a `const`, under `as const`; `undefined` for a `let`. */
function constantOf(
  typescript: TypeScript,
  checker: ts.TypeChecker,
  named: ts.Symbol,
): ts.Expression | undefined {
  const symbol = named.flags & typescript.SymbolFlags.Alias ? checker.getAliasedSymbol(named) : named;
  // An exported constant is in scope as its export, which names its declaration but has no value one.
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.find(typescript.isVariableDeclaration);
  if (!declaration || !typescript.isVariableDeclaration(declaration) || !declaration.initializer)
    return undefined;
  // A variable that may change says nothing of the value the component gets.
  if (!(typescript.getCombinedNodeFlags(declaration) & typescript.NodeFlags.Const)) return undefined;
  return bareExpression(typescript, declaration.initializer);
}

/** The property `key` of an object literal, itself followed to what it names. */
function propertyOf(
  typescript: TypeScript,
  checker: ts.TypeChecker,
  object: ts.Expression,
  key: string,
  depth: number,
): ts.Expression | undefined {
  if (!typescript.isObjectLiteralExpression(object)) return undefined;
  for (const property of object.properties) {
    const name = property.name;
    if (
      !name ||
      !(typescript.isIdentifier(name) || typescript.isStringLiteralLike(name)) ||
      name.text !== key
    ) {
      continue;
    }
    if (typescript.isPropertyAssignment(property))
      return followed(typescript, checker, property.initializer, depth);
    if (typescript.isShorthandPropertyAssignment(property)) {
      const symbol = checker.getShorthandAssignmentValueSymbol(property);
      const value = symbol && constantOf(typescript, checker, symbol);
      return value && followed(typescript, checker, value, depth + 1);
    }
  }
  return undefined;
}

/** What an expression of the library stands for: names and property reads followed to constants. */
function followed(
  typescript: TypeScript,
  checker: ts.TypeChecker,
  expression: ts.Expression,
  depth = 0,
): ts.Expression | undefined {
  if (depth > 10) return undefined;
  const node = bareExpression(typescript, expression);
  if (typescript.isIdentifier(node)) {
    const symbol = checker.getSymbolAtLocation(node);
    const value = symbol && constantOf(typescript, checker, symbol);
    return value && followed(typescript, checker, value, depth + 1);
  }
  if (typescript.isPropertyAccessExpression(node) || typescript.isElementAccessExpression(node)) {
    const key = typescript.isPropertyAccessExpression(node)
      ? node.name.text
      : typescript.isStringLiteralLike(node.argumentExpression)
        ? node.argumentExpression.text
        : undefined;
    const object = key === undefined ? undefined : followed(typescript, checker, node.expression, depth + 1);
    return object && key !== undefined ? propertyOf(typescript, checker, object, key, depth + 1) : undefined;
  }
  return node;
}

/** A followed value as code: a literal, or a list of them; `undefined` for anything else. */
function valueCode(typescript: TypeScript, checker: ts.TypeChecker, node: ts.Expression): string | undefined {
  const value = followed(typescript, checker, node);
  if (!value) return undefined;
  if (typescript.isArrayLiteralExpression(value)) {
    const items = value.elements.map((item) => valueCode(typescript, checker, item));
    return items.every((item) => item !== undefined) ? `[${items.join(', ')}]` : undefined;
  }
  return literalCode(typescript, value);
}

/**
 * The value a default written as a constant names (`alertDefaults.type`, `en['skipLink.label']`, a name
 * whose constant names another), as code (`'info'`, `6000`, `[5, 10]`); `undefined` when it names
 * something that is not a literal, or a list of them, written in the library.
 */
export function resolveDefault(
  typescript: TypeScript,
  checker: ts.TypeChecker,
  file: ts.SourceFile,
  code: string,
): string | undefined {
  const parsed = typescript.createSourceFile('default.ts', `(${code});`, typescript.ScriptTarget.Latest);
  const statement = parsed.statements[0];
  if (!statement || !typescript.isExpressionStatement(statement)) return undefined;
  const path: string[] = [];
  let head = bareExpression(typescript, statement.expression);
  while (typescript.isPropertyAccessExpression(head) || typescript.isElementAccessExpression(head)) {
    if (typescript.isPropertyAccessExpression(head)) path.unshift(head.name.text);
    else if (typescript.isStringLiteralLike(head.argumentExpression))
      path.unshift(head.argumentExpression.text);
    else return undefined;
    head = head.expression;
  }
  if (!typescript.isIdentifier(head)) return undefined;
  const name = head.text;
  // The code is not part of the library's program: its first name is looked up in the file's scope.
  const symbol = checker
    .getSymbolsInScope(file, typescript.SymbolFlags.Value | typescript.SymbolFlags.Alias)
    .find((candidate) => candidate.name === name);
  let node = symbol && constantOf(typescript, checker, symbol);
  for (const key of path)
    node = node && propertyOf(typescript, checker, followed(typescript, checker, node) ?? node, key, 0);
  return node && valueCode(typescript, checker, node);
}

/** A string default the docgen library gave without its quotes, or code as written. */
function givenDefaultCode(text: string, isString: boolean): string {
  const isCode =
    /^(['"`]).*\1$/s.test(text) || /[[({]/.test(text) || /^[A-Za-z_$][\w$]*\./.test(text) || !isString;
  return isCode ? text : `'${text.replace(/'/g, "\\'")}'`;
}

/**
 * The docgen library's reading of a component, corrected by its declarations: each prop's type, values and
 * payload as declared, its default as the component writes it (a named constant shown as its value), and
 * the props in the order they are declared.
 */
function readDeclarations(
  typescript: TypeScript,
  checker: ts.TypeChecker,
  doc: DocgenComponent,
  symbol: ts.Symbol,
  declaration: ts.Declaration,
): DocgenComponent {
  const file = declaration.getSourceFile();
  const propsType = propsTypeOf(checker, symbol, declaration);
  const defaults = writtenDefaults(typescript, declaration);
  const read = Object.values(doc.props).map((prop, index) => {
    const declared = propsType && declaredProp(typescript, checker, propsType, prop.name);
    const expression = defaults.get(prop.name);
    const given = prop.defaultValue?.value;
    let defaultCode: string | null = null;
    if (expression) {
      const text = expression.getText().replace(/\s+/g, ' ');
      defaultCode = resolveDefault(typescript, checker, file, text) ?? text;
    } else if (given !== undefined && given !== null) {
      // A `@default` written on each shape of a union of shapes comes once per shape.
      const text =
        [...new Set(String(given).split('\n'))].length === 1
          ? (String(given).split('\n')[0] ?? '')
          : String(given);
      defaultCode =
        resolveDefault(typescript, checker, file, text) ??
        givenDefaultCode(text, declared?.isString ?? false);
    }
    return { prop: { ...prop, defaultCode, ...(declared ? { declared } : {}) }, index };
  });
  // The order written: the files in the order the library's props come from, each by place in the file.
  const files = [...new Set(read.map(({ prop }) => prop.declared?.position[0] ?? ''))];
  read.sort((a, b) => {
    const [fileA, atA] = a.prop.declared?.position ?? ['', a.index];
    const [fileB, atB] = b.prop.declared?.position ?? ['', b.index];
    return fileA === fileB ? atA - atB : files.indexOf(fileA) - files.indexOf(fileB);
  });
  return { ...doc, props: Object.fromEntries(read.map(({ prop }) => [prop.name, prop])) };
}

/**
 * The API of every component `source.entry` exports (its value exports the docgen library recognizes as
 * components, named in PascalCase), sorted by name, with each component's file from the site's root.
 */
export async function readReactApi(
  source: ReactApiSource,
  root: string,
  option = 'react',
): Promise<ReactApiRead> {
  const entry = path.resolve(root, source.entry);
  if (!existsSync(entry)) throw new ApiSourceError(`${option}.entry: ${source.entry}: no such file`);
  const tsconfig = source.tsconfig === undefined ? undefined : path.resolve(root, source.tsconfig);
  if (tsconfig !== undefined && !existsSync(tsconfig)) {
    throw new ApiSourceError(`${option}.tsconfig: ${source.tsconfig}: no such file`);
  }
  const typescript = loadSitePackage<TypeScript>('typescript', option, root);
  const docgen = loadSitePackage<typeof import('react-docgen-typescript')>(
    'react-docgen-typescript',
    option,
    root,
  );
  const program = typescript.createProgram([entry], compilerOptionsOf(typescript, tsconfig, option));
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entry);
  const moduleSymbol = entryFile && checker.getSymbolAtLocation(entryFile);
  // Where each export is written: its defaults are read there, and the page links to it.
  const written = new Map<string, { symbol: ts.Symbol; declaration: ts.Declaration }>();
  for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const target =
      exported.flags & typescript.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    // Components are values: an interface or type of the same name is not one.
    const declaration = target.flags & typescript.SymbolFlags.Value ? target.valueDeclaration : undefined;
    if (declaration) written.set(exported.name, { symbol: target, declaration });
  }
  const parser = docgen.withCompilerOptions(program.getCompilerOptions(), {
    shouldExtractLiteralValuesFromEnum: true,
    shouldRemoveUndefinedFromOptional: true,
    savePropValueAsString: true,
    // A `children` without JSDoc is listed (as not described) rather than left out of the slots.
    skipChildrenPropWithoutDoc: false,
    // The component's own props: not the HTML or SVG attributes some of them pass on.
    propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
  });
  const docs = parser.parseWithProgramProvider(entry, () => program) as DocgenComponent[];
  const components = docs
    .filter((doc) => written.has(doc.displayName) && /^[A-Z][a-z]/.test(doc.displayName))
    .map((doc) => {
      const { symbol, declaration } = written.get(doc.displayName) as {
        symbol: ts.Symbol;
        declaration: ts.Declaration;
      };
      const file = declaration.getSourceFile();
      const at = path.relative(root, file.fileName).split(path.sep).join('/');
      let api: ComponentApi;
      try {
        api = componentApiOf(readDeclarations(typescript, checker, doc, symbol, declaration), source);
      } catch (error) {
        throw new ApiSourceError(`${at}: ${(error as Error).message}`);
      }
      // What the schema asks of hand-written data holds for what the code says (a default in its range).
      const checked = safeParseConfig(componentApiSchema, api);
      if (!checked.success) {
        // `props[3].default` → `.interval.default`: the prop by name, as the code writes it.
        const named = (where: string) => {
          const path = where.replace(
            /^props\[(\d+)\]/,
            (_, index) => api.props[Number(index)]?.name ?? index,
          );
          return path ? `.${path}` : '';
        };
        throw new ApiSourceError(
          checked.issues
            .map((issue) => `${at}: ${api.name}${named(issue.path)}: ${issue.message}`)
            .join('\n'),
        );
      }
      return { id: kebabCase(doc.displayName), api: { ...api, source: at } };
    })
    .sort((a, b) => a.api.name.localeCompare(b.api.name));
  const files = program
    .getSourceFiles()
    .map((file) => path.resolve(file.fileName))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
  return { components, files: tsconfig ? [...files, tsconfig] : files };
}

/** A digest of files' names and contents: the API is read again only when it changes. */
export function filesDigest(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(file).update('\0');
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update('(gone)');
    }
  }
  return hash.digest('hex');
}
