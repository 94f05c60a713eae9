// Reads a React component library's API from its TypeScript: every component its entry module exports,
// with react-docgen-typescript on a TypeScript program of the library (its own tsconfig when given). A
// default written as a constant (`type = alertDefaults.type`) is shown as the value it names ('info').
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentApi } from '@lectern/theme-core/config';
import type ts from 'typescript';
import { SiteError } from '../site/site-error.js';
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

/** Loads a package the site must have installed to read its API, or fails saying how to add it. */
async function load<T>(name: string, option: string): Promise<T> {
  try {
    // A package of the site, named at run time: the bundler is not to look for it.
    return (await import(/* @vite-ignore */ name)) as T;
  } catch {
    throw new SiteError(
      `${option}: reading a React library's API needs ${name} installed in the site (pnpm add -D ${name})`,
    );
  }
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
    throw new SiteError(
      `${option}.tsconfig: ${typescript.flattenDiagnosticMessageText(read.error.messageText, '\n')}`,
    );
  }
  const parsed = typescript.parseJsonConfigFileContent(read.config, typescript.sys, path.dirname(tsconfig));
  // Only the library's own files are read: no declaration output, no emit.
  return { ...parsed.options, noEmit: true, declaration: false, composite: false, incremental: false };
}

/** A constant's value as a node: the initializer under `as const`, `satisfies` and parentheses. */
function bareExpression(typescript: TypeScript, node: ts.Expression): ts.Expression {
  let current = node;
  while (
    typescript.isAsExpression(current) ||
    typescript.isSatisfiesExpression(current) ||
    typescript.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/**
 * The value a default written as a constant names (`alertDefaults.type`, `en['skipLink.label']`), as the
 * docgen library writes a default (a string without its quotes, anything else as code); `undefined` when
 * it names something that is not a literal written in the library.
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
  let symbol = checker
    .getSymbolsInScope(file, typescript.SymbolFlags.Value | typescript.SymbolFlags.Alias)
    .find((candidate) => candidate.name === name);
  if (symbol && symbol.flags & typescript.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.valueDeclaration;
  if (!declaration || !typescript.isVariableDeclaration(declaration) || !declaration.initializer)
    return undefined;
  // A variable that may change says nothing of the value the component gets.
  if (!(typescript.getCombinedNodeFlags(declaration) & typescript.NodeFlags.Const)) return undefined;
  let node = bareExpression(typescript, declaration.initializer);
  for (const key of path) {
    if (!typescript.isObjectLiteralExpression(node)) return undefined;
    const property = node.properties.find(
      (candidate): candidate is ts.PropertyAssignment =>
        typescript.isPropertyAssignment(candidate) &&
        (typescript.isIdentifier(candidate.name) || typescript.isStringLiteralLike(candidate.name)) &&
        candidate.name.text === key,
    );
    if (!property) return undefined;
    node = bareExpression(typescript, property.initializer);
  }
  if (typescript.isStringLiteralLike(node)) return node.text;
  if (
    typescript.isNumericLiteral(node) ||
    node.kind === typescript.SyntaxKind.TrueKeyword ||
    node.kind === typescript.SyntaxKind.FalseKeyword ||
    node.kind === typescript.SyntaxKind.NullKeyword ||
    (typescript.isPrefixUnaryExpression(node) && typescript.isNumericLiteral(node.operand))
  ) {
    return node.getText(declaration.getSourceFile());
  }
  return undefined;
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
  if (!existsSync(entry)) throw new SiteError(`${option}.entry: ${source.entry}: no such file`);
  const tsconfig = source.tsconfig === undefined ? undefined : path.resolve(root, source.tsconfig);
  if (tsconfig !== undefined && !existsSync(tsconfig)) {
    throw new SiteError(`${option}.tsconfig: ${source.tsconfig}: no such file`);
  }
  const typescript = (await load<{ default: TypeScript }>('typescript', option)).default;
  const docgen = (
    await load<{ default: typeof import('react-docgen-typescript') }>('react-docgen-typescript', option)
  ).default;
  const program = typescript.createProgram([entry], compilerOptionsOf(typescript, tsconfig, option));
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entry);
  const moduleSymbol = entryFile && checker.getSymbolAtLocation(entryFile);
  // Where each export is written: its defaults are read there, and the page links to it.
  const fileOf = new Map<string, ts.SourceFile>();
  for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const target =
      exported.flags & typescript.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    // Components are values: an interface or type of the same name is not one.
    const declaration = target.flags & typescript.SymbolFlags.Value ? target.valueDeclaration : undefined;
    if (declaration) fileOf.set(exported.name, declaration.getSourceFile());
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
    .filter((doc) => fileOf.has(doc.displayName) && /^[A-Z][a-z]/.test(doc.displayName))
    .map((doc) => {
      const file = fileOf.get(doc.displayName);
      for (const prop of Object.values(doc.props)) {
        const written = prop.defaultValue?.value;
        if (file === undefined || typeof written !== 'string') continue;
        const value = resolveDefault(typescript, checker, file, written);
        if (value !== undefined) prop.defaultValue = { value };
      }
      const api = componentApiOf(doc, source);
      const at = file ? path.relative(root, file.fileName).split(path.sep).join('/') : undefined;
      return { id: kebabCase(doc.displayName), api: at ? { ...api, source: at } : api };
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
