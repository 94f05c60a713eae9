import { describe, expect, it } from 'vitest';
import { matchesAny, skipSourceEntry } from './source-files.js';

describe('skipSourceEntry', () => {
  it.each([
    ['node_modules', true],
    ['guide/node_modules', true],
    ['package.json', true],
    ['.postcssrc.json', true],
    ['.vitepress', true],
    ['vite.config.ts', true],
    ['lunaria.config.json', true],
    ['.eslintrc', true],
    ['guide/.hidden.md', false],
    ['guide/setup.md', false],
    ['snippets/vite.config.ts', false],
    ['public', false],
    ['index.md', false],
  ])('%s → %s', (entry, skipped) => {
    expect(skipSourceEntry(entry)).toBe(skipped);
  });

  it('matches globs as VitePress’s srcExclude does', () => {
    expect(matchesAny('parts/intro.md', ['parts/**'])).toBe(true);
    expect(matchesAny('guide/intro.md', ['./parts/**', '**/README.md'])).toBe(false);
  });
});
