import type { z } from 'zod';
import { describeValue } from '../messages.js';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** One problem found in a config file or a page's frontmatter, worded for people. */
export interface ConfigIssue {
  /** Where the problem is, e.g. `sidebar[2].items[0].link`; empty for the whole input. */
  readonly path: string;
  /** What was expected and what was given, e.g. `expected a string (got 42)`. */
  readonly message: string;
}

/**
 * Formats a property path the way it would be written in code.
 *
 * @example formatPath(['nav', 0, 'items', 1, 'text']) // 'nav[0].items[1].text'
 */
export function formatPath(path: Path): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (typeof segment === 'symbol') text += `[${String(segment)}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) text += text === '' ? segment : `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}

/**
 * Turns zod issues into {@link ConfigIssue}s: one per problem, each saying what was expected and what was
 * given. Union failures are reduced to the most helpful branch. `input` is the value that was parsed; it
 * is used to show what was given before any coercion.
 */
export function toConfigIssues(issues: readonly Issue[], input: unknown): ConfigIssue[] {
  const seen = new Set<string>();
  const described = issues
    .flatMap((issue) => describe(issue, [], input))
    .filter((issue) => {
      const key = `${issue.path}\u0000${issue.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return withoutConsequencesOfMisnamedFields(described);
}

/**
 * Leaves out the problems that only follow from a field written under another name, once that name is
 * reported with the right one: `label` given for `text` also leaves `text` missing, and `href` for
 * `link` breaks the rule "a link or items". Saying it once, where to act, is clearer.
 */
function withoutConsequencesOfMisnamedFields(issues: readonly ConfigIssue[]): ConfigIssue[] {
  const renamed = issues.flatMap((issue) => {
    const suggested = /^unknown field "[^"]*" \(did you mean "([^"]+)"\?\)$/.exec(issue.message)?.[1];
    return suggested === undefined ? [] : [{ path: issue.path, field: suggested }];
  });
  return issues.filter(
    (issue) =>
      !renamed.some(
        ({ path, field }) =>
          issue.path === (path === '' ? field : `${path}.${field}`) ||
          (issue.path === path &&
            !issue.message.startsWith('unknown field') &&
            new RegExp(`\\b${field}\\b`).test(issue.message)),
      ),
  );
}

function describe(issue: Issue, base: Path, input: unknown): ConfigIssue[] {
  const path = [...base, ...issue.path];
  switch (issue.code) {
    case 'invalid_union':
      return describeUnion(issue, path, input);
    case 'unrecognized_keys': {
      // `unknownFieldErrorMap` words each key on its own line; zod's default message is replaced.
      const messages = issue.message.startsWith('unknown field ')
        ? issue.message.split('\n')
        : issue.keys.map((key) => `unknown field ${quote(key)}`);
      return messages.map((message) => ({ path: formatPath(path), message }));
    }
    case 'invalid_key': {
      const expected = issue.issues.map((inner) => expectation(inner)).join('; ');
      return [
        { path: formatPath(path.slice(0, -1)), message: `invalid key ${quote(issue.input)}: ${expected}` },
      ];
    }
    default: {
      const value = valueAt(input, path, issue);
      return [{ path: formatPath(path), message: problem(issue, value) }];
    }
  }
}

function describeUnion(issue: Extract<Issue, { code: 'invalid_union' }>, path: Path, input: unknown) {
  if (issue.errors.length === 0) {
    return [{ path: formatPath(path), message: 'matches more than one allowed form' }];
  }
  const matched = issue.errors.filter((branch) => !isTypeMismatch(branch));
  const best = pickBranch(matched);
  if (best) return best.flatMap((inner) => describe(inner, path, input));
  const value = valueAt(input, path, issue);
  if (value === undefined) return [{ path: formatPath(path), message: 'missing required field' }];
  return [{ path: formatPath(path), message: `${unionExpectation(issue)} (got ${describeValue(value)})` }];
}

/**
 * A branch failed on the type of the value itself, so it says nothing about what the author meant. (A
 * number that is not an integer did match the type.)
 */
function isTypeMismatch(branch: readonly Issue[]): boolean {
  return branch.some(
    (issue) =>
      issue.path.length === 0 &&
      ((issue.code === 'invalid_type' && issue.expected !== 'int') ||
        issue.code === 'invalid_value' ||
        (issue.code === 'invalid_union' && issue.errors.length > 0 && issue.errors.every(isTypeMismatch))),
  );
}

/** The branch that got furthest: fewest problems, then the deepest one, then the first. */
function pickBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
  const depth = (branch: readonly Issue[]) => Math.max(...branch.map((issue) => issue.path.length));
  let best: readonly Issue[] | undefined;
  for (const branch of branches) {
    if (
      !best ||
      branch.length < best.length ||
      (branch.length === best.length && depth(branch) > depth(best))
    ) {
      best = branch;
    }
  }
  return best;
}

function unionExpectation(issue: Extract<Issue, { code: 'invalid_union' }>): string {
  if (isFriendly(issue.message)) return issue.message;
  return `expected ${joinOr([...new Set(unionKinds(issue))])}`;
}

/** The kinds of value a union accepts, e.g. `['a boolean', 'one of "dark", "force-dark"']`. */
function unionKinds(issue: Extract<Issue, { code: 'invalid_union' }>): string[] {
  if (isFriendly(issue.message)) return [issue.message.slice('expected '.length)];
  return issue.errors.flatMap((branch) =>
    branch
      .filter((inner) => inner.path.length === 0)
      .flatMap((inner) =>
        inner.code === 'invalid_union' ? unionKinds(inner) : [expectation(inner).replace(/^expected /, '')],
      ),
  );
}

function problem(issue: Issue, value: unknown): string {
  // A missing enum or literal is reported as a wrong value: say it is missing, as for any other type.
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && value === undefined) {
    return 'missing required field';
  }
  const expected = isFriendly(issue.message) ? issue.message : expectation(issue);
  const got = gotText(issue, value);
  return got === undefined ? expected : `${expected} (got ${got})`;
}

/** What was given, when saying so helps. */
function gotText(issue: Issue, value: unknown): string | undefined {
  if (Array.isArray(value) && (issue.code === 'too_small' || issue.code === 'too_big')) {
    return String(value.length);
  }
  if (issue.code === 'invalid_type' || isPrimitive(value)) return describeValue(value);
  return undefined;
}

/** What the schema expected, starting with "expected". */
function expectation(issue: Issue): string {
  if (isFriendly(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${typeName(issue.expected)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `expected ${literal(issue.values[0])}`
        : `expected one of ${issue.values.map(literal).join(', ')}`;
    case 'too_small':
      return sizeExpectation(
        issue.origin,
        'at least',
        'greater than',
        issue.minimum,
        issue.inclusive,
        issue.exact,
      );
    case 'too_big':
      return sizeExpectation(
        issue.origin,
        'at most',
        'less than',
        issue.maximum,
        issue.inclusive,
        issue.exact,
      );
    case 'invalid_format':
      return formatExpectation(issue);
    case 'not_multiple_of':
      return `expected a multiple of ${issue.divisor}`;
    default:
      return issue.message === 'Invalid input' ? 'expected a valid value' : issue.message;
  }
}

function sizeExpectation(
  origin: string,
  bound: 'at least' | 'at most',
  strict: 'greater than' | 'less than',
  limit: number | bigint,
  inclusive = true,
  exact = false,
): string {
  const relation = exact ? 'exactly' : inclusive ? bound : strict;
  switch (origin) {
    case 'string':
      if (bound === 'at least' && limit === 1 && !exact) return 'expected a non-empty string';
      return `expected a string of ${relation} ${plural(limit, 'character')}`;
    case 'array':
    case 'set':
      return `expected ${relation} ${plural(limit, 'item')}`;
    default:
      return `expected a ${origin === 'date' ? 'date' : 'number'} ${relation} ${String(limit)}`;
  }
}

function formatExpectation(formatIssue: Extract<Issue, { code: 'invalid_format' }>): string {
  // zod reports string formats with details per format; its issue union only names the common part.
  const issue = formatIssue as z.core.$ZodStringFormatIssues;
  switch (issue.format) {
    case 'starts_with':
      return `expected a string starting with ${quote(issue.prefix)}`;
    case 'ends_with':
      return `expected a string ending with ${quote(issue.suffix)}`;
    case 'includes':
      return `expected a string containing ${quote(issue.includes)}`;
    case 'regex':
      // A pattern given its own words (`.regex(re, { error })`) is said in them.
      return issue.message.startsWith('Invalid string')
        ? `expected a string matching ${issue.pattern}`
        : issue.message;
    case 'url':
      return 'expected a URL';
    default:
      return `expected a valid ${issue.format}`;
  }
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  array: 'an array',
  tuple: 'an array',
  object: 'an object',
  record: 'an object',
  int: 'an integer',
  null: 'null',
  undefined: 'nothing',
  never: 'nothing',
};

function typeName(expected: string): string {
  return TYPE_NAMES[expected] ?? `a ${expected}`;
}

/** A message written for people (by a schema in this package) rather than a zod default. */
function isFriendly(message: string): boolean {
  return message.startsWith('expected ');
}

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

function literal(value: unknown): string {
  return typeof value === 'string' ? quote(value) : describeValue(value);
}

function quote(value: unknown): string {
  return JSON.stringify(String(value));
}

function plural(count: number | bigint, noun: string): string {
  return `${String(count)} ${noun}${count === 1 ? '' : 's'}`;
}

function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** The value at `path` in the original input, falling back to what zod saw. */
function valueAt(input: unknown, path: Path, issue: Issue): unknown {
  let current = input;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, segment)) {
      return issue.input;
    }
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}
