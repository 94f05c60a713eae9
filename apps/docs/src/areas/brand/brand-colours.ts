// The colours of the three themes as the brand kit shows them — each token with its hex value and its
// CSS custom property — and the contrast of the pairs the theme draws, with the WCAG 2 minimum each
// must meet. Everything comes from the theme's tokens when the site builds; nothing is retyped.
import { contrastRatio, type ThemeColors, type ThemeName, themes } from '@lectern/theme-core';

type Token = keyof ThemeColors;

/** The themes in the order the brand kit shows them, with their names. */
export const THEME_NAMES: Readonly<Record<ThemeName, string>> = {
  light: 'Light',
  dark: 'Dark',
  blackguard: 'Blackguard',
};

/** A pair of colours the theme draws one on the other, and what it is for. */
export interface ColourPair {
  foreground: Token;
  background: Token;
  /** What the pair is used for, e.g. `Body text`. */
  use: string;
  /** The WCAG 2 minimum: 4.5 for text, 3 for the focus ring and other non-text parts. */
  minimum: 4.5 | 3;
}

/** The pairs the theme draws. */
export const COLOUR_PAIRS: readonly ColourPair[] = [
  { foreground: 'text', background: 'background', use: 'Body text', minimum: 4.5 },
  { foreground: 'text', background: 'surface', use: 'Text in the sidebar and navigation bar', minimum: 4.5 },
  { foreground: 'textMuted', background: 'background', use: 'Captions and the outline', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surface', use: 'Captions on a surface', minimum: 4.5 },
  { foreground: 'link', background: 'background', use: 'Links in text', minimum: 4.5 },
  { foreground: 'onPrimary', background: 'primary', use: 'Text on filled buttons', minimum: 4.5 },
  { foreground: 'codeText', background: 'codeBackground', use: 'Code', minimum: 4.5 },
  { foreground: 'focusRing', background: 'background', use: 'The focus indicator', minimum: 3 },
  { foreground: 'primary', background: 'background', use: 'The brand colour as a shape', minimum: 3 },
  { foreground: 'infoText', background: 'infoBackground', use: 'Info callouts and badges', minimum: 4.5 },
  { foreground: 'tipText', background: 'tipBackground', use: 'Tip callouts and badges', minimum: 4.5 },
  {
    foreground: 'successText',
    background: 'successBackground',
    use: 'Success callouts and badges',
    minimum: 4.5,
  },
  {
    foreground: 'warningText',
    background: 'warningBackground',
    use: 'Warning callouts and badges',
    minimum: 4.5,
  },
  { foreground: 'errorText', background: 'errorBackground', use: 'Error callouts and badges', minimum: 4.5 },
];

/** A token of a theme as the kit lists it. */
export interface ColourRow {
  token: Token;
  hex: string;
  /** The CSS custom property a site overrides it with, e.g. `--lectern-color-text-muted`. */
  property: string;
}

/** The CSS custom property of a colour token, as the theme contract names it. */
export function colourProperty(token: Token): string {
  return `--lectern-color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Every colour token of a theme, in the order the theme defines them. */
export function colourRows(theme: ThemeName): ColourRow[] {
  return (Object.entries(themes[theme]) as [Token, string][]).map(([token, hex]) => ({
    token,
    hex: hex.toLowerCase(),
    property: colourProperty(token),
  }));
}

/** A pair with its ratio and what it passes. */
export interface ContrastRow extends ColourPair {
  foregroundHex: string;
  backgroundHex: string;
  /** The ratio, e.g. 4.52 for 4.52:1, rounded down to two decimals (never up past a threshold). */
  ratio: number;
  /** Whether it meets its minimum. */
  passes: boolean;
  /** For text, whether it also meets the enhanced 7:1 (AAA). */
  enhanced: boolean;
}

/** The contrast of every pair of a theme. */
export function contrastRows(theme: ThemeName): ContrastRow[] {
  const colours = themes[theme];
  return COLOUR_PAIRS.map((pair) => {
    const exact = contrastRatio(colours[pair.foreground], colours[pair.background]);
    return {
      ...pair,
      foregroundHex: colours[pair.foreground].toLowerCase(),
      backgroundHex: colours[pair.background].toLowerCase(),
      ratio: Math.floor(exact * 100) / 100,
      passes: exact >= pair.minimum,
      enhanced: pair.minimum === 4.5 && exact >= 7,
    };
  });
}
