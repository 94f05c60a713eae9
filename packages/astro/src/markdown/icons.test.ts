import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { ICON_PATHS, type IconName, iconElement, iconHtml } from './icons.js';

const names = Object.keys(ICON_PATHS) as IconName[];

describe('the Markdown icons', () => {
  it.each(names)('%s is one path of the 24 × 24 grid, in SVG path syntax', (name) => {
    const path = ICON_PATHS[name];
    expect(path).toMatch(/^[Mm][\d\s.,MmLlHhVvAaZzCcSsQqTt-]+$/);
    const numbers = (path.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    expect(numbers.every((value) => Math.abs(value) <= 24)).toBe(true);
  });

  it('are drawn inline, hidden from assistive technology, as the HTML steps write them (the callouts: directives.test.ts)', () => {
    const fromHast = markdownToHtml('[a](#a)', {
      hastPlugins: [
        {
          name: 'icon',
          element: { filter: ['a'], visit: (node, ctx) => ctx.appendChild(node, [iconElement('link')]) },
        },
      ],
    }).html;
    expect(fromHast).toContain(
      `<a href="#a">a<svg class="lectern-icon lectern-icon-link" viewBox="0 0 24 24" aria-hidden="true"><path d="${ICON_PATHS.link}"></path></svg></a>`,
    );
  });

  it.each(names)(
    '%s has the same HTML in the Astro components (iconHtml) as in the Markdown steps',
    (name) => {
      expect(iconHtml(name)).toBe(
        `<svg class="lectern-icon lectern-icon-${name}" viewBox="0 0 24 24" aria-hidden="true"><path d="${ICON_PATHS[name]}"></path></svg>`,
      );
    },
  );
});
