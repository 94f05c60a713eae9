// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { BREAKPOINTS } from '@lectern/theme-core';
import { rawSiteStyleValues } from '@lectern/tooling/style-tokens';
import { describe, expect, it } from 'vitest';

// The site styles its pages in one system: Astro's scoped <style>, with the theme's values (its custom
// properties, and its breakpoints where a media query cannot read one). What the rule catches is tested
// beside it (tooling/style-tokens.test.mjs).
describe("the site's styles", () => {
  it('take font sizes, stacking layers, shadows, durations and breakpoints from the theme', () => {
    expect(
      rawSiteStyleValues(fileURLToPath(new URL('.', import.meta.url)), {
        breakpoints: Object.values(BREAKPOINTS),
      }),
    ).toEqual([]);
  });
});
