import { contrastRatio, themes } from '@lectern/theme-core';
import { vars } from '@lectern/theme-react';
import { describe, expect, it } from 'vitest';
import { COLOUR_PAIRS, colourProperty, colourRows, contrastRows, THEME_NAMES } from './brand-colours';

const themeNames = Object.keys(THEME_NAMES) as (keyof typeof THEME_NAMES)[];

describe('the colours of the brand kit', () => {
  it('covers the three themes of the theme', () => {
    expect(themeNames.sort()).toEqual(Object.keys(themes).sort());
  });

  it.each(themeNames)('lists every token of %s with its hex value, as the theme defines it', (theme) => {
    const rows = colourRows(theme);
    expect(rows.map((row) => row.token)).toEqual(Object.keys(themes[theme]));
    for (const row of rows) expect(row.hex).toBe(themes[theme][row.token].toLowerCase());
  });

  it('names each token by the custom property of the theme contract', () => {
    for (const row of colourRows('light')) {
      const contract = vars.color[row.token as keyof typeof vars.color];
      expect(contract).toBe(`var(${row.property})`);
    }
    expect(colourProperty('surfaceRaised')).toBe('--lectern-color-surface-raised');
  });

  it('keeps the brand colours of the product description', () => {
    expect(colourRows('light').find((row) => row.token === 'primary')?.hex).toBe('#1867c0');
    expect(colourRows('dark').find((row) => row.token === 'primary')?.hex).toBe('#2196f3');
    expect(colourRows('blackguard').find((row) => row.token === 'background')?.hex).toBe('#0f0c24');
    expect(colourRows('blackguard').find((row) => row.token === 'primary')?.hex).toBe('#e7810d');
  });
});

describe('contrastRows', () => {
  it.each(themeNames)('gives each pair of %s its ratio, rounded down, and whether it passes', (theme) => {
    const rows = contrastRows(theme);
    expect(rows).toHaveLength(COLOUR_PAIRS.length);
    for (const row of rows) {
      const exact = contrastRatio(row.foregroundHex, row.backgroundHex);
      expect(row.ratio).toBeLessThanOrEqual(exact);
      expect(exact - row.ratio).toBeLessThan(0.01);
      expect(row.passes).toBe(exact >= row.minimum);
      expect(row.enhanced).toBe(row.minimum === 4.5 && exact >= 7);
    }
  });

  it.each(themeNames)('finds every pair of %s meeting its WCAG minimum, as the theme promises', (theme) => {
    expect(contrastRows(theme).filter((row) => !row.passes)).toEqual([]);
  });

  it('white on black is 21:1 and passes AAA', () => {
    expect(Math.floor(contrastRatio('#ffffff', '#000000') * 100) / 100).toBe(21);
    const [body] = contrastRows('light');
    expect(body).toMatchObject({ foreground: 'text', background: 'background', enhanced: true });
  });
});
