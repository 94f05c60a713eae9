import { describe, expect, it } from 'vitest';
import { nginxHashSizes } from './nginx-hash-sizes';

const key = (length: number) => `/${'a'.repeat(length - 1)}`;
const many = (count: number) => Array.from({ length: count }, (_, index) => `/guide/section-${index}/page`);

// The boundaries below were checked against `nginx -t` (nginx 1.22, 64-bit): a 46-byte key fits
// nginx's default 64-byte buckets, a 47-byte key stops nginx with "could not build map_hash".
describe('nginxHashSizes', () => {
  it.each([
    ['no keys', [], true],
    ['a 46-byte key', [key(46)], true],
    ['a 47-byte key', [key(47)], false],
    ['a key of 23 two-byte letters, counted in bytes', [`/${'é'.repeat(23)}`], false],
    ['20 short keys', many(20), true],
    ['1,500 short keys', many(1500), false],
  ])('with %s, the defaults fit: %s', (_name, keys, defaultsFit) => {
    const sizes = nginxHashSizes(keys);
    expect(sizes.defaultsFit).toBe(defaultsFit);
    if (defaultsFit) expect(sizes).toMatchObject({ bucketSize: 64, maxSize: 2048 });
  });

  it('makes room in a bucket for several of the longest keys', () => {
    const { bucketSize, maxSize } = nginxHashSizes([key(47), key(120)]);
    // 120 bytes + 2, aligned to 8, + an 8-byte pointer = 136 per key; four keys and the bucket's end.
    expect(bucketSize).toBe(1024);
    expect(maxSize).toBe(2048);
  });

  it('gives powers of two of at least the defaults', () => {
    const { bucketSize, maxSize } = nginxHashSizes(many(5000));
    expect(Math.log2(bucketSize) % 1).toBe(0);
    expect(Math.log2(maxSize) % 1).toBe(0);
    expect(bucketSize).toBeGreaterThanOrEqual(64);
    expect(maxSize).toBeGreaterThanOrEqual(2048);
  });
});
