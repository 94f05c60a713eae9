// What a component's TypeScript says of each prop, read through the checker where the docgen library's
// reading falls short: the type as the library writes it (aliases kept, `| undefined` dropped), the values
// it allows in the order they are declared (through aliases and `(typeof LIST)[number]`), whether it is a
// string, what a callback receives as written, and the defaults the component writes (in its parameter or
// in `const { … } = props`). Props that are a union of shapes (`{ multiple: true; value: string[] } | …`)
// are read from every shape.
import type ts from 'typescript';

type TypeScript = typeof ts;

/** One prop as its declarations say it. */
export interface DeclaredProp {
  /** The type as written: every shape's, joined, without `undefined`. */
  readonly type: string;
  /** The literal values the type allows, in declared order; `null` for a wider type or a plain boolean. */
  readonly values: readonly string[] | null;
  /** Whether every value the prop takes is a string (a default is then shown in quotes). */
  readonly isString: boolean;
  /** Whether the prop is a function the component calls (`onX` props are then its events). */
  readonly isCallback: boolean;
  /** What the prop receives when it is a callback (`MouseEvent<HTMLButtonElement>`), `void` for nothing. */
  readonly payload: string;
  /** Where it is declared, to list props in the order the library wrote them. */
  readonly position: readonly [file: string, offset: number];
}

/** A type node's text on one line. */
function oneLine(node: ts.Node): string {
  return node.getText().replace(/\s+/g, ' ').trim();
}

/** The members of a type node written as a union (`A | B`), or the node itself. */
function unionMemberNodes(typescript: TypeScript, node: ts.TypeNode): ts.TypeNode[] {
  return typescript.isUnionTypeNode(node) ? [...node.types] : [node];
}

function isUndefinedNode(typescript: TypeScript, node: ts.TypeNode): boolean {
  return node.kind === typescript.SyntaxKind.UndefinedKeyword;
}

/** The values of a type the checker made, when it is literals only. */
function valuesOfType(typescript: TypeScript, checker: ts.TypeChecker, type: ts.Type): string[] | null {
  const values: string[] = [];
  for (const part of type.isUnion() ? type.types : [type]) {
    if (part.flags & typescript.TypeFlags.Undefined) continue;
    if (part.isStringLiteral()) values.push(part.value);
    else if (part.isNumberLiteral()) values.push(String(part.value));
    else if (part.flags & (typescript.TypeFlags.BooleanLiteral | typescript.TypeFlags.Null)) {
      values.push(checker.typeToString(part));
    } else return null;
  }
  // The checker keeps a boolean as `false | true`: it reads `true, false`, as `boolean` is written.
  const at = values.indexOf('false');
  if (at !== -1 && values[at + 1] === 'true') values.splice(at, 2, 'true', 'false');
  return values;
}

