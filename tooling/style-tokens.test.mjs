import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rawSiteStyleValues, rawStyleValues } from './style-tokens.mjs';

describe('rawStyleValues', () => {
  let folder = '';
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'lectern-styles-'));
    mkdirSync(path.join(folder, 'Box'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** The problems found in one style file `Box/Box.css.ts` of these lines. */
  function problemsOf(lines) {
    writeFileSync(
      path.join(folder, 'Box', 'Box.css.ts'),
      ['export const box = style({', ...lines, '});'].join('\n'),
    );
    return rawStyleValues(folder);
  }

  it('names a raw z-index, rem size, breakpoint or shadow with its file and line', () => {
    expect(
      problemsOf([
        '  zIndex: 5,',
        "  fontSize: '0.875rem',",
        "  lineHeight: '1.5rem',",
        "  fontSize: '0.875em',",
        '  zIndex: vars.layer.raised,',
        "  '@media': { '(min-width: 900px)': { display: 'none' }, [media.tablet]: {} },",
        "  boxShadow: '0 2px 4px rgb(0 0 0 / 0.1)',",
        '  boxShadow: vars.shadow.popover,',
      ]),
    ).toEqual([
      'Box/Box.css.ts:2: a raw z-index: use a layer of vars.layer',
      'Box/Box.css.ts:3: a raw font size in rem: use a size of vars.fontSize',
      'Box/Box.css.ts:7: a raw breakpoint: use a query of media',
      'Box/Box.css.ts:8: a raw shadow: use a shadow of vars.shadow',
    ]);
  });

  it('names a transition or animation that takes a time of its own, in s or ms', () => {
    expect(
      problemsOf([
        "  transition: 'border-color 0.2s',",
        "  transition: 'transform 250ms ease, opacity 250ms ease',",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of a style file, as text
        '  animation: `${appear} 0.2s ease-out`,',
        "  transitionDuration: '.3s',",
        "  animationDelay: '1s',",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of a style file, as text
        '  transition: `transform ${vars.motion.standard} ease`,',
        "  transition: 'none',",
      ]),
    ).toEqual([
      'Box/Box.css.ts:2: a raw duration: use a duration of vars.motion',
      'Box/Box.css.ts:3: a raw duration: use a duration of vars.motion',
      'Box/Box.css.ts:4: a raw duration: use a duration of vars.motion',
      'Box/Box.css.ts:5: a raw duration: use a duration of vars.motion',
      'Box/Box.css.ts:6: a raw duration: use a duration of vars.motion',
    ]);
  });

  it('lets no motion at all through: a time of 0, or under a millisecond for reduced motion', () => {
    expect(
      problemsOf([
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of a style file, as text
        '  transition: `opacity ${vars.motion.fast} ease, visibility 0s linear ${vars.motion.fast}`,',
        "  transitionDuration: '0.01ms !important',",
        "  animationDuration: '0ms',",
        "  transition: 'transform 0.2s',",
      ]),
    ).toEqual(['Box/Box.css.ts:5: a raw duration: use a duration of vars.motion']);
  });

  it('reads only style files', () => {
    writeFileSync(
      path.join(folder, 'Box', 'Box.tsx'),
      "const style = { zIndex: 5, transition: 'color 1s' };",
    );
    expect(rawStyleValues(folder)).toEqual([]);
  });
});

describe('rawSiteStyleValues', () => {
  let folder = '';
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'lectern-site-styles-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("names each raw value of a page's <style> with its file and line, and nothing outside the style", () => {
    writeFileSync(
      path.join(folder, 'Card.astro'),
      [
        '---',
        "const note = 'z-index: 3; font-size: 2rem';",
        '---',
        '<p style="font-size: 0.75rem">A card</p>',
        '<style>',
        '  .card { z-index: 2; font-size: 0.875rem; }',
        '  .card small { font-size: 0.875em; z-index: var(--lectern-layer-raised); }',
        '  .card h2 { font-size: var(--lectern-font-size-large); }',
        '  .card:hover { box-shadow: 0 2px 8px rgb(0 0 0 / 0.2); transition: transform 0.2s ease; }',
        '  .card:focus { box-shadow: var(--lectern-shadow-raised); transition: opacity var(--lectern-motion-fast); }',
        '  @media (min-width: 768px) { .card { display: grid; } }',
        '  @media (min-width: 700px) { .card { display: flex; } }',
        '  @media print { .card { transition: none; } }',
        '</style>',
      ].join('\n'),
    );
    writeFileSync(path.join(folder, 'site.css'), 'body { font-size: 1.125rem; }\n');
    expect(rawSiteStyleValues(folder, { breakpoints: [640, 768, 960, 1280] })).toEqual([
      'Card.astro:6: a raw z-index: use a layer, var(--lectern-layer-…)',
      'Card.astro:6: a raw font size in rem: use a size of the theme, var(--lectern-font-size-…)',
      'Card.astro:9: a raw shadow: use a shadow of the theme, var(--lectern-shadow-…)',
      'Card.astro:9: a raw duration: use a duration of the theme, var(--lectern-motion-…)',
      "Card.astro:12: a breakpoint of its own: use one of the theme's (640, 768, 960, 1280 px)",
      'site.css:1: a raw font size in rem: use a size of the theme, var(--lectern-font-size-…)',
    ]);
  });
});
