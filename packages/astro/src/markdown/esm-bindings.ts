/**
 * The names an MDX page's `import` and `export` statements bind, which its components can be written
 * with: `import X from`, `import { A, B as C } from`, `import * as N from`, `export const X =`,
 * `export function X`, `export class X`. Type-only imports bind nothing a page can draw.
 *
 * @example esmBindings("import Card, { Tabs as T } from './ui';") // ['Card', 'T']
 */
export function esmBindings(statements: string): string[] {
  const text = statements.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const names: string[] = [];
  for (const [, clause = ''] of text.matchAll(/\bimport\s+(?!type\b)([^'";]*?)\s*\bfrom\s*['"]/g)) {
    const braces = /\{([\s\S]*)\}/.exec(clause)?.[1];
    if (braces !== undefined) names.push(...specifierNames(braces));
    const outside = clause.replace(/\{[\s\S]*\}/, '');
    const namespace = /\*\s*as\s+([A-Za-z_$][\w$]*)/.exec(outside)?.[1];
    if (namespace) names.push(namespace);
    const defaultName = /^\s*([A-Za-z_$][\w$]*)/.exec(outside)?.[1];
    if (defaultName && defaultName !== 'type') names.push(defaultName);
  }
  for (const [, name = ''] of text.matchAll(
    /\bexport\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+([A-Za-z_$][\w$]*)/g,
  )) {
    names.push(name);
  }
  return [...new Set(names)];
}

/** The local names of `{ A, B as C, type D }`. */
function specifierNames(list: string): string[] {
  return list
    .split(',')
    .map((specifier) => specifier.trim())
    .filter((specifier) => specifier !== '' && !specifier.startsWith('type '))
    .map(
      (specifier) =>
        specifier
          .split(/\s+as\s+/)
          .at(-1)
          ?.trim() ?? '',
    )
    .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
}
