import { describe, expect, it } from 'vitest';
import { keepLayoutFieldForTheTheme } from './page-layout-field.js';

type Factory = (context: { data: unknown }) => unknown;

describe('keepLayoutFieldForTheTheme', () => {
  it("hides the page's layout name from the MDX compiler and adds no plugin", () => {
    const frontmatter: Record<string, unknown> = { layout: 'home', title: 'Home' };
    const result = (keepLayoutFieldForTheTheme as Factory)({ data: { astro: { frontmatter } } });
    expect(result).toBeNull();
    expect(frontmatter).toEqual({ title: 'Home' });
  });

  it('leaves frontmatter without a layout alone', () => {
    const frontmatter = { title: 'Guide' };
    (keepLayoutFieldForTheTheme as Factory)({ data: { astro: { frontmatter } } });
    expect(frontmatter).toEqual({ title: 'Guide' });
    expect((keepLayoutFieldForTheTheme as Factory)({ data: {} })).toBeNull();
  });
});
