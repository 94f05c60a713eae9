// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXAMPLE } from './examples';
import { codeOfHash, hashOfCode } from './playground-url';

describe('the code in the address', () => {
  it.each([
    ['an example', DEFAULT_EXAMPLE.code],
    ['nothing', ''],
    ['every kind of character', 'const s = "é ✓ 中文 😀 +/="; // ü\n\t<a href="?x=1&y=2#z" />'],
  ])('comes back as it went in: %s', async (_, code) => {
    const hash = await hashOfCode(code);
    expect(hash).toMatch(/^#code=[A-Za-z0-9_-]*$/);
    expect(await codeOfHash(hash)).toBe(code);
  });

  it('is shorter than the code for a real example', async () => {
    expect((await hashOfCode(DEFAULT_EXAMPLE.code)).length).toBeLessThan(DEFAULT_EXAMPLE.code.length);
  });

  it.each([
    ['no hash', ''],
    ['another hash', '#install'],
    ['damaged code', '#code=not-deflate-at-all'],
  ])('gives nothing for %s', async (_, hash) => {
    expect(await codeOfHash(hash)).toBeUndefined();
  });
});
