import { describe, expect, it } from 'vitest';
import { parseRedirectTable } from './parse-redirect-table';
import { RedirectTableError } from './redirect-table-error';

const file = { file: 'redirects.json' };

function parseError(text: string, options = file): RedirectTableError {
  try {
    parseRedirectTable(text, options);
  } catch (error) {
    if (error instanceof RedirectTableError) return error;
    throw error;
  }
  throw new Error('expected parseRedirectTable to throw');
}

describe('parseRedirectTable', () => {
  it.each([
    [
      'an object of pairs',
      '{ "quick-start": "/getting-started/installation", "/framework/theme/": "/customization/theme" }',
    ],
    [
      'a list of entries',
      '[{ "from": "quick-start", "to": "/getting-started/installation" }, { "to": "/customization/theme", "from": "/framework/theme/" }]',
    ],
    [
      'text with a byte order mark',
      '\uFEFF{ "quick-start": "/getting-started/installation", "/framework/theme/": "/customization/theme" }',
    ],
  ])('reads %s', (_name, text) => {
    expect(parseRedirectTable(text, file)).toEqual([
      { from: 'quick-start', to: '/getting-started/installation' },
      { from: '/framework/theme/', to: '/customization/theme' },
    ]);
  });

  it.each([
    ['{}', []],
    ['[]', []],
  ])('reads the empty table %s', (text, entries) => {
    expect(parseRedirectTable(text)).toEqual(entries);
  });

  it.each([
    [
      '{ "quick-start": 42 }',
      'redirects.json: entry "quick-start": expected a path starting with "/" (got 42)',
    ],
    [
      '{ "quick-start": "getting-started" }',
      'redirects.json: entry "quick-start": expected a path starting with "/" (got "getting-started")',
    ],
    [
      '{ "quick-start": "" }',
      'redirects.json: entry "quick-start": expected a path starting with "/" (got "")',
    ],
    [
      '{ "quick-start": null }',
      'redirects.json: entry "quick-start": expected a path starting with "/" (got null)',
    ],
    [
      '{ "quick-start": ["/a"] }',
      'redirects.json: entry "quick-start": expected a path starting with "/" (got a list)',
    ],
    [
      '{ "quick-start": { "to": "/a" } }',
      'redirects.json: entry "quick-start": expected a path starting with "/" (got an object)',
    ],
    ['{ "": "/a" }', 'redirects.json: entry "": the old path is empty'],
    ['{ " ": "/a" }', 'redirects.json: entry " ": the old path is empty'],
    [
      '{ "a": "/x", "b": "/y", "a": "/z" }',
      'redirects.json: entry "a" appears 2 times; only the last one would count',
    ],
    [
      '42',
      'redirects.json: expected an object of "old/path": "/new/path" pairs or a list of { "from", "to" } objects (got 42)',
    ],
    ['"quick-start"', '(got "quick-start")'],
    ['null', '(got null)'],
    [
      '["quick-start"]',
      'redirects.json: entry 1: expected an object { "from": …, "to": … } (got "quick-start")',
    ],
    [
      '[{ "from": "a", "to": 42 }]',
      'redirects.json: entry 1 ("a"): "to": expected a path starting with "/" (got 42)',
    ],
    ['[{ "to": "/a" }]', 'redirects.json: entry 1: "from": expected a non-empty old path (got nothing)'],
    [
      '[{ "from": "", "to": "/a" }]',
      'redirects.json: entry 1: "from": expected a non-empty old path (got "")',
    ],
    ['[{ "from": 7, "to": "/a" }]', 'redirects.json: entry 1: "from": expected a non-empty old path (got 7)'],
    [
      '[{ "from": "a", "to": "/b", "status": 302 }]',
      'redirects.json: entry 1 ("a"): unknown field "status" (expected "from" and "to")',
    ],
    [`{ "a": "${'x'.repeat(60)}" }`, `(got "${'x'.repeat(38)}…)`],
  ])('rejects %s', (text, message) => {
    expect(() => parseRedirectTable(text, file)).toThrow(message);
  });

  it.each(['', '{', '{ "a": "/b", }', "{ 'a': '/b' }", 'not json'])(
    'rejects the text %j as not JSON, naming the file',
    (text) => {
      const error = parseError(text);
      expect(error.message).toMatch(/^redirects\.json: not valid JSON \(.+\)$/);
      expect(error.message).not.toContain('\n');
      expect(error.problems).toEqual([{ code: 'invalid-json', message: error.message, entries: [] }]);
    },
  );

  it('reports every problem of a file at once, one line each', () => {
    const error = parseError('{ "a": 1, "": "/b", "c": "/ok", "d": false }');
    expect(error.name).toBe('RedirectTableError');
    expect(error.message.split('\n')).toEqual([
      'redirects.json: entry "a": expected a path starting with "/" (got 1)',
      'redirects.json: entry "": the old path is empty',
      'redirects.json: entry "d": expected a path starting with "/" (got false)',
    ]);
    expect(error.problems.map((problem) => problem.code)).toEqual([
      'invalid-target',
      'invalid-source',
      'invalid-target',
    ]);
  });

  it('names the table when no file is given', () => {
    expect(() => parseRedirectTable('{ "a": 1 }')).toThrow('redirect table: entry "a"');
  });
});
