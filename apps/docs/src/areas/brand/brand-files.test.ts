// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { themes } from '@lectern/theme-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandFile, brandFileBody, brandFiles, PNG_SCALE } from './brand-files';
import { brandKitFiles } from './brand-kit-files';
import { brandLogoSvg, LOGO_SIZES, logoColours } from './brand-logo';
import { rasterizeSvg } from './rasterize';

describe('the brand logo', () => {
  it.each(['light', 'dark'] as const)('is drawn in the %s theme’s colours', (background) => {
    const theme = themes[background];
    expect(logoColours(background)).toEqual({
      mark: theme.primary,
      glyph: theme.onPrimary,
      wordmark: theme.text,
    });
    const svg = brandLogoSvg('logo', background);
    expect(svg).toContain(`fill="${theme.primary}"`);
    expect(svg).toContain(`fill="${theme.onPrimary}"`);
    expect(svg).toContain(`stroke="${theme.text}"`);
  });

  it('draws the wordmark only in the logo, not in the mark', () => {
    expect(brandLogoSvg('logo', 'light')).toContain('stroke=');
    expect(brandLogoSvg('mark', 'light')).not.toContain('stroke=');
    expect(brandLogoSvg('mark', 'light')).toContain('viewBox="0 0 48 48"');
  });

  it('needs no font: the SVG has no text element', () => {
    expect(brandLogoSvg('logo', 'dark')).not.toMatch(/<text\b/);
  });
});

describe('the brand files', () => {
  it('offer the mark and the logo for light and dark backgrounds, as SVG and PNG', () => {
    expect(brandFiles().map((file) => file.name)).toEqual([
      'lectern-logo-light.svg',
      'lectern-logo-light.png',
      'lectern-logo-dark.svg',
      'lectern-logo-dark.png',
      'lectern-mark-light.svg',
      'lectern-mark-light.png',
      'lectern-mark-dark.svg',
      'lectern-mark-dark.png',
    ]);
    expect(brandFile('lectern-logo-dark.png')).toMatchObject({
      contentType: 'image/png',
      width: LOGO_SIZES.logo.width * PNG_SCALE,
      height: LOGO_SIZES.logo.height * PNG_SCALE,
    });
    expect(brandFile('lectern-logo.gif')).toBeUndefined();
  });

  it('gives the SVG as written', async () => {
    const file = brandFile('lectern-mark-dark.svg');
    if (!file) throw new Error('no file');
    expect(await brandFileBody(file, rasterizeSvg)).toBe(brandLogoSvg('mark', 'dark'));
  });

  it.each(['light', 'dark'] as const)(
    'draws the %s PNG from the SVG, at its size, in its colours',
    async (background) => {
      const file = brandFile(`lectern-logo-${background}.png`);
      if (!file) throw new Error('no file');
      const body = await brandFileBody(file, rasterizeSvg);
      const image = sharp(body as Uint8Array);
      const metadata = await image.metadata();
      expect(metadata).toMatchObject({
        format: 'png',
        width: file.width,
        height: file.height,
        hasAlpha: true,
      });
      // The middle of the mark's left edge is the brand colour; the corner outside its rounding is clear.
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
      ];
      const hex = themes[background].primary;
      const rgb = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
      expect(pixel(8, file.height / 2)).toEqual([...rgb, 255]);
      expect(pixel(0, 0)[3]).toBe(0);
    },
  );
});

describe('the brand kit integration', () => {
  it('writes every file into the built site', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'brand-kit-'));
    try {
      const done = brandKitFiles().hooks['astro:build:done'] as (options: unknown) => Promise<void>;
      await done({ dir: pathToFileURL(`${dir}/`), logger: { info: () => {} } });
      expect(readdirSync(path.join(dir, 'brand')).sort()).toEqual(
        brandFiles()
          .map((file) => file.name)
          .sort(),
      );
      expect(readFileSync(path.join(dir, 'brand/lectern-mark-light.svg'), 'utf8')).toBe(
        brandLogoSvg('mark', 'light'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