/** The values a type node allows, in the order written, following aliases; `null` for a wider type. */
function valuesOfNode(
  typescript: TypeScript,
  checker: ts.TypeChecker,
  node: ts.TypeNode,
  depth = 0,
): string[] | null {
  if (depth > 10) return null;
  if (typescript.isParenthesizedTypeNode(node)) return valuesOfNode(typescript, checker, node.type, depth);
  if (typescript.isUnionTypeNode(node)) {
    const values: string[] = [];
    for (const member of node.types) {
      const more = valuesOfNode(typescript, checker, member, depth);
      if (more === null) return null;
      values.push(...more);
    }
    return values;
  }
  if (node.kind === typescript.SyntaxKind.BooleanKeyword) return ['true', 'false'];
  if (isUndefinedNode(typescript, node)) return [];
  if (typescript.isLiteralTypeNode(node)) {
    const literal = node.literal;
    if (typescript.isStringLiteralLike(literal)) return [literal.text];
    return valuesOfType(typescript, checker, checker.getTypeFromTypeNode(node));
  }
  if (typescript.isTypeReferenceNode(node) && !node.typeArguments) {
    let symbol = checker.getSymbolAtLocation(node.typeName);
    if (symbol && symbol.flags & typescript.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const alias = symbol?.declarations?.find(typescript.isTypeAliasDeclaration);
    if (alias && !alias.typeParameters) return valuesOfNode(typescript, checker, alias.type, depth + 1);
  }
  // `(typeof LIST)[number]` of a list written `as const`: its items, in the list's order.
  if (
    typescript.isIndexedAccessTypeNode(node) &&
    node.indexType.kind === typescript.SyntaxKind.NumberKeyword
  ) {
    const list = checker.getTypeFromTypeNode(node.objectType);
    if (checker.isTupleType(list)) {
      const values: string[] = [];
      for (const item of checker.getTypeArguments(list as ts.TypeReference)) {
        const more = valuesOfType(typescript, checker, item);
        if (more === null) return null;
        values.push(...more);
      }
      return values;
    }
  }
  return valuesOfType(typescript, checker, checker.getTypeFromTypeNode(node));
}

/** What a callback type receives: its parameters' types as written, or as the checker prints them. */
function payloadOf(typescript: TypeScript, checker: ts.TypeChecker, node: ts.TypeNode): string {
  const bare = typescript.isParenthesizedTypeNode(node) ? node.type : node;
  if (typescript.isFunctionTypeNode(bare)) {
    const parameters = bare.parameters.map((parameter) =>
      parameter.type ? oneLine(parameter.type) : 'unknown',
    );
    return parameters.length > 0 ? parameters.join(', ') : 'void';
  }
  // A handler type (`MouseEventHandler<HTMLButtonElement>`): the checker's reading of its signature.
  const signature = checker.getTypeFromTypeNode(bare).getCallSignatures()[0];
  if (!signature) return oneLine(bare);
  const parameters = signature
    .getParameters()
    .map((parameter) => checker.typeToString(checker.getTypeOfSymbolAtLocation(parameter, bare)));
  return parameters.length > 0 ? parameters.join(', ') : 'void';
}

function distinct(items: readonly string[]): string[] {
  return [...new Set(items)];
}

/** A prop's declarations (one per shape of a union of shapes). */
function declarationsOf(
  typescript: TypeScript,
  checker: ts.TypeChecker,
  props: ts.Type,
  name: string,
): { symbol: ts.Symbol; declarations: (ts.PropertySignature | ts.PropertyDeclaration)[] }[] {
  const whole = checker.getPropertyOfType(props, name);
  const symbols = whole
    ? [whole]
    : props.isUnion()
      ? props.types.flatMap((shape) => checker.getPropertyOfType(shape, name) ?? [])
      : [];
  return symbols.map((symbol) => ({
    symbol,
    declarations: (symbol.declarations ?? []).filter(
      (declaration): declaration is ts.PropertySignature | ts.PropertyDeclaration =>
        (typescript.isPropertySignature(declaration) || typescript.isPropertyDeclaration(declaration)) &&
        declaration.type !== undefined,
    ),
  }));
}

/** The type of a component's props: the first parameter of its call signature. */
export function propsTypeOf(checker: ts.TypeChecker, component: ts.Symbol, at: ts.Node): ts.Type | undefined {
  for (const signature of checker.getTypeOfSymbolAtLocation(component, at).getCallSignatures()) {
    const parameter = signature.getParameters()[0];
    if (parameter) return checker.getTypeOfSymbolAtLocation(parameter, at);
  }
  return undefined;
}

/** One prop of a component as its declarations say it; `undefined` when none is written in TypeScript. */
export function declaredProp(
  typescript: TypeScript,
  checker: ts.TypeChecker,
  props: ts.Type,
  name: string,
): DeclaredProp | undefined {
  const found = declarationsOf(typescript, checker, props, name);
  const declarations = found.flatMap((entry) => entry.declarations);
  const first = declarations[0];
  if (!first) return undefined;
  const memberNodes = declarations.flatMap((declaration) =>
    unionMemberNodes(typescript, declaration.type as ts.TypeNode).filter(
      (member) => !isUndefinedNode(typescript, member),
    ),
  );
  let members = distinct(memberNodes.map(oneLine));
  // The shapes' `multiple?: false` and `multiple: true` are a boolean together.
  if (members.length === 2 && members.includes('true') && members.includes('false')) members = ['boolean'];
  const only = memberNodes[0];
  const type =
    members.length === 1 && only && typescript.isParenthesizedTypeNode(only)
      ? oneLine(only.type)
      : members.join(' | ');
  const valueLists = declarations.map((declaration) =>
    valuesOfNode(typescript, checker, declaration.type as ts.TypeNode),
  );
  let values: string[] | null = valueLists.includes(null) ? null : distinct(valueLists.flat() as string[]);
  // A plain boolean, or a single literal, offers no choice worth listing.
  if (
    values &&
    (values.length < 2 || (values.length === 2 && values.every((v) => v === 'true' || v === 'false')))
  ) {
    values = null;
  }
  const parts = found.flatMap((entry) => {
    const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(entry.symbol, first));
    return type.isUnion() ? type.types : [type];
  });
  const isString =
    parts.length > 0 && parts.every((part) => (part.flags & typescript.TypeFlags.StringLike) !== 0);
  const isCallback = parts.length > 0 && parts.every((part) => part.getCallSignatures().length > 0);
  const payload = distinct(
    declarations.map((declaration) => {
      const callback = unionMemberNodes(typescript, declaration.type as ts.TypeNode).find(
        (member) => !isUndefinedNode(typescript, member),
      );
      return callback ? payloadOf(typescript, checker, callback) : 'void';
    }),
  ).join(' | ');
  return {
    type,
    values,
    isString,
    isCallback,
    payload,
    position: [first.getSourceFile().fileName, first.getStart()],
  };
}

