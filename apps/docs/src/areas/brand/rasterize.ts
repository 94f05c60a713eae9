// Draws an SVG as a PNG of a given size, with sharp (libvips), when the site builds.
import sharp from 'sharp';

/** The PNG of `svg` at `width` × `height` pixels, with its transparency. */
export async function rasterizeSvg(
  svg: string,
  width: number,
  height: number,
): Promise<Uint8Array<ArrayBuffer>> {
  // Rendered at the density that gives the size, so the vector shapes are drawn sharp, not scaled up.
  const intrinsicWidth = Number(/\bwidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? width);
  const density = 72 * (width / intrinsicWidth);
  const png = await sharp(Buffer.from(svg), { density })
    .resize(width, height, { fit: 'fill' })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}
