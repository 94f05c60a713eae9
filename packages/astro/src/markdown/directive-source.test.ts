import { describe, expect, it } from 'vitest';
import { directiveSource } from './directive-source.js';

describe('directiveSource', () => {
  it.each([
    [{ name: 'this' }, ':', false, ':this', ''],
    [{ name: 'this', attributes: {} }, ':', true, ':this[', ']'],
    [{ name: 'b', attributes: { type: 'tip' } }, ':', true, ':b[', ']{type="tip"}'],
    [{ name: 'b', attributes: { id: 'x', class: 'a  b' } }, '::', false, '::b', '{#x .a .b}'],
    [
      { name: 'b', attributes: { flag: '', none: null, q: 'say "hi"' } },
      ':',
      false,
      ':b',
      '{flag none q="say &quot;hi&quot;"}',
    ],
  ])('writes %j back with %j', (node, marker, hasLabel, before, after) => {
    expect(directiveSource(node, marker, hasLabel)).toEqual({ before, after });
  });
});
