// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rawStyleValues } from '@lectern/tooling/style-tokens';
import { describe, expect, it } from 'vitest';

describe("the components' styles", () => {
  it('take font sizes, stacking layers, shadows and breakpoints from the theme, never raw values', () => {
    expect(rawStyleValues(fileURLToPath(new URL('..', import.meta.url)))).toEqual([]);
  });

  it('are checked line by line: a raw z-index, rem size, breakpoint or shadow is named with its file and line', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'lectern-styles-'));
    try {
      mkdirSync(path.join(folder, 'Box'));
      writeFileSync(
        path.join(folder, 'Box', 'Box.css.ts'),
        [
          'export const box = style({',
          '  zIndex: 5,',
          "  fontSize: '0.875rem',",
          "  lineHeight: '1.5rem',",
          "  fontSize: '0.875em',",
          '  zIndex: vars.layer.raised,',
          "  '@media': { '(min-width: 900px)': { display: 'none' }, [media.tablet]: {} },",
          "  boxShadow: '0 2px 4px rgb(0 0 0 / 0.1)',",
          '  boxShadow: vars.shadow.popover,',
          '});',
        ].join('\n'),
      );
      writeFileSync(path.join(folder, 'Box', 'Box.tsx'), 'const style = { zIndex: 5 };');
      expect(rawStyleValues(folder)).toEqual([
        'Box/Box.css.ts:2: a raw z-index: use a layer of vars.layer',
        'Box/Box.css.ts:3: a raw font size in rem: use a size of vars.fontSize',
        'Box/Box.css.ts:7: a raw breakpoint: use a query of media',
        'Box/Box.css.ts:8: a raw shadow: use a shadow of vars.shadow',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
