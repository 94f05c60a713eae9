import type { ThemeName } from './appearance.js';

/** The colours of one theme, as `#rrggbb`. Each becomes a `--lectern-*` custom property. */
export interface ThemeColors {
  /** The page background. */
  readonly background: string;
  /** The background of the sidebar and the navigation bar. */
  readonly surface: string;
  /** The background of menus, dropdowns and cards, raised above the surface. */
  readonly surfaceRaised: string;
  /** Body text. */
  readonly text: string;
  /** Secondary text: captions, the outline, last-updated time. */
  readonly textMuted: string;
  /** Dividers and outlines of cards and inputs (decorative). */
  readonly border: string;
  /** The brand colour: filled buttons, the active sidebar item's marker. */
  readonly primary: string;
  /** Text and icons on the brand colour. */
  readonly onPrimary: string;
  /** Links in text. */
  readonly link: string;
  /** The focus indicator. */
  readonly focusRing: string;
  /** The background of code blocks and inline code. */
  readonly codeBackground: string;
  /** Code text before syntax highlighting. */
  readonly codeText: string;
  /** The background of selected text. */
  readonly selection: string;
  /** The background of a highlighted line in a code block. */
  readonly codeHighlight: string;
  /** The text and icon of an `info` callout or badge (also `note`). */
  readonly infoText: string;
  /** The background of an `info` callout or badge. */
  readonly infoBackground: string;
  /** The border of an `info` callout or badge. */
  readonly infoBorder: string;
  /** The text and icon of a `tip` callout or badge. */
  readonly tipText: string;
  /** The background of a `tip` callout or badge. */
  readonly tipBackground: string;
  /** The border of a `tip` callout or badge. */
  readonly tipBorder: string;
  /** The text and icon of a `success` callout or badge. */
  readonly successText: string;
  /** The background of a `success` callout or badge. */
  readonly successBackground: string;
  /** The border of a `success` callout or badge. */
  readonly successBorder: string;
  /** The text and icon of a `warning` callout or badge (also `caution`). */
  readonly warningText: string;
  /** The background of a `warning` callout or badge. */
  readonly warningBackground: string;
  /** The border of a `warning` callout or badge. */
  readonly warningBorder: string;
  /** The text and icon of an `error` callout or badge (also `danger`). */
  readonly errorText: string;
  /** The background of an `error` callout or badge. */
  readonly errorBackground: string;
  /** The border of an `error` callout or badge. */
  readonly errorBorder: string;
}

/**
 * The three themes as plain data: light, dark and blackguard (a dark theme on deep indigo with an orange
 * brand colour). Every pairing meets WCAG 2 AA: text, muted text and links 4.5:1 on the background and
 * surfaces, text on the brand colour 4.5:1, the focus ring 3:1, each tone's text 4.5:1 on its background
 * and body text on every tone's background.
 *
 * @example themes.light.primary // '#1867c0'
 */
export const themes: { readonly [Name in ThemeName]: ThemeColors } = /* @__PURE__ */ Object.freeze({
  light: Object.freeze({
    background: '#ffffff',
    surface: '#f6f7f9',
    surfaceRaised: '#ffffff',
    text: '#1f2328',
    textMuted: '#59636e',
    border: '#d1d9e0',
    primary: '#1867c0',
    onPrimary: '#ffffff',
    link: '#1867c0',
    focusRing: '#1867c0',
    codeBackground: '#f3f4f6',
    codeText: '#1f2328',
    selection: '#cfe2f8',
    codeHighlight: '#eef4fd',
    infoText: '#0b5cad',
    infoBackground: '#eef5fd',
    infoBorder: '#1867c0',
    tipText: '#6e3fc4',
    tipBackground: '#f4f0fd',
    tipBorder: '#8250df',
    successText: '#1a6b32',
    successBackground: '#ebf6ee',
    successBorder: '#2da44e',
    warningText: '#7a4d00',
    warningBackground: '#fdf5e1',
    warningBorder: '#bf8700',
    errorText: '#b3261e',
    errorBackground: '#fdeeed',
    errorBorder: '#cf222e',
  }),
  dark: Object.freeze({
    background: '#121212',
    surface: '#1b1b1f',
    surfaceRaised: '#26262b',
    text: '#e8e8ec',
    textMuted: '#a8a8b3',
    border: '#3a3a42',
    primary: '#2196F3',
    onPrimary: '#0a1929',
    link: '#2196F3',
    focusRing: '#2196F3',
    codeBackground: '#1e1e24',
    codeText: '#e8e8ec',
    selection: '#1e4a73',
    codeHighlight: '#252a36',
    infoText: '#79b8ff',
    infoBackground: '#16202d',
    infoBorder: '#2196f3',
    tipText: '#c8a6ff',
    tipBackground: '#211b2f',
    tipBorder: '#a371f7',
    successText: '#6ad47a',
    successBackground: '#15251a',
    successBorder: '#3fb950',
    warningText: '#e8b94a',
    warningBackground: '#2a2315',
    warningBorder: '#d29922',
    errorText: '#ff8c84',
    errorBackground: '#2e1a1b',
    errorBorder: '#f85149',
  }),
  blackguard: Object.freeze({
    background: '#0f0c24',
    surface: '#171334',
    surfaceRaised: '#211c45',
    text: '#ece9fb',
    textMuted: '#aaa4cc',
    border: '#342e5e',
    primary: '#e7810d',
    onPrimary: '#0f0c24',
    link: '#e7810d',
    focusRing: '#e7810d',
    codeBackground: '#171334',
    codeText: '#ece9fb',
    selection: '#5a3a14',
    codeHighlight: '#262150',
    infoText: '#86bfff',
    infoBackground: '#141a3c',
    infoBorder: '#2196f3',
    tipText: '#cdb0ff',
    tipBackground: '#1f1846',
    tipBorder: '#a371f7',
    successText: '#72d884',
    successBackground: '#12223a',
    successBorder: '#3fb950',
    warningText: '#f0b24a',
    warningBackground: '#231a30',
    warningBorder: '#e7810d',
    errorText: '#ff8f87',
    errorBackground: '#2a1331',
    errorBorder: '#f85149',
  }),
});

/**
 * The colour scheme of each theme, for the CSS `color-scheme` property and for picking the dark variant
 * of an image.
 */
export const themeColorSchemes: { readonly [Name in ThemeName]: 'light' | 'dark' } =
  /* @__PURE__ */ Object.freeze({
    light: 'light',
    dark: 'dark',
    blackguard: 'dark',
  });

/**
 * The WCAG 2 contrast ratio of two colours given as `#rgb` or `#rrggbb`: from 1 (same luminance) to 21
 * (black on white). The order of the colours does not matter.
 *
 * @throws {TypeError} when a colour is not written as `#rgb` or `#rrggbb`.
 * @example contrastRatio('#000', '#ffffff') // 21
 */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** How much red, green and blue contribute to perceived brightness (sRGB, WCAG 2). */
const LUMINANCE_WEIGHTS = [0.2126, 0.7152, 0.0722] as const;

/**
 * The WCAG 2 relative luminance of a colour given as `#rgb` or `#rrggbb`: 0 for black, 1 for white.
 *
 * @example relativeLuminance('#ffffff') // 1
 */
export function relativeLuminance(color: string): number {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1])
    throw new TypeError(`expected a colour such as "#1867c0" or "#fff" (got ${JSON.stringify(color)})`);
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return LUMINANCE_WEIGHTS.reduce((sum, weight, index) => {
    const channel = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16) / 255;
    const linear = channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    return sum + weight * linear;
  }, 0);
}
