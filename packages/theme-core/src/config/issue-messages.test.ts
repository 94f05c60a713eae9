import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParseConfig } from './errors.js';
import { formatPath, toConfigIssues } from './issue-messages.js';
import { localeEntrySchema } from './locale.js';
import { navSchema } from './nav.js';
import { sidebarSchema } from './sidebar.js';

/** The problems found, as `path: message` lines, for compact expectations. */
function problems(result: ReturnType<typeof safeParseConfig>) {
  if (result.success) return [];
  return result.issues.map((issue) =>
    issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`,
  );
}

describe('the wording of problems', () => {
  it.each([
    ['a nav list', navSchema, [{ text: 'a', link: '/a' }, { text: 'b' }], ['[1]: expected a link or items']],
    [
      'a sidebar list',
      sidebarSchema,
      [{ link: '/a' }],
      ['[0].text: expected a text, or a slug naming the page whose title it takes'],
    ],
    [
      'a locale entry',
      localeEntrySchema,
      { title: 'X', locale: 'xx', alternate: 'Hans', enabled: true },
      ['alternate: expected a language code such as "zh-Hans" (got "Hans")'],
    ],
    [
      'a long string',
      z.string().max(3),
      'abcdef',
      ['expected a string of at most 3 characters (got "abcdef")'],
    ],
    ['a short string', z.string().min(3), 'ab', ['expected a string of at least 3 characters (got "ab")']],
    [
      'a string of fixed length',
      z.string().length(2),
      'abc',
      ['expected a string of exactly 2 characters (got "abc")'],
    ],
    ['an item list of fixed length', z.array(z.number()).length(1), [], ['expected exactly 1 item (got 0)']],
    ['a number below a minimum', z.number().min(1), 0, ['expected a number at least 1 (got 0)']],
    ['a number above a limit', z.number().lt(10), 10, ['expected a number less than 10 (got 10)']],
    ['an early date', z.date().min(new Date(1000)), new Date(0), ['expected a date at least 1000']],
    ['a number not a multiple', z.number().multipleOf(5), 7, ['expected a multiple of 5 (got 7)']],
    [
      'a string with a wrong ending',
      z.string().endsWith('/'),
      '/guide',
      ['expected a string ending with "/" (got "/guide")'],
    ],
    [
      'a string with a wrong start',
      z.string().startsWith('/'),
      'guide',
      ['expected a string starting with "/" (got "guide")'],
    ],
    [
      'a string missing a part',
      z.string().includes(':path'),
      'x',
      ['expected a string containing ":path" (got "x")'],
    ],
    ['a string not matching', z.string().regex(/^a+$/), 'b', ['expected a string matching /^a+$/ (got "b")']],
    ['an invalid email', z.email(), 'nope', ['expected a valid email (got "nope")']],
    ['a single literal', z.literal('deep'), 'shallow', ['expected "deep" (got "shallow")']],
    ['an integer', z.int(), 1.5, ['expected an integer (got 1.5)']],
    [
      'a refinement without a message',
      z.string().refine(() => false),
      'x',
      ['expected a valid value (got "x")'],
    ],
    [
      'a refinement with its own words',
      z.number().refine(() => false, 'must be odd'),
      2,
      ['must be odd (got 2)'],
    ],
    ['a value for a never', z.never(), 1, ['expected nothing (got 1)']],
    ['a bigint', z.bigint(), 5, ['expected a bigint (got 5)']],
    ['an array for an object', z.object({}), [1, 2], ['expected an object (got an array)']],
    ['a function for a string', z.string(), () => 1, ['expected a string (got a function)']],
    ['a date for a string', z.string(), new Date(0), ['expected a string (got a date)']],
    ['an invalid date', z.date(), new Date(Number.NaN), ['expected a date (got an invalid date)']],
    ['a bigint for a string', z.string(), 10n, ['expected a string (got 10n)']],
    ['a symbol for a string', z.string(), Symbol('s'), ['expected a string (got Symbol(s))']],
    [
      'a long text for a number',
      z.number(),
      'x'.repeat(50),
      [`expected a number (got "${'x'.repeat(39)}…")`],
    ],
    ['an array for a string', z.string(), [1], ['expected a string (got an array)']],
    [
      'a value matching two exclusive forms',
      z.xor([z.string(), z.string().min(1)]),
      'ab',
      ['matches more than one allowed form'],
    ],
    [
      'a value matching neither of two unions',
      z.union([z.union([z.string(), z.number()]), z.boolean()]),
      null,
      ['expected a string, a number or a boolean (got null)'],
    ],
    [
      'a missing union value',
      z.object({ a: z.union([z.string(), z.number()]) }),
      {},
      ['a: missing required field'],
    ],
    ['a missing enum value', z.object({ a: z.enum(['x', 'y']) }), {}, ['a: missing required field']],
    ['a missing literal', z.object({ version: z.literal(1) }), {}, ['version: missing required field']],
    [
      'a key that is not a path',
      z.record(z.string().startsWith('/'), z.number()),
      { x: 1 },
      ['invalid key "x": expected a string starting with "/"'],
    ],
    [
      'an odd property name',
      z.object({ 'a b': z.string() }),
      { 'a b': 1 },
      ['["a b"]: expected a string (got 1)'],
    ],
    [
      'a duplicate problem',
      z.union([z.object({ a: z.string() }), z.object({ a: z.string() })]),
      { a: 1 },
      ['a: expected a string (got 1)'],
    ],
    [
      'two identical problems once',
      z.string().min(2).min(2),
      'a',
      ['expected a string of at least 2 characters (got "a")'],
    ],
    [
      'a union with its own words inside a union',
      z.union([z.union([z.string(), z.number()], { error: 'expected a text or a count' }), z.boolean()]),
      null,
      ['expected a text or a count or a boolean (got null)'],
    ],
    ['a union of one kind', z.union([z.string(), z.string().min(3)]), 5, ['expected a string (got 5)']],
  ])('words the problem with %s', (_case, schema: z.ZodType, input, expected) => {
    expect(problems(safeParseConfig(schema, input))).toEqual(expected);
  });

  it('picks the union branch that got furthest', () => {
    const schema = z.union([
      z.object({ kind: z.literal('a'), a: z.string(), b: z.string() }),
      z.object({ kind: z.literal('b'), c: z.object({ d: z.string() }) }),
      z.object({ kind: z.literal('c'), c: z.object({ d: z.number() }) }),
    ]);
    // Branches b and c both have one problem; b's is deeper, so it got further.
    expect(problems(safeParseConfig(schema, { kind: 'b', c: { d: 1 } }))).toEqual([
      'c.d: expected a string (got 1)',
    ]);
    // Branch c has the fewest problems.
    expect(problems(safeParseConfig(schema, { kind: 'c', c: { d: 'x' } }))).toEqual([
      'c.d: expected a number (got "x")',
    ]);
  });

  it('names unknown fields even for issues parsed without the unknown-field wording', () => {
    const result = z.strictObject({ a: z.string() }).safeParse({ a: 'x', b: 1, c: 2 });
    expect(toConfigIssues(result.error?.issues ?? [], { a: 'x', b: 1, c: 2 })).toEqual([
      { path: '', message: 'unknown field "b"' },
      { path: '', message: 'unknown field "c"' },
    ]);
  });

  it('shows what zod saw when the value cannot be found in the input', () => {
    const result = z.object({ a: z.string() }).safeParse({ a: 1 }, { reportInput: true });
    expect(toConfigIssues(result.error?.issues ?? [], 'something else')).toEqual([
      { path: 'a', message: 'expected a string (got 1)' },
    ]);
  });
});

describe('a field written under another tool’s name', () => {
  it('is reported once, with Lectern’s name, not again as the field it leaves missing', () => {
    const result = safeParseConfig(z.strictObject({ nav: navSchema, sidebar: sidebarSchema }), {
      nav: [{ text: 'Guide', href: '/guide/' }],
      sidebar: [
        { text: 'A', link: '/a/' },
        { label: 'B', link: '/b/' },
      ],
    });
    expect(problems(result)).toEqual([
      'nav[0]: unknown field "href" (did you mean "link"?)',
      'sidebar[1]: unknown field "label" (did you mean "text"?)',
    ]);
  });

  it('keeps the other problems of the same item', () => {
    const result = safeParseConfig(navSchema, [{ text: 42, href: '/guide/' }]);
    expect(problems(result)).toEqual([
      '[0].text: expected a string (got 42)',
      '[0]: unknown field "href" (did you mean "link"?)',
    ]);
  });
});

describe('formatPath', () => {
  const symbol = Symbol('meta');
  it.each([
    [[], ''],
    [['sidebar'], 'sidebar'],
    [['nav', 0, 'items', 1, 'text'], 'nav[0].items[1].text'],
    [['hero', 'actions', 0, 'link'], 'hero.actions[0].link'],
    [['sidebar', '/guide/', 0], 'sidebar["/guide/"][0]'],
    [['labels', 'outline.onThisPage'], 'labels["outline.onThisPage"]'],
    [[0, 'text'], '[0].text'],
    [['$ref', '_x'], '$ref._x'],
    [['a', symbol], 'a[Symbol(meta)]'],
  ])('writes the path %j as %s', (path, expected) => {
    expect(formatPath(path)).toBe(expected);
  });
});
