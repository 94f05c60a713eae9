import { describe, expect, it } from 'vitest';
import { rewritten } from './vitepress-rewrites.js';

describe('rewritten', () => {
  const rewrites = [
    { from: 'packages/pkg-a/src/index.md', to: 'pkg-a/index.md' },
    { from: 'en/:rest*', to: ':rest*' },
    { from: 'packages/:pkg/src/:slug.md', to: ':pkg/:slug.md' },
  ];
  it.each([
    ['packages/pkg-a/src/index.md', 'pkg-a/index.md'],
    ['en/guide/setup.md', 'guide/setup.md'],
    ['en/index.md', 'index.md'],
    ['packages/pkg-b/src/intro.md', 'pkg-b/intro.md'],
    ['zh/guide/setup.md', 'zh/guide/setup.md'],
  ])('%s is served as %s', (file, served) => {
    expect(rewritten(file, rewrites)).toBe(served);
  });
});
