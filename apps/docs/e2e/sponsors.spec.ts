import { expect, type Page } from '@playwright/test';
import { homeStripSponsors, type SponsorsFile, tiersWithSponsors } from '../src/areas/sponsors/sponsors-data';
import siteSponsorsFile from '../src/data/sponsors.json' with { type: 'json' };
import fixtureSponsorsFile from './fixtures/data/sponsors.json' with { type: 'json' };
import { axeViolations, fixtureSiteURL, gotoWithTheme, test, waitForHydration } from './helpers';

/** Every image in `scope` has loaded and has a size (a broken logo has none). */
async function expectImagesLoaded(page: Page, selector: string) {
  const sizes = await page
    .locator(selector)
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
  expect(sizes.length).toBeGreaterThan(0);
  for (const width of sizes) expect(width).toBeGreaterThan(0);
}

/**
 * The sponsors page as `data` calls for: every tier, highest first, with its amount, and its sponsors'
 * logos leading to their sites — or, for a tier with nobody yet, the way to become its first sponsor.
 */
async function expectTiers(page: Page, data: SponsorsFile) {
  await page.goto('/en/sponsors/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sponsors');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(data.tiers.map((tier) => tier.name));
  for (const tier of tiersWithSponsors(data)) {
    const region = main.getByRole('region', { name: tier.name, exact: true });
    await expect(region).toContainText(tier.amount);
    for (const sponsor of tier.sponsors) {
      await expect(region.getByRole('link', { name: sponsor.name })).toHaveAttribute('href', sponsor.link);
    }
    const empty = region.getByText('Nobody sponsors at this tier yet.');
    await expect(empty).toBeVisible({ visible: tier.sponsors.length === 0 });
    if (tier.sponsors.length === 0) {
      await expect(region.getByRole('link')).toHaveCount(1);
      await expect(region.getByRole('link', { name: 'Become the first' })).toHaveAttribute('href', data.join);
    } else {
      await expect(region.getByRole('link')).toHaveCount(tier.sponsors.length);
    }
  }
}

/**
 * The home page's strip as `data` calls for: the logos of the tiers marked for it and a link to all
 * sponsors — or, while those tiers have nobody, what sponsorship pays for and how to become a sponsor.
 */
async function expectStrip(page: Page, data: SponsorsFile, lang: 'en' | 'zh-CN') {
  const texts = {
    en: {
      title: 'Sponsored by',
      all: 'All sponsors and how to become one',
      become: 'Sponsor Lectern',
      how: 'How to become a sponsor',
    },
    'zh-CN': {
      title: '赞助商',
      all: '全部赞助商，以及如何成为赞助商',
      become: '赞助 Lectern',
      how: '如何成为赞助商',
    },
  }[lang];
  const sponsors = homeStripSponsors(data);
  await page.goto(`/${lang}/`);
  const strip = page.getByRole('region', { name: sponsors.length > 0 ? texts.title : texts.become });
  await expect(strip.getByRole('listitem')).toHaveCount(sponsors.length);
  for (const sponsor of sponsors) {
    await expect(strip.getByRole('link', { name: sponsor.name })).toHaveAttribute('href', sponsor.link);
  }
  const more = strip.getByRole('link', { name: sponsors.length > 0 ? texts.all : texts.how });
  await expect(more).toHaveAttribute('href', `/${lang}/sponsors/`);
  if (sponsors.length > 0) {
    await strip.scrollIntoViewIfNeeded();
    await expectImagesLoaded(page, '[data-sponsor-strip] img');
  }
}

test.describe('the sponsors of the site', () => {
  test('the sponsors page shows each tier with its sponsors, or how to become its first', async ({
    page,
  }) => {
    await expectTiers(page, siteSponsorsFile);
  });

  test('the home page’s strip shows the sponsors, or what sponsorship pays for', async ({ page }) => {
    await expectStrip(page, siteSponsorsFile, 'en');
    await expectStrip(page, siteSponsorsFile, 'zh-CN');
  });

  test('the home page’s strip leads to the sponsors page', async ({ page }) => {
    await page.goto('/en/');
    await page.locator('[data-sponsor-strip]').getByRole('link').last().click();
    await expect(page).toHaveURL(/\/en\/sponsors\/$/);
  });
});

test.describe('the sponsors page and strip, with the tests’ sponsors', () => {
  test.use({ baseURL: fixtureSiteURL });

  test('the page lists every tier, highest first, each with its sponsors linking to their sites', async ({
    page,
  }) => {
    await expectTiers(page, fixtureSponsorsFile);
    await page.locator('[data-sponsor-tiers] img').last().scrollIntoViewIfNeeded();
    await expectImagesLoaded(page, '[data-sponsor-tiers] img');
  });

  test('the strip shows the logos of the tiers marked for the home page, in English and Chinese', async ({
    page,
  }) => {
    expect(homeStripSponsors(fixtureSponsorsFile).length).toBeGreaterThan(1);
    await expectStrip(page, fixtureSponsorsFile, 'en');
    await expectStrip(page, fixtureSponsorsFile, 'zh-CN');
  });

  for (const theme of ['light', 'dark']) {
    test(`the page with logos has no accessibility violations (${theme})`, async ({ page }) => {
      await gotoWithTheme(page, '/en/sponsors/', theme);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the home page with logos has no accessibility violations (dark)', async ({ page }) => {
    await gotoWithTheme(page, '/en/', 'dark');
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the sponsors page', () => {
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
    for (const tier of siteSponsorsFile.tiers) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: tier.name }) });
      await expect(card).toContainText(tier.amount);
      await expect(card).toContainText(tier.perks);
    }
  });

  test('in Chinese: the menu in Chinese, the page in English with the notice', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/zh-CN/sponsors/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('note')).toHaveText('此页面尚未翻译，以下显示英文原文。');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Sponsors');
    await waitForHydration(page);
    await page.getByRole('button', { name: '资源' }).click();
    await expect(page.getByRole('link', { name: '赞助商' })).toHaveAttribute('href', '/zh-CN/sponsors/');
  });

  // Light: every page of the site is checked as it loads, in e2e/every-page.spec.ts.
  for (const theme of ['dark']) {
    test(`has no accessibility violations (${theme})`, async ({ page }) => {
      await gotoWithTheme(page, '/en/sponsors/', theme);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
