import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { siteOrigins } from './site-origins';

const astroSite = siteOrigins['astro-site'];

test('a fresh Astro site with @lectern/astro renders its pages with the theme', async ({ page }) => {
  await page.goto(`${astroSite}/en/guide/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Start here' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sidebar navigation' }).getByRole('link', { name: 'Start here' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
  await page.goto(`${astroSite}/en/`);
  await expect(page.getByRole('link', { name: 'Start here' }).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("a fresh Astro site's Markdown page shows a live example and API tables, without imports", async ({
  page,
}) => {
  await page.goto(`${astroSite}/en/guide/components/`);
  const example = page.locator('figure[data-example="counter/basic"]');
  // Clicks before hydration are lost: wait for the example's island to have run.
  await expect(example.locator('astro-island[ssr]')).toHaveCount(0);
  await example.getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(example.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Props' }).getByRole('row', { name: /^start/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /API/ }).locator('.lectern-badge-tip')).toHaveText(
    'New',
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('the fresh Astro site, with search turned off, has no search button, hotkeys or index', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(`${astroSite}/en/guide/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Start here' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Search/ })).toHaveCount(0);
  await page.locator('main h1').click();
  await page.keyboard.press('Control+k');
  await page.keyboard.press('/');
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(fetched.filter((url) => /pagefind|search|dialog/i.test(new URL(url).pathname))).toEqual([]);
  expect((await page.request.get(`${astroSite}/pagefind/pagefind.js`)).status()).toBe(404);
});
