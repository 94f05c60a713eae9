import { describe, expect, it } from 'vitest';
import { encodeUrl, withBase } from './url-text';

describe('encodeUrl', () => {
  it.each([
    ['/en/getting-started/installation', '/en/getting-started/installation'],
    ['/guide/café', '/guide/caf%C3%A9'],
    ['/guide/caf%C3%A9', '/guide/caf%C3%A9'],
    ['/a b/"c"/<d>', '/a%20b/%22c%22/%3Cd%3E'],
    ['/100%/done', '/100%25/done'],
    ['/50%2', '/50%252'],
    ['/a\nb\\c`d{e}|f^g', '/a%0Ab%5Cc%60d%7Be%7D%7Cf%5Eg'],
    ["/a&b'c(d)*e+f,g;h=i:j@k!l$m~n", "/a&b'c(d)*e+f,g;h=i:j@k!l$m~n"],
    ['/q?tab=api&x=a b#props', '/q?tab=api&x=a%20b#props'],
    ['/emoji/😀', '/emoji/%F0%9F%98%80'],
    ['/lone/\uD800', '/lone/%EF%BF%BD'],
    ['', ''],
  ])('encodes %j as %j', (url, encoded) => {
    expect(encodeUrl(url)).toBe(encoded);
    expect(encodeUrl(encoded)).toBe(encoded);
  });
});

describe('withBase', () => {
  it.each([
    ['/', '/en/guide', '/en/guide'],
    ['', '/en/guide', '/en/guide'],
    ['/docs/', '/en/guide', '/docs/en/guide'],
    ['docs', '/en/guide', '/docs/en/guide'],
    ['/docs', '/', '/docs/'],
    ['//a/b//', '/c', '/a/b/c'],
  ])('puts base %j before %j: %j', (base, path, joined) => {
    expect(withBase(base, path)).toBe(joined);
  });
});
