import { readFile } from 'node:fs/promises';
import { contrastRatio, themes } from '@lectern/theme-core';
import { expect } from '@playwright/test';
import { axeViolations, gotoWithTheme, test, waitForHydration } from './helpers';

/** The width and height written in a PNG's header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('the brand kit', () => {
  test('downloading a logo as PNG gives the PNG file, at the size the page states', async ({ page }) => {
    await page.goto('/en/brand/');
    const link = page.getByRole('link', { name: 'Download the logo for dark backgrounds as PNG' });
    await expect(link).toContainText('768 × 192');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('lectern-logo-dark.png');
    const bytes = await readFile((await download.path()) ?? '');
    expect(pngSize(bytes)).toEqual({ width: 768, height: 192 });
  });

  test('downloading a logo as SVG gives the SVG, in the theme’s colours', async ({ page }) => {
    await page.goto('/en/brand/');
    const link = page.getByRole('link', { name: 'Download the logo for light backgrounds as SVG' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('lectern-logo-light.svg');
    const svg = await readFile((await download.path()) ?? '', 'utf8');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(`fill="${themes.light.primary}"`);
    expect(svg).toContain(`stroke="${themes.light.text}"`);
  });

  test('every download is served with its content type', async ({ page, request }) => {
    await page.goto('/en/brand/');
    const links = page.locator('[data-brand-logos] a[download]');
    await expect(links).toHaveCount(8);
    for (const href of await links.evaluateAll((anchors) =>
      anchors.map((a) => a.getAttribute('href') ?? ''),
    )) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toBe(
        href.endsWith('.png') ? 'image/png' : 'image/svg+xml',
      );
    }
  });

  test('shows each theme’s colours and contrast as the theme’s tokens have them', async ({ page }) => {
    await page.goto('/en/brand/');
    const colours = page.locator('[data-theme-colours]');
    for (const [theme, tokens] of Object.entries(themes)) {
      for (const [token, hex] of Object.entries(tokens)) {
        await expect(colours.locator(`tr[data-token="${token}"] td[data-theme-name="${theme}"]`)).toHaveText(
          hex.toLowerCase(),
        );
      }
    }
    const primaryOnBackground = page.locator(
      '[data-theme-contrast] tr[data-pair="onPrimary/primary"] td[data-theme-name="blackguard"]',
    );
    const ratio = contrastRatio(themes.blackguard.onPrimary, themes.blackguard.primary);
    await expect(primaryOnBackground).toContainText(`${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`);
    await expect(page.locator('[data-theme-contrast] td', { hasText: 'fails' })).toHaveCount(0);
  });

  test('is reached from the Resources menu, in Chinese too', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/zh-CN/jobs/');
    await waitForHydration(page);
    await page.getByRole('button', { name: '资源' }).click();
    await page.getByRole('link', { name: '品牌资源' }).click();
    await expect(page).toHaveURL(/\/zh-CN\/brand\/$/);
    await expect(page.getByRole('note')).toHaveText('此页面尚未翻译，以下显示英文原文。');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand kit');
  });

  // Light: every page of the site is checked as it loads, in e2e/every-page.spec.ts.
  for (const theme of ['dark', 'blackguard']) {
    test(`has no accessibility violations (${theme})`, async ({ page }) => {
      await gotoWithTheme(page, '/en/brand/', theme);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
