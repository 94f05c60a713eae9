import { fileURLToPath } from 'node:url';
import { readReleases } from '@lectern/astro/loaders';
import { expect } from '@playwright/test';
import { axeViolations, gotoWithTheme, test, waitForHydration } from './helpers';

const address = '/en/reference/releases/';
/** What the page is built from: the repository's packages, changelogs and pending changesets. */
const packages = await readReleases(fileURLToPath(new URL('../../..', import.meta.url)));
const versionsOf = (name: string) => {
  const entry = packages.find((candidate) => candidate.name === name);
  return [
    ...(entry?.upcoming ? [entry.upcoming.version] : []),
    ...(entry?.releases ?? []).map((release) => release.version),
  ];
};

test.describe('the releases page', () => {
  test('lists every published package with each of its versions, newest first, and their notes', async ({
    page,
  }) => {
    await page.goto(address);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(packages.map((entry) => entry.name));
    for (const entry of packages) {
      const section = main.getByRole('region', { name: entry.name, exact: true });
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        versionsOf(entry.name).map((version, index) =>
          index === 0 && entry.upcoming ? new RegExp(`^${version}\\s*Not released yet$`) : version,
        ),
      );
      const notes = [
        ...(entry.upcoming?.sections ?? []),
        ...entry.releases.flatMap((release) => release.sections),
      ].flatMap((section) => section.notes);
      await expect(section.locator('.notes > li')).toHaveCount(notes.length);
    }
  });

  test('filters by package from the keyboard, keeping the choice in the address', async ({ page }) => {
    await page.goto(address);
    await waitForHydration(page);
    const filter = page.getByLabel('Package');
    const status = page.getByRole('status').filter({ hasText: 'Showing' });
    await expect(status).toHaveText(`Showing all ${packages.length} packages`);
    await filter.focus();
    await page.keyboard.press('ArrowDown');
    const first = packages[0]?.name ?? '';
    await expect(filter).toHaveValue(first);
    await expect(page.locator('[data-package]:visible')).toHaveCount(1);
    await expect(page.getByRole('region', { name: first, exact: true })).toBeVisible();
    await expect(status).toHaveText(`Showing ${first}`);
    await expect(page).toHaveURL(`${address}?package=${encodeURIComponent(first)}`);

    await page.reload();
    await expect(filter).toHaveValue(first);
    await expect(page.locator('[data-package]:visible')).toHaveCount(1);

    await filter.focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('[data-package]:visible')).toHaveCount(packages.length);
    await expect(page).toHaveURL(address);
  });

  test('opening a release by its permalink leads to it, even past a filter that hides its package', async ({
    page,
  }) => {
    const [first, second] = packages;
    if (!first || !second) throw new Error('the repository has fewer than two published packages');
    const version = versionsOf(second.name)[0] ?? '';
    await page.goto(`${address}?package=${encodeURIComponent(first.name)}`);
    const release = page
      .getByRole('region', { name: second.name, exact: true })
      .getByRole('link', { name: version });
    await expect(release).toBeHidden();

    // The permalink, as shared: the filter gives way and the release is in view.
    const id = `${second.name
      .replace(/^@/, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .toLowerCase()}-${version}`;
    await page.goto(`${address}?package=${encodeURIComponent(first.name)}#${id}`);
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toBeInViewport();
    await expect(page.getByLabel('Package')).toHaveValue('');
    await expect(page).toHaveURL(`${address}#${id}`);

    // Clicking a version makes the address its permalink.
    await page.goto(address);
    const link = page.getByRole('region', { name: first.name, exact: true }).getByRole('link', {
      name: versionsOf(first.name)[0] ?? '',
    });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${await link.evaluate((node) => node.parentElement?.id)}$`));
  });

  test('in Chinese: the chrome in Chinese, the page in English with the notice', async ({ page }) => {
    await page.goto('/zh-CN/reference/releases/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('note')).toHaveText('此页面尚未翻译，以下显示英文原文。');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(packages.length);
  });

  for (const theme of ['light', 'dark']) {
    test(`has no accessibility violations (${theme})`, async ({ page }) => {
      await gotoWithTheme(page, `${address}?package=${encodeURIComponent(packages[0]?.name ?? '')}`, theme);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
