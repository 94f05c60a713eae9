import { describe, expect, it } from 'vitest';
import { topLevelObjectKeys } from './json-object-keys';

describe('topLevelObjectKeys', () => {
  it.each([
    ['{}', []],
    ['{ "a": "/x", "b": "/y" }', ['a', 'b']],
    ['{ "a": "/x", "a": "/y" }', ['a', 'a']],
    ['{"a":{"a":1,"b":[{"a":2}]},"b" \n\t: "/y"}', ['a', 'b']],
    ['{ "q\\"uote": "/x", "back\\\\": "/y", "\\u0061": "/z" }', ['q"uote', 'back\\', 'a']],
    ['{ "a": "b:c", "d": ["e", "f"] }', ['a', 'd']],
    ['{ "{": "[", "}": "]" }', ['{', '}']],
  ])('reads the keys of %s', (text, keys) => {
    expect(topLevelObjectKeys(text)).toEqual(keys);
  });
});
