import { describe, expect, it } from 'vitest';
import { describeValue } from './messages.js';

describe('describeValue', () => {
  it.each([
    [42, '42'],
    ['yes', '"yes"'],
    ['', '""'],
    ['a "quoted" word', '"a \\"quoted\\" word"'],
    [true, 'true'],
    [null, 'null'],
    [undefined, 'undefined'],
    [Number.NaN, 'NaN'],
    [[1, 2], 'an array'],
    [{ a: 1 }, 'an object'],
    [new Date(0), 'a date'],
  ])('describes %j as %s', (value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });

  it('shortens long texts', () => {
    expect(describeValue('a'.repeat(41))).toBe(`"${'a'.repeat(39)}…"`);
    expect(describeValue('a'.repeat(40))).toBe(`"${'a'.repeat(40)}"`);
  });
});
