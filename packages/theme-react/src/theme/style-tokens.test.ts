// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { rawStyleValues } from '@lectern/tooling/style-tokens';
import { describe, expect, it } from 'vitest';

// What the rule catches, line by line, is tested beside it (tooling/style-tokens.test.mjs).
describe("the components' styles", () => {
  it('take font sizes, stacking layers, shadows, breakpoints and durations from the theme, never raw values', () => {
    expect(rawStyleValues(fileURLToPath(new URL('..', import.meta.url)))).toEqual([]);
  });
});
