import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance, themeColorSchemes, themes } from './themes.js';

const themeNames = Object.keys(themes) as (keyof typeof themes)[];

describe('themes', () => {
  it('defines light, dark and blackguard with the same colours', () => {
    expect(themeNames).toEqual(['light', 'dark', 'blackguard']);
    const keys = Object.keys(themes.light).sort();
    for (const name of themeNames) expect(Object.keys(themes[name]).sort()).toEqual(keys);
  });

  it('uses the fixed brand colours', () => {
    expect(themes.light.primary).toBe('#1867c0');
    expect(themes.dark.primary.toLowerCase()).toBe('#2196f3');
    expect(themes.blackguard.background).toBe('#0f0c24');
    expect(themes.blackguard.primary).toBe('#e7810d');
  });

  it.each(
    themeNames.flatMap((name) => Object.entries(themes[name]).map(([key, value]) => [name, key, value])),
  )('writes %s %s as a hex colour', (_name, _key, value) => {
    expect(value).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('cannot be changed', () => {
    expect(Object.isFrozen(themes)).toBe(true);
    for (const name of themeNames) expect(Object.isFrozen(themes[name])).toBe(true);
  });

  it('gives blackguard and dark a dark colour scheme', () => {
    expect(themeColorSchemes).toEqual({ light: 'light', dark: 'dark', blackguard: 'dark' });
  });

  describe.each(themeNames)('the %s theme', (name) => {
    const theme = themes[name];

    it.each([
      ['text', 'background'],
      ['text', 'surface'],
      ['text', 'surfaceRaised'],
      ['textMuted', 'background'],
      ['textMuted', 'surface'],
      ['textMuted', 'surfaceRaised'],
      ['link', 'background'],
      ['link', 'surface'],
      ['link', 'surfaceRaised'],
      ['onPrimary', 'primary'],
      ['codeText', 'codeBackground'],
      ['text', 'selection'],
      ['codeText', 'codeHighlight'],
      ['infoText', 'infoBackground'],
      ['tipText', 'tipBackground'],
      ['successText', 'successBackground'],
      ['warningText', 'warningBackground'],
      ['errorText', 'errorBackground'],
      ['text', 'infoBackground'],
      ['text', 'tipBackground'],
      ['text', 'successBackground'],
      ['text', 'warningBackground'],
      ['text', 'errorBackground'],
      ['infoText', 'background'],
      ['tipText', 'background'],
      ['successText', 'background'],
      ['warningText', 'background'],
      ['errorText', 'background'],
    ] as const)('shows %s on %s at 4.5:1 or more', (foreground, background) => {
      expect(contrastRatio(theme[foreground], theme[background])).toBeGreaterThanOrEqual(4.5);
    });

    it.each(['background', 'surface', 'surfaceRaised'] as const)(
      'shows the focus ring on %s at 3:1 or more',
      (background) => {
        expect(contrastRatio(theme.focusRing, theme[background])).toBeGreaterThanOrEqual(3);
      },
    );

    it('uses distinct colours for the background, the text and the muted text', () => {
      expect(new Set([theme.background, theme.text, theme.textMuted]).size).toBe(3);
    });
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#000', 21],
    ['#FFFFFF', '#ffffff', 1],
    ['#777777', '#777', 1],
    ['#1867c0', '#ffffff', 5.61],
    ['#767676', '#ffffff', 4.54],
    ['#2196f3', '#121212', 6.0],
    [' #e7810d ', '#0f0c24', 6.87],
  ])('gives %s against %s a ratio of %s', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(expected, 2);
  });

  it.each(['red', '#12', '#12345', '#1234567', 'ffffff', '#ggg', '', 'rgb(0,0,0)'])(
    'rejects %j as a colour',
    (color) => {
      expect(() => contrastRatio(color, '#fff')).toThrowError(TypeError);
      expect(() => contrastRatio('#fff', color)).toThrowError(
        /expected a colour such as "#1867c0" or "#fff"/,
      );
    },
  );
});

describe('relativeLuminance', () => {
  it.each([
    ['#000', 0],
    ['#ffffff', 1],
    ['#ff0000', 0.2126],
    ['#00ff00', 0.7152],
    ['#0000ff', 0.0722],
    ['#808080', 0.2159],
    ['#0a0a0a', 0.003],
  ])('gives %s a luminance of %s', (color, expected) => {
    expect(relativeLuminance(color)).toBeCloseTo(expected, 3);
  });
});
