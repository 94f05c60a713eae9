import { expect, type Page } from '@playwright/test';
import { isOpen, type JobListing, jobListings } from '../src/areas/jobs/jobs-data';
import siteJobsFile from '../src/data/jobs.json' with { type: 'json' };
import fixtureJobsFile from './fixtures/data/jobs.json' with { type: 'json' };
import { axeViolations, fixtureSiteURL, gotoWithTheme, test, waitForHydration } from './helpers';

/** The titles of the listings open at `time`, newest first: what the page must show then. */
const openAt = (listings: readonly JobListing[], time: string) =>
  listings.filter((listing) => isOpen(listing, new Date(time))).map((listing) => listing.title);

const board = (page: Page) => ({
  titles: page.locator('[data-job]:visible h2'),
  count: page.getByRole('status').filter({ hasText: 'open listing' }),
  filters: page.getByRole('form', { name: 'Filter the listings' }),
  location: page.getByLabel('Location'),
  remote: page.getByLabel('Remote only'),
  clear: page.getByRole('button', { name: 'Clear filters' }),
  noneOpen: page.getByText('There are no open listings right now.'),
});

// Every test reads the page at a fixed moment of the visitor's clock: the listings open then are known
// whenever the site was built.
const NOW = '2026-11-25T12:00:00Z';

