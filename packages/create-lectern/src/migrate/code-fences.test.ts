import { describe, expect, it } from 'vitest';
import { fencedLines } from './code-fences.js';

describe('fencedLines', () => {
  it.each([
    ['a plain fence', ['text', '```js', 'code', '```', 'text'], [false, true, true, true, false]],
    [
      'a fence with an info string does not close one',
      ['```', '```js', 'x', '```', 'after'],
      [true, true, true, true, false],
    ],
    [
      'a longer fence holds a shorter one',
      ['````md', '```js', 'x', '```', '````', 'after'],
      [true, true, true, true, true, false],
    ],
    ['tildes are not closed by backticks', ['~~~', '```', '~~~', 'after'], [true, true, true, false]],
    ['a fence never closed runs to the end', ['```', 'x'], [true, true]],
  ])('%s', (_, lines, expected) => {
    expect(fencedLines(lines)).toEqual(expected);
  });
});
