// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { rawStyleValues } from '@lectern/tooling/style-tokens';
import { describe, expect, it } from 'vitest';

describe("the components' styles", () => {
  it('take font sizes and stacking layers from the theme’s scales, never raw values', () => {
    expect(rawStyleValues(fileURLToPath(new URL('..', import.meta.url)))).toEqual([]);
  });
});
