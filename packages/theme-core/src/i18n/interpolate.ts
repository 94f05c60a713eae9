// Apart from the translator, so code that has its texts already (an island given its labels) can fill
// placeholders without loading the whole English dictionary.

/** Values for the `{name}` placeholders of a text. */
export type TranslationParams = Readonly<Record<string, string | number>>;

/** The plural categories a `{name, plural, …}` placeholder may choose between (CLDR's, as `Intl.PluralRules` gives them). */
const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/**
 * Fills a text's placeholders:
 * - `{name}` with the value given;
 * - `{name, plural, one {…} other {…}}` with the branch the language's plural rules choose for the number
 *   (`=0 {…}` first, when the number is exactly that), in which `#` is the number. The selectors are
 *   ICU MessageFormat's: `zero`, `one`, `two`, `few`, `many`, `other` (the one a language lacks is never
 *   chosen), and `other` is required.
 *
 * A placeholder without a value, or written wrong, is left as it is, so a missing value is visible rather
 * than silently empty (`messageProblems` names what is wrong with a text).
 *
 * @param locale The language whose plural rules choose the branch (BCP 47). Default: English.
 * @example interpolate('No results for "{query}"', { query: 'alert' }) // 'No results for "alert"'
 * @example interpolate('Hello {name}', {}) // 'Hello {name}'
 * @example interpolate('{n, plural, one {# page} other {# pages}}', { n: 1 }) // '1 page'
 */
export function interpolate(text: string, params: TranslationParams, locale = 'en'): string {
  let rules: Intl.PluralRules | undefined;
  const pluralRules = () => {
    rules ??= new Intl.PluralRules(locale);
    return rules;
  };
  return fill(text, params, pluralRules, undefined);
}

/**
 * What is wrong with a text's placeholders, one sentence each; empty when nothing is.
 *
 * @example messageProblems('{n, plural, one {# page}}') // ['the plural placeholder {n, plural, …} has no "other" branch']
 */
export function messageProblems(text: string): string[] {
  const problems: string[] = [];
  for (let at = 0; at < text.length; ) {
    const open = text.indexOf('{', at);
    const stray = text.indexOf('}', at);
    if (stray !== -1 && (open === -1 || stray < open)) {
      problems.push(`a "}" at character ${stray + 1} closes no "{"`);
      at = stray + 1;
      continue;
    }
    if (open === -1) break;
    const close = matchingBrace(text, open);
    if (close === -1) {
      problems.push(`the "{" at character ${open + 1} is not closed`);
      break;
    }
    problems.push(...placeholderProblems(text.slice(open + 1, close)));
    at = close + 1;
  }
  return problems;
}

/** A plural placeholder: the value's name, and its branches by selector (`one`, `=0`…). */
interface Plural {
  name: string;
  branches: Map<string, string>;
}

function fill(
  text: string,
  params: TranslationParams,
  pluralRules: () => Intl.PluralRules,
  hash: string | undefined,
): string {
  const literal = (part: string) => (hash === undefined ? part : part.replaceAll('#', hash));
  let out = '';
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open === -1) break;
    out += literal(text.slice(at, open));
    const close = matchingBrace(text, open);
    if (close === -1) {
      at = open;
      break;
    }
    const inner = text.slice(open + 1, close);
    out += placeholderText(inner, params, pluralRules) ?? text.slice(open, close + 1);
    at = close + 1;
  }
  return out + literal(text.slice(at));
}

/** The text a placeholder (what is between its braces) stands for, or undefined to keep it as written. */
function placeholderText(
  inner: string,
  params: TranslationParams,
  pluralRules: () => Intl.PluralRules,
): string | undefined {
  const simple = /^(\w+)$/.exec(inner);
  if (simple) {
    const name = simple[1] as string;
    return Object.hasOwn(params, name) ? String(params[name]) : undefined;
  }
  const plural = parsePlural(inner);
  if (!plural || !Object.hasOwn(params, plural.name)) return undefined;
  const value = params[plural.name];
  const count = Number(value);
  if (!Number.isFinite(count)) return undefined;
  const branch =
    plural.branches.get(`=${count}`) ??
    plural.branches.get(pluralRules().select(count)) ??
    plural.branches.get('other');
  return branch === undefined ? undefined : fill(branch, params, pluralRules, String(value));
}

/** A `name, plural, selector {…} …` placeholder's parts, or undefined when it is not one written right. */
function parsePlural(inner: string): Plural | undefined {
  const head = /^\s*(\w+)\s*,\s*plural\s*,/.exec(inner);
  if (!head) return undefined;
  const branches = new Map<string, string>();
  let at = head[0].length;
  for (;;) {
    const rest = inner.slice(at);
    if (/^\s*$/.test(rest)) break;
    const selector = /^\s*(=\d+|[a-z]+)\s*\{/.exec(rest);
    if (!selector) return undefined;
    const key = selector[1] as string;
    if (!key.startsWith('=') && !PLURAL_CATEGORIES.has(key)) return undefined;
    const open = at + selector[0].length - 1;
    const close = matchingBrace(inner, open);
    if (close === -1) return undefined;
    branches.set(key, inner.slice(open + 1, close));
    at = close + 1;
  }
  return branches.has('other') ? { name: head[1] as string, branches } : undefined;
}

/** What is wrong with one placeholder (what is between its braces). */
function placeholderProblems(inner: string): string[] {
  if (/^\w+$/.test(inner)) return [];
  const name = /^\s*(\w+)\s*,\s*plural\s*,/.exec(inner)?.[1];
  if (name === undefined) {
    return [`{${inner}} is not a placeholder: write {name}, or {name, plural, one {…} other {…}}`];
  }
  const shown = `{${name}, plural, …}`;
  const plural = parsePlural(inner);
  if (plural) return [...plural.branches.values()].flatMap((branch) => messageProblems(branch));
  const selectors = [...inner.matchAll(/(=\d+|[a-z]+)\s*\{/g)].map((match) => match[1] as string);
  const unknown = selectors.find((key) => !key.startsWith('=') && !PLURAL_CATEGORIES.has(key));
  if (unknown) {
    return [
      `the plural placeholder ${shown} has a branch "${unknown}": the branches are =N, zero, one, two, few, many and other`,
    ];
  }
  if (!selectors.includes('other')) return [`the plural placeholder ${shown} has no "other" branch`];
  return [`the plural placeholder ${shown} is not written as "selector {text}" branches`];
}

/** The index of the `}` closing the `{` at `open`, or -1 when it is not closed. */
function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}