test.describe('the jobs page of the site', () => {
  const listings = jobListings(siteJobsFile);

  test('shows the site’s open listings, or says that there are none, without filters', async ({ page }) => {
    await page.clock.setFixedTime(new Date(NOW));
    await page.goto('/en/jobs/');
    const { titles, filters, noneOpen, count } = board(page);
    const open = openAt(listings, NOW);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Jobs');
    await expect(titles).toHaveText(open);
    await expect(noneOpen).toBeVisible({ visible: open.length === 0 });
    await expect(filters).toBeVisible({ visible: open.length > 0 });
    await expect(count).toBeVisible({ visible: open.length > 0 });
    // How to list a job is on the page either way.
    await expect(page.getByRole('main')).toContainText('To list a job, add it to');
  });

  test('in Chinese: reached from the Chinese menu, shown in English with the notice', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/zh-CN/sponsors/');
    await waitForHydration(page);
    await page.getByRole('button', { name: '资源' }).click();
    await page.getByRole('link', { name: '招聘' }).click();
    await expect(page).toHaveURL(/\/zh-CN\/jobs\/$/);
    await expect(page.getByRole('note')).toHaveText('此页面尚未翻译，以下显示英文原文。');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Jobs');
  });

  // Light: every page of the site is checked as it loads, in e2e/every-page.spec.ts.
  for (const theme of ['dark']) {
    test(`has no accessibility violations (${theme})`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(NOW));
      await gotoWithTheme(page, '/en/jobs/', theme);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('the job board, with the tests’ listings', () => {
  test.use({ baseURL: fixtureSiteURL });
  const listings = jobListings(fixtureJobsFile);
  test('shows the listings open at the visitor’s time, newest first, each leading to its page', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(NOW));
    await page.goto('/en/jobs/');
    const { titles, count } = board(page);
    const open = openAt(listings, NOW);
    expect(open.length).toBeGreaterThan(2);
    await expect(titles).toHaveText(open);
    await expect(count).toHaveText(`${open.length} open listings`);
    const first = listings.find((listing) => listing.title === open[0]);
    await expect(page.getByRole('link', { name: first?.title })).toHaveAttribute('href', first?.link ?? '');
    // A listing closed before that moment is not shown.
    const closed = listings.filter((listing) => !isOpen(listing, new Date(NOW)));
    expect(closed.length).toBeGreaterThan(0);
    for (const listing of closed) await expect(page.getByText(listing.title)).toBeHidden();
  });

  test('hides a listing that closed after the page was built, by the visitor’s clock', async ({ page }) => {
    const later = '2026-12-20T00:00:00Z';
    const open = openAt(listings, later);
    expect(open.length).toBeLessThan(openAt(listings, NOW).length);
    await page.clock.setFixedTime(new Date(later));
    await page.goto('/en/jobs/');
    const { titles, count } = board(page);
    await expect(titles).toHaveText(open);
    await expect(count).toHaveText(`${open.length} open listings`);
  });

  test('says so, without filters or count, when no listing is open any more', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2030-01-01T00:00:00Z'));
    await page.goto('/en/jobs/');
    const { titles, noneOpen, filters, count } = board(page);
    await expect(titles).toHaveCount(0);
    await expect(noneOpen).toBeVisible();
    await expect(filters).toBeHidden();
    await expect(count).toBeHidden();
    await expect(page.getByText('No open listing matches these filters.')).toBeHidden();
  });

  test('says when no open listing matches the filters', async ({ page }) => {
    await page.clock.setFixedTime(new Date(NOW));
    const open = listings.filter((listing) => isOpen(listing, new Date(NOW)));
    const onSiteOnly = [...new Set(open.map((listing) => listing.location))].find((place) =>
      open.every((listing) => listing.location !== place || !listing.remote),
    );
    expect(onSiteOnly, 'a location with on-site listings only').toBeDefined();
    await page.goto(`/en/jobs/?location=${encodeURIComponent(onSiteOnly ?? '')}&remote=1`);
    const { titles, noneOpen, filters } = board(page);
    await expect(titles).toHaveCount(0);
    await expect(page.getByText('No open listing matches these filters.')).toBeVisible();
    await expect(noneOpen).toBeHidden();
    await expect(filters).toBeVisible();
  });

  test('filters by location and for remote jobs with the keyboard, keeping the filters in the address', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(NOW));
    await page.goto('/en/jobs/');
    const { titles, count, location, remote, clear } = board(page);
    const open = listings.filter((listing) => isOpen(listing, new Date(NOW)));
    const options = [...new Set(open.map((listing) => listing.location))].sort((a, b) => a.localeCompare(b));
    await expect(location.locator('option')).toHaveText(['Any location', ...options]);
    await expect(clear).toBeDisabled();

    // The first location, by arrow key on the focused list.
    await location.focus();
    await page.keyboard.press('ArrowDown');
    const place = options[0] ?? '';
    const inPlace = open.filter((listing) => listing.location === place);
    await expect(titles).toHaveText(inPlace.map((listing) => listing.title));
    await expect(count).toHaveText(`${inPlace.length} of ${open.length} open listings`);
    await expect(page).toHaveURL(`/en/jobs/?location=${encodeURIComponent(place).replace(/%20/g, '+')}`);

    // Remote only, with the space bar.
    await page.keyboard.press('Tab');
    await expect(remote).toBeFocused();
    await page.keyboard.press('Space');
    await expect(remote).toBeChecked();
    const remoteInPlace = inPlace.filter((listing) => listing.remote);
    await expect(titles).toHaveText(remoteInPlace.map((listing) => listing.title));
    await expect(page).toHaveURL(/[?&]remote=1$/);

    // The address brings the same list back.
    await page.reload();
    await expect(location).toHaveValue(place);
    await expect(remote).toBeChecked();
    await expect(titles).toHaveText(remoteInPlace.map((listing) => listing.title));

    // Clearing, from the keyboard, shows every open listing again and empties the query.
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect(titles).toHaveText(open.map((listing) => listing.title));
    await expect(page).toHaveURL(/\/en\/jobs\/$/);
    await expect(location).toBeFocused();
  });

  test('ignores a location in the address that it does not list', async ({ page }) => {
    await page.clock.setFixedTime(new Date(NOW));
    await page.goto('/en/jobs/?location=Atlantis&remote=1');
    const { location, remote, titles } = board(page);
    await expect(location).toHaveValue('');
    await expect(remote).toBeChecked();
    const remoteOpen = listings.filter((listing) => listing.remote && isOpen(listing, new Date(NOW)));
    await expect(titles).toHaveText(remoteOpen.map((listing) => listing.title));
  });

  for (const theme of ['light', 'dark']) {
    test(`has no accessibility violations (${theme})`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(NOW));
      await gotoWithTheme(page, '/en/jobs/?remote=1', theme);
      await waitForHydration(page);
      await expect(board(page).remote).toBeChecked();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