/** A value under `as const`, `satisfies` and parentheses. */
export function bareExpression(typescript: TypeScript, node: ts.Expression): ts.Expression {
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

/** The function a component is written as: itself, or the one it wraps (`memo(forwardRef(fn))`). */
function componentFunction(typescript: TypeScript, node: ts.Node): ts.FunctionLikeDeclaration | undefined {
  if (
    typescript.isFunctionDeclaration(node) ||
    typescript.isArrowFunction(node) ||
    typescript.isFunctionExpression(node)
  ) {
    return node;
  }
  if (typescript.isVariableDeclaration(node) && node.initializer) {
    return componentFunction(typescript, bareExpression(typescript, node.initializer));
  }
  if (typescript.isCallExpression(node)) {
    for (const argument of node.arguments) {
      const inner = componentFunction(typescript, bareExpression(typescript, argument));
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * The defaults a component writes for its props, by prop name: in its parameter (`{ size = 2 }`), or in
 * a destructuring of that parameter at the top of its body (`const { size = 2 } = props`), as written
 * (`as const` and `satisfies` dropped).
 */
export function writtenDefaults(typescript: TypeScript, declaration: ts.Node): Map<string, ts.Expression> {
  const defaults = new Map<string, ts.Expression>();
  const component = componentFunction(typescript, declaration);
  const parameter = component?.parameters[0];
  if (!component || !parameter) return defaults;
  const patterns: ts.ObjectBindingPattern[] = [];
  if (typescript.isObjectBindingPattern(parameter.name)) patterns.push(parameter.name);
  else if (typescript.isIdentifier(parameter.name) && component.body && typescript.isBlock(component.body)) {
    const propsName = parameter.name.text;
    for (const statement of component.body.statements) {
      if (!typescript.isVariableStatement(statement)) continue;
      for (const variable of statement.declarationList.declarations) {
        const from = variable.initializer && bareExpression(typescript, variable.initializer);
        if (
          typescript.isObjectBindingPattern(variable.name) &&
          from &&
          typescript.isIdentifier(from) &&
          from.text === propsName
        ) {
          patterns.push(variable.name);
        }
      }
    }
  }
  for (const element of patterns.flatMap((pattern) => pattern.elements)) {
    if (element.dotDotDotToken || !element.initializer) continue;
    const key = element.propertyName ?? element.name;
    if (typescript.isIdentifier(key) || typescript.isStringLiteralLike(key)) {
      defaults.set(key.text, bareExpression(typescript, element.initializer));
    }
  }
  return defaults;
}
