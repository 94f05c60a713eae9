import { readFileSync } from 'node:fs';
import { CASCADE_LAYERS } from '@lectern/theme-core/dom';
import { describe, expect, it } from 'vitest';

describe('markdown.css', () => {
  it("declares the theme's cascade layers in theme-core's order before its own rules", () => {
    const css = readFileSync(new URL('./markdown.css', import.meta.url), 'utf8');
    expect(css.match(/@layer [^;{]+;/)?.[0]).toBe(`@layer ${CASCADE_LAYERS.join(', ')};`);
  });
});
