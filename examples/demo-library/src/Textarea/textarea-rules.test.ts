import { describe, expect, it } from 'vitest';
import { autoGrowRows, counterText, lineCount, measuredRows } from './textarea-rules';

describe('lineCount', () => {
  it.each([
    ['', 1],
    ['one line', 1],
    ['two\nlines', 2],
    ['trailing break\n', 2],
    ['\n\n\n', 4],
  ])('counts %j as %d lines', (text, lines) => {
    expect(lineCount(text)).toBe(lines);
  });
});

describe('measuredRows', () => {
  it.each([
    ['no layout', 0, 24, 16, 0],
    ['a line height that is not a number', 120, Number.NaN, 16, 0],
    ['exact lines', 16 + 4 * 24, 24, 16, 4],
    ['a part line as a whole one', 16 + 4 * 24 + 5, 24, 16, 5],
    ['fractional pixels as exact lines', 16 + 3 * 24.0001, 24, 16, 3],
  ])('measures %s', (_case, scrollHeight, lineHeight, padding, rows) => {
    expect(measuredRows(scrollHeight, lineHeight, padding)).toBe(rows);
  });
});

describe('autoGrowRows', () => {
  it.each([
    ['fewer lines than rows keep the rows', 2, 5, undefined, 5],
    ['more lines than rows grow', 8, 5, undefined, 8],
    ['growth stops at maxRows', 12, 5, 10, 10],
    ['growth below maxRows is kept', 7, 5, 10, 7],
    ['a maxRows below rows leaves rows', 8, 5, 3, 5],
  ])('%s', (_case, contentRows, rows, maxRows, shown) => {
    expect(autoGrowRows(contentRows, rows, maxRows)).toBe(shown);
  });
});

describe('counterText', () => {
  it.each([
    [12, 200, '12 / 200'],
    [0, 200, '0 / 200'],
    [12, undefined, '12'],
  ])('shows %d with a limit of %j as %j', (length, maxLength, text) => {
    expect(counterText(length, maxLength)).toBe(text);
  });
});
