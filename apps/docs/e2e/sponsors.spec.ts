import { expect, type Page, test } from '@playwright/test';
import sponsorsFile from '../src/data/sponsors.json' with { type: 'json' };
import { axeViolations, gotoWithTheme, waitForHydration } from './helpers';

const stripTiers = new Set(sponsorsFile.tiers.filter((tier) => tier.onHome).map((tier) => tier.id));
const stripSponsors = sponsorsFile.sponsors.filter((sponsor) => stripTiers.has(sponsor.tier));

/** Every image in `scope` has loaded and has a size (a broken logo has none). */
async function expectImagesLoaded(page: Page, selector: string) {
  const sizes = await page
    .locator(selector)
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
  expect(sizes.length).toBeGreaterThan(0);
  for (const width of sizes) expect(width).toBeGreaterThan(0);
}

test.describe('the sponsors page', () => {
  test('lists every tier of the data file, highest first, each with its sponsors linking to their sites', async ({
    page,
  }) => {
    await page.goto('/en/sponsors/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sponsors');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(
      sponsorsFile.tiers.map((tier) => tier.name),
    );
    for (const tier of sponsorsFile.tiers) {
      const region = main.getByRole('region', { name: tier.name, exact: true });
      await expect(region).toContainText(tier.amount);
      const own = sponsorsFile.sponsors.filter((sponsor) => sponsor.tier === tier.id);
      await expect(region.getByRole('link')).toHaveCount(own.length);
      for (const sponsor of own) {
        await expect(region.getByRole('link', { name: sponsor.name })).toHaveAttribute('href', sponsor.link);
      }
    }
    await page.locator('[data-sponsor-tiers] img').last().scrollIntoViewIfNeeded();
    await expectImagesLoaded(page, '[data-sponsor-tiers] img');
  });

  test('is reached from the Resources menu and from the page on backing the project', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/en/introduction/sponsors-and-backers/');
    await expect(page.getByRole('main').getByRole('link', { name: 'sponsors page' })).toHaveAttribute(
      'href',
      '/en/sponsors/',
    );
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Resources' }).click();
    await page.getByRole('link', { name: 'Sponsors', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/sponsors\/$/);
  });

  test('the tiers on the page on backing the project come from the same data file', async ({ page }) => {
    await page.goto('/en/introduction/sponsors-and-backers/');
    for (const tier of sponsorsFile.tiers) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: tier.name }) });
      await expect(card).toContainText(tier.amount);
      await expect(card).toContainText(tier.perks);
    }
  });

  test('in Chinese: the menu in Chinese, the page in English with the notice', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/zh-CN/sponsors/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('note')).toHaveText(
      'This page is not translated yet. It is shown in English.',
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Sponsors');
    await waitForHydration(page);
    await page.getByRole('button', { name: '资源' }).click();
    await expect(page.getByRole('link', { name: '赞助商' })).toHaveAttribute('href', '/zh-CN/sponsors/');
  });

  for (const theme of ['light', 'dark']) {
    test(`has no accessibility violations (${theme})`, async ({ page }) => {
      await gotoWithTheme(page, '/en/sponsors/', theme);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('the sponsor strip on the home page', () => {
  test('shows the logos of the tiers marked for the home page and leads to the sponsors page', async ({
    page,
  }) => {
    await page.goto('/en/');
    const strip = page.getByRole('region', { name: 'Sponsored by' });
    await expect(strip.getByRole('listitem')).toHaveCount(stripSponsors.length);
    for (const sponsor of stripSponsors) {
      await expect(strip.getByRole('link', { name: sponsor.name })).toHaveAttribute('href', sponsor.link);
    }
    await strip.scrollIntoViewIfNeeded();
    await expectImagesLoaded(page, '[data-sponsor-strip] img');
    await strip.getByRole('link', { name: 'All sponsors and how to become one' }).click();
    await expect(page).toHaveURL(/\/en\/sponsors\/$/);
  });

  test('speaks Chinese on the Chinese home and links to the Chinese sponsors page', async ({ page }) => {
    await page.goto('/zh-CN/');
    const strip = page.getByRole('region', { name: '赞助商' });
    await expect(strip.getByRole('listitem')).toHaveCount(stripSponsors.length);
    await expect(strip.getByRole('link', { name: '全部赞助商，以及如何成为赞助商' })).toHaveAttribute(
      'href',
      '/zh-CN/sponsors/',
    );
  });

  test('leaves the home page free of accessibility violations (dark)', async ({ page }) => {
    await gotoWithTheme(page, '/en/', 'dark');
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
