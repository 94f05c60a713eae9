import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('renders the hero and the feature grid from theme-react', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Lectern/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lectern' })).toBeVisible();
    const grid = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: 'Ships HTML first' }) });
    await expect(grid).toHaveAttribute('data-grid', 'grid-3');
    await expect(grid.getByRole('listitem')).toHaveCount(3);
  });

  test('lays the three features out in three columns on a wide screen and one on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const cards = page.getByRole('listitem');
    const tops = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    await page.setViewportSize({ width: 375, height: 800 });
    const narrowTops = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().top),
    );
    expect(new Set(narrowTops).size).toBe(3);
  });

  test('moves focus to the main content through the skip link', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  for (const theme of ['light', 'dark', 'blackguard']) {
    test(`has no accessibility violations in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('lectern-theme', value), theme);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
