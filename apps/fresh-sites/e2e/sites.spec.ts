// The other Astro sites of the install check: the one create-lectern wrote with `--search none`, and the
// smallest site of @lectern/astro's README, which lists only astro and @lectern/astro.
import { expect } from '@playwright/test';
import { axeFindings, test } from './axe-test';
import { siteOrigins } from './site-origins';

test('the site with search turned off has no search button, hotkeys or index', async ({ page }) => {
  const site = siteOrigins['no-search-site'];
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(`${site}/en/guide/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Search/ })).toHaveCount(0);
  await page.locator('main h1').click();
  await page.keyboard.press('Control+k');
  await page.keyboard.press('/');
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(fetched.filter((url) => /pagefind|search|dialog/i.test(new URL(url).pathname))).toEqual([]);
  expect((await page.request.get(`${site}/pagefind/pagefind.js`)).status()).toBe(404);
});

test.describe('the smallest site of @lectern/astro’s README', () => {
  const site = siteOrigins['minimal-site'];

  test('renders its home page and guide with the theme, at the address it is published at', async ({
    page,
  }) => {
    await page.goto(`${site}/en/`);
    await expect(page.getByRole('heading', { level: 1, name: 'My library' })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);

    await page.getByRole('banner').getByRole('link', { name: 'Guide' }).click();
    await expect(page).toHaveURL(`${site}/en/guide/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Guide' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Sidebar navigation' })
        .getByRole('link', { name: 'Introduction' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://docs.example.com/en/guide/',
    );
    expect(await axeFindings(page)).toEqual([]);
  });

  test('its settings leave out the API tables switch: it has no API pages, so the switch would change nothing', async ({
    page,
  }) => {
    await page.goto(`${site}/en/guide/`);
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByRole('switch', { name: 'Dark code blocks' })).toBeVisible();
    await expect(settings.getByRole('switch', { name: 'API tables on component pages' })).toHaveCount(0);
  });

  test('its sitemap lists its pages at their published addresses', async ({ request }) => {
    const index = await request.get(`${site}/sitemap-index.xml`);
    expect(index.status()).toBe(200);
    const sitemap = await (await request.get(`${site}/sitemap-0.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual(
      expect.arrayContaining(['https://docs.example.com/en/', 'https://docs.example.com/en/guide/']),
    );
    expect(sitemap).not.toContain('localhost');
  });
});
