import { expect, type Page, test } from '@playwright/test';
import { axeViolations, waitForHydration } from './helpers';

// The visible effect of each personal setting. The subscriber perks are tested here as an anonymous
// visitor sees them (locked); their effect for a subscriber needs a logged-in subscriber, which needs the
// site's server (the unit tests of theme-react cover it). Where a perk's effect is plain CSS on a flag of
// <html>, the flag is set by hand to check the styles a subscriber gets.

const DOC_PAGE = '/en/introduction/what-is-lectern/';
const settingsButton = (page: Page) => page.getByRole('button', { name: 'Settings', exact: true });
const settingsPanel = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

/** Opens a page as a first-time visitor on a wide screen, once its islands have hydrated. */
async function open(page: Page, path = DOC_PAGE, width = 1400): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens the settings panel. */
async function openSettings(page: Page): Promise<void> {
  await settingsButton(page).click();
  await expect(settingsPanel(page)).toBeVisible();
}

/** Stores settings before the page loads, as a returning visitor would have them. */
async function storeSettings(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.addInitScript((stored) => {
    const updatedAt = Object.fromEntries(Object.keys(stored).map((name) => [name, 1]));
    localStorage.setItem('lectern-settings', JSON.stringify({ version: 1, values: stored, updatedAt }));
  }, values);
}

test.describe('rail drawer', () => {
  test('is locked for an anonymous visitor, with its reason', async ({ page }) => {
    await open(page);
    await openSettings(page);
    const rail = settingsPanel(page).getByRole('switch', { name: 'Rail drawer' });
    await expect(rail).toBeDisabled();
    await expect(rail).toHaveAccessibleDescription('The rail drawer is a subscriber perk.');
  });

  test('stored for a visitor who is not a subscriber, it changes nothing', async ({ page }) => {
    await storeSettings(page, { railDrawer: true });
    await open(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-rail-drawer');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    expect((await sidebar.boundingBox())?.width).toBeGreaterThan(200);
  });

  test("a subscriber's rail is narrow and widens on hover and on focus (styles of data-rail-drawer)", async ({
    page,
  }) => {
    await open(page);
    await page.evaluate(() => document.documentElement.setAttribute('data-rail-drawer', ''));
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    const main = page.locator('main');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(64);
    const mainLeft = (await main.boundingBox())?.x ?? 0;
    expect(mainLeft).toBeLessThan(100);

    await sidebar.hover();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200);
    // Widened over the content, which does not move.
    expect((await main.boundingBox())?.x).toBe(mainLeft);

    await page.mouse.move(1200, 600);
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(64);
    await page.locator('main h1').click();
    // Tabbing back from the content reaches the sidebar's links, which widen it.
    await sidebar.getByRole('link').first().focus();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200);
  });
});

test('the settings panel with every new control has no accessibility violations', async ({ page }) => {
  await open(page);
  await openSettings(page);
  expect(await axeViolations(page)).toEqual([]);
});
