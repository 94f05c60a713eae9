// The downloadable files of the brand kit: the mark and the logo, for light and for dark backgrounds, as
// SVG and as PNG (drawn from the SVG, four times its size). Served at /brand/{name} (see brand-kit-files.ts).
import { brandLogoSvg, LOGO_SIZES, type LogoBackground, type LogoKind } from './brand-logo';

/** How much larger than its SVG units a PNG is drawn. */
export const PNG_SCALE = 4;

/** One file of the brand kit. */
export interface BrandFile {
  /** Its file name, e.g. `lectern-logo-dark.png`. */
  name: string;
  kind: LogoKind;
  background: LogoBackground;
  format: 'svg' | 'png';
  /** Its size in pixels (for the SVG, its intrinsic size). */
  width: number;
  height: number;
  contentType: 'image/svg+xml' | 'image/png';
}

/** Every file of the brand kit. */
export function brandFiles(): BrandFile[] {
  const kinds: LogoKind[] = ['logo', 'mark'];
  const backgrounds: LogoBackground[] = ['light', 'dark'];
  return kinds.flatMap((kind) =>
    backgrounds.flatMap((background) =>
      (['svg', 'png'] as const).map((format) => {
        const scale = format === 'png' ? PNG_SCALE : 1;
        return {
          name: `lectern-${kind}-${background}.${format}`,
          kind,
          background,
          format,
          width: LOGO_SIZES[kind].width * scale,
          height: LOGO_SIZES[kind].height * scale,
          contentType: format === 'png' ? 'image/png' : 'image/svg+xml',
        };
      }),
    ),
  );
}

/** The file of the brand kit by its name, or undefined. */
export function brandFile(name: string): BrandFile | undefined {
  return brandFiles().find((file) => file.name === name);
}

/** The contents of a file: the SVG as text, or the PNG drawn from it with `rasterize`. */
export async function brandFileBody(
  file: BrandFile,
  rasterize: (svg: string, width: number, height: number) => Promise<Uint8Array<ArrayBuffer>>,
): Promise<string | Uint8Array<ArrayBuffer>> {
  const svg = brandLogoSvg(file.kind, file.background);
  return file.format === 'svg' ? svg : rasterize(svg, file.width, file.height);
}
