import type { SVGProps } from 'react';

/** The props of an icon: any SVG attribute but its content. Icons are decorative (`aria-hidden`). */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** The attributes every icon starts from: sized to the text (1em), drawn in the text colour. */
const base = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
} as const;

/** An outlined icon (24 × 24 grid, 2 px strokes). */
export const strokeIcon = {
  ...base,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A filled icon (24 × 24 grid), e.g. a brand mark. */
export const filledIcon = { ...base, fill: 'currentColor' } as const;
