import { topLevelObjectKeys } from './json-object-keys';
import { RedirectTableError } from './redirect-table-error';
import type { RedirectEntry, RedirectProblem, RedirectProblemCode } from './types';

/** Where the table text came from, for error messages. */
export interface ParseRedirectTableOptions {
  /** The file name that starts every error message. Defaults to `'redirect table'`. @example 'redirects.json' */
  file?: string;
}

const SHOWN_CHARACTERS = 40;
const ENTRY_FIELDS = new Set(['from', 'to']);

/** A value as it reads in an error message: `42`, `"quick"`, `null`, `a list`, `an object`, `nothing`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (value !== null && typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS - 1)}…` : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isTarget(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/');
}

const EXPECTED_TARGET = 'expected a path starting with "/"';

/**
 * Reads a redirect table from JSON: an object of `"old/path": "/new/path"` pairs, or a list of
 * `{ "from": "old/path", "to": "/new/path" }` objects. Returns the entries in table order; checks the
 * shape only (see `validateRedirects` for the rest).
 *
 * Throws a `RedirectTableError` with one line per problem, each naming the file and the entry, e.g.
 * `redirects.json: entry "quick-start": expected a path starting with "/" (got 42)`. Repeated keys, which
 * `JSON.parse` would silently drop, are problems too.
 *
 * @example
 * parseRedirectTable('{ "quick-start": "/getting-started/installation" }', { file: 'redirects.json' });
 * // [{ from: 'quick-start', to: '/getting-started/installation' }]
 */
export function parseRedirectTable(
  jsonText: string,
  options: ParseRedirectTableOptions = {},
): RedirectEntry[] {
  const file = options.file ?? 'redirect table';
  const problems: RedirectProblem[] = [];
  const report = (code: RedirectProblemCode, message: string) => {
    problems.push({ code, message: `${file}: ${message}`, entries: [] });
  };
  const text = jsonText.startsWith('\uFEFF') ? jsonText.slice(1) : jsonText;

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new RedirectTableError([
      { code: 'invalid-json', message: `${file}: not valid JSON (${reason})`, entries: [] },
    ]);
  }

  const entries: RedirectEntry[] = [];
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      // Entries are counted as a person counts them: the first is entry 1.
      const number = index + 1;
      if (!isPlainObject(item)) {
        report(
          'invalid-shape',
          `entry ${number}: expected an object { "from": …, "to": … } (got ${describeValue(item)})`,
        );
        return;
      }
      const { from, to } = item;
      const name =
        typeof from === 'string' && from !== ''
          ? `entry ${number} (${JSON.stringify(from)})`
          : `entry ${number}`;
      for (const field of Object.keys(item)) {
        if (!ENTRY_FIELDS.has(field))
          report('invalid-shape', `${name}: unknown field "${field}" (expected "from" and "to")`);
      }
      if (typeof from !== 'string' || from.trim() === '') {
        report(
          'invalid-source',
          `${name}: "from": expected a non-empty old path (got ${describeValue(from)})`,
        );
      }
      if (!isTarget(to))
        report('invalid-target', `${name}: "to": ${EXPECTED_TARGET} (got ${describeValue(to)})`);
      if (typeof from === 'string' && isTarget(to)) entries.push({ from, to });
    });
  } else if (isPlainObject(value)) {
    const pairs = Object.entries(value);
    const keys = topLevelObjectKeys(text);
    if (keys.length !== pairs.length) {
      const counts = new Map<string, number>();
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      for (const [key, count] of counts) {
        if (count > 1)
          report(
            'duplicate-source',
            `entry ${JSON.stringify(key)} appears ${count} times; only the last one would count`,
          );
      }
    }
    for (const [from, to] of pairs) {
      if (from.trim() === '')
        report('invalid-source', `entry ${JSON.stringify(from)}: the old path is empty`);
      if (!isTarget(to))
        report(
          'invalid-target',
          `entry ${JSON.stringify(from)}: ${EXPECTED_TARGET} (got ${describeValue(to)})`,
        );
      else entries.push({ from, to });
    }
  } else {
    report(
      'invalid-shape',
      `expected an object of "old/path": "/new/path" pairs or a list of { "from", "to" } objects (got ${describeValue(value)})`,
    );
  }

  if (problems.length > 0) throw new RedirectTableError(problems);
  return entries;
}
