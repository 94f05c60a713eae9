import { expect, test } from '@playwright/test';
import { gotoWithTheme } from './helpers';

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

  test('fills the hero with an illustration, draws the feature icons as images and keeps one left edge', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/');
    const illustration = page.getByRole('img', { name: /A documentation page as Lectern draws it/ });
    await expect(illustration).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    const headingBox = await heading.boundingBox();
    const illustrationBox = await illustration.boundingBox();
    // Beside the heading, in the right half.
    expect(illustrationBox?.x ?? 0).toBeGreaterThan(640);
    expect(illustrationBox?.x ?? 0).toBeGreaterThan((headingBox?.x ?? 0) + (headingBox?.width ?? 0));
    // Icons are images of the site's own, not emoji that a font may lack.
    const cards = page.locator('main article, main a[href="/en/reference/layouts/"]');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      // One image shows: the current theme's, of the icon's light, dark and blackguard versions.
      await expect(card.locator('img').filter({ visible: true })).toHaveCount(1);
      expect(await card.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    }
    // The hero, the features and the content below start at the same x.
    const edges = await Promise.all(
      [
        heading,
        cards.first(),
        page.getByRole('heading', { level: 2, name: 'Built for component libraries' }),
      ].map(async (element) => Math.round((await element.boundingBox())?.x ?? -1)),
    );
    expect(new Set(edges).size).toBe(1);
  });

  test('on a phone, shows the heading before the illustration', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/en/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeInViewport();
    const illustration = page.getByRole('img', { name: /A documentation page as Lectern draws it/ });
    const headingBox = await heading.boundingBox();
    const illustrationBox = await illustration.boundingBox();
    expect(illustrationBox?.y ?? 0).toBeGreaterThan((headingBox?.y ?? 0) + (headingBox?.height ?? 0));
  });

  test("draws the illustration and the icons in each theme's own colours", async ({ browser }) => {
    for (const [theme, hero, icon] of [
      ['light', '/home/hero-light.svg', '/home/fast.svg'],
      ['dark', '/home/hero-dark.svg', '/home/fast.svg'],
      ['blackguard', '/home/hero-blackguard.svg', '/home/fast-blackguard.svg'],
    ] as const) {
      // A visitor who chose the theme, each in a browser of their own.
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await gotoWithTheme(page, '/en/', theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const shown = page.locator('main img').filter({ visible: true });
      const sources = await shown.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
      expect(sources, theme).toContain(hero);
      expect(sources, theme).toContain(icon);
      // One image of each pair or triple shows: the hero and three icons.
      expect(sources, theme).toHaveLength(4);
      await context.close();
    }
  });
});
