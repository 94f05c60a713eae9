// The Lectern logo, drawn from the theme's tokens: the mark — the brand colour's rounded square with an
// L in the colour of text on it — and the wordmark "Lectern" in single strokes of the text colour, so
// no font is needed to draw it anywhere. One version for light backgrounds (the light theme's colours)
// and one for dark backgrounds (the dark theme's).
import { themes } from '@lectern/theme-core';

/** The logo's two shapes: the mark alone, or the mark with the wordmark. */
export type LogoKind = 'mark' | 'logo';

/** The background the logo is made for. */
export type LogoBackground = 'light' | 'dark';

/** The size of each shape in SVG units (the PNGs are drawn four times larger). */
export const LOGO_SIZES: Readonly<Record<LogoKind, { width: number; height: number }>> = {
  mark: { width: 48, height: 48 },
  logo: { width: 192, height: 48 },
};

/** The colours of a logo for a background, taken from the theme of that background. */
export function logoColours(background: LogoBackground): { mark: string; glyph: string; wordmark: string } {
  const theme = themes[background];
  return { mark: theme.primary, glyph: theme.onPrimary, wordmark: theme.text };
}

// The letters of "Lectern" as strokes on a 48-unit-high line: capitals from y 12, the x-height from 20,
// the baseline at 36.
const WORDMARK = [
  'M2 12V36H16', // L
  'M22 28H38A8 8 0 1 0 35.66 33.66', // e
  'M57.66 22.34A8 8 0 1 0 57.66 33.66', // c
  'M66 14V32Q66 36 70 36H72M62 20H72', // t
  'M78 28H94A8 8 0 1 0 91.66 33.66', // e
  'M100 36V20M100 27Q100 20 108 20', // r
  'M114 36V20M114 27A6 6 0 0 1 126 27V36', // n
].join('');

/**
 * The logo as an SVG document.
 *
 * @example brandLogoSvg('logo', 'dark') // '<svg … viewBox="0 0 192 48">…'
 */
export function brandLogoSvg(kind: LogoKind, background: LogoBackground): string {
  const { width, height } = LOGO_SIZES[kind];
  const colours = logoColours(background);
  const mark = [
    `<rect width="48" height="48" rx="10" fill="${colours.mark}"/>`,
    `<path d="M13.5 10.5h6v21h15v6h-21z" fill="${colours.glyph}"/>`,
  ].join('');
  const wordmark =
    kind === 'logo'
      ? `<path transform="translate(62 0)" d="${WORDMARK}" fill="none" stroke="${colours.wordmark}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Lectern"><title>Lectern</title>${mark}${wordmark}</svg>\n`;
}
