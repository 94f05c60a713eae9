import { expect, type Locator } from '@playwright/test';
import { test, waitForHydration } from './helpers';

// Each theme's look at the home page and a doc page, both directions, every width, with axe: the sample
// of e2e/every-page.spec.ts.

/** The horizontal position of an element's left edge. */
async function leftEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not visible');
  return box.x;
}

test('the whole layout mirrors in right-to-left', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/en/reference/layouts/');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
  const main = page.getByRole('main');
  expect(await leftEdge(sidebar)).toBeLessThan(await leftEdge(main));
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
  expect(await leftEdge(sidebar)).toBeGreaterThan(await leftEdge(main));
});

test('the chosen theme survives a reload and is there before the first paint', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/en/introduction/what-is-lectern/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('switch', { name: 'Appearance' });
  await expect(toggle).toHaveAttribute('title', 'Switch to dark theme');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('title', 'Switch to light theme');
  // The choice is kept once the settings writer has loaded (on first use): wait for it before reloading.
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('lectern-settings') ?? '{}').values?.theme),
    )
    .toBe('dark');

  // Record the theme and the page's background the moment the body is parsed, before any island runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      (window as unknown as { firstPaint: unknown }).firstPaint = {
        theme: root.dataset.theme,
        background: getComputedStyle(root).backgroundColor,
      };
    });
  });
  await page.reload();
  const firstPaint = await page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint);
  expect(firstPaint).toEqual({ theme: 'dark', background: 'rgb(18, 18, 18)' });
});

test('the system preference decides while the visitor has not chosen', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
