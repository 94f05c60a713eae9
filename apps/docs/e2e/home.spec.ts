import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('renders the hero, its actions and the feature grid', async ({ page }) => {
    await page.goto('/en/');
    await expect(page).toHaveTitle(/Lectern/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lectern');
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/en/getting-started/installation/',
    );
    const grid = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: 'Ships HTML first' }) });
    await expect(grid).toHaveAttribute('data-grid', 'grid-3');
    await expect(grid.getByRole('listitem')).toHaveCount(3);
  });

  test('lays three features out in three columns on a wide screen and one on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/');
    const cards = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: 'Ships HTML first' }) })
      .getByRole('listitem');
    const tops = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    await page.setViewportSize({ width: 375, height: 800 });
    const narrowTops = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(narrowTops).size).toBe(3);
  });

  test('leads from the root address to the English home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('moves focus to the main content through the skip link', async ({ page }) => {
    await page.goto('/en/');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
