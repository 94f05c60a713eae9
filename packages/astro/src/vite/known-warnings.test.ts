import { describe, expect, it, vi } from 'vitest';
import { isHeadInjectNote, knownWarningsPlugin } from './known-warnings';

const note = {
  code: 'MODULE_LEVEL_DIRECTIVE',
  message:
    'The semantics of the module level directive "use astro:head-inject" in "src/content/docs/en/a.mdx?astroPropagatedAssets" may not be preserved when bundling.',
};
const other = {
  code: 'MODULE_LEVEL_DIRECTIVE',
  message: 'The module level directive "use client" was ignored.',
};

describe('knownWarningsPlugin', () => {
  it("recognises only the note about Astro's head-inject marker", () => {
    expect(isHeadInjectNote(note)).toBe(true);
    expect(isHeadInjectNote(other)).toBe(false);
    expect(isHeadInjectNote({ code: 'EVAL', message: '"use astro:head-inject"' })).toBe(false);
  });

  it('leaves the note out and prints every other warning', () => {
    const { onwarn } = knownWarningsPlugin().config({}).build.rolldownOptions;
    const warn = vi.fn();
    onwarn(note, warn);
    onwarn(other, warn);
    expect(warn.mock.calls).toEqual([[other]]);
  });

  it("hands every other warning to the site's own onwarn", () => {
    const own = vi.fn();
    const { onwarn } = knownWarningsPlugin().config({ build: { rolldownOptions: { onwarn: own } } }).build
      .rolldownOptions;
    const warn = vi.fn();
    onwarn(note, warn);
    onwarn(other, warn);
    expect(own.mock.calls).toEqual([[other, warn]]);
    expect(warn).not.toHaveBeenCalled();
  });
});
