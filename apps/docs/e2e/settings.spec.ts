import { expect, type Page } from '@playwright/test';
import { axeViolations, test, waitForHydration } from './helpers';

const PAGE = '/en/introduction/what-is-lectern/';
const settingsButton = (page: Page) => page.getByRole('button', { name: 'Settings', exact: true });
const settingsPanel = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });

/** Opens the page as a first-time visitor, with the settings panel open. */
async function openSettings(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(PAGE);
  await waitForHydration(page);
  await settingsButton(page).click();
  await expect(settingsPanel(page)).toBeVisible();
}

test('the settings panel opens from the navigation bar, focused, and closes on Escape back to its button', async ({
  page,
}) => {
  await openSettings(page);
  await expect(settingsButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(settingsPanel(page).getByRole('radio', { name: 'System' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(settingsPanel(page)).toBeHidden();
  await expect(settingsButton(page)).toBeFocused();
});

test('the open settings panel has no accessibility violations', async ({ page }) => {
  await openSettings(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('a theme chosen in the settings shows at once and is there before the first paint after a reload', async ({
  page,
}) => {
  await openSettings(page);
  await settingsPanel(page).getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('switch', { name: 'Appearance' })).toHaveAttribute(
    'title',
    'Switch to light theme',
  );

  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstPaint: unknown }).firstPaint = document.documentElement.dataset.theme;
    });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint)).toBe('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the appearance switch writes the settings document, which the panel shows', async ({ page }) => {
  await openSettings(page);
  await page.keyboard.press('Escape');
  await page.getByRole('switch', { name: 'Appearance' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('lectern-settings') ?? '{}').values?.theme),
    )
    .toBe('dark');
  await settingsButton(page).click();
  await expect(settingsPanel(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
});

test('with / chosen as the search shortcut, / opens search and Ctrl+K does not', async ({ page }) => {
  await openSettings(page);
  await settingsPanel(page).getByRole('radio', { name: '/', exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(settingsPanel(page)).toBeHidden();
  await page.locator('main h1').click();
  await page.keyboard.press('Control+k');
  await page.waitForTimeout(300);
  await expect(searchDialog(page)).toBeHidden();
  await page.keyboard.press('/');
  await expect(searchDialog(page)).toBeVisible();
});

test('right to left chosen in the settings mirrors the page, from the first paint on', async ({ page }) => {
  await openSettings(page);
  await settingsPanel(page).getByRole('radio', { name: 'Right to left' }).check();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('dark code blocks mark the page, and stay after a reload', async ({ page }) => {
  await openSettings(page);
  await settingsPanel(page).getByRole('switch', { name: 'Dark code blocks' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-dark-code', '');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-dark-code', '');
});

test('two tabs stay in step: what is chosen in one shows in the other without a reload', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  await other.goto('/en/features/search/');
  await waitForHydration(other);
  await openSettings(page);
  await settingsPanel(page).getByRole('radio', { name: 'Blackguard' }).check();
  await settingsPanel(page).getByRole('radio', { name: 'Right to left' }).check();
  await settingsPanel(page).getByRole('switch', { name: 'Dark code blocks' }).check();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'blackguard');
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(other.locator('html')).toHaveAttribute('data-dark-code', '');
  await other.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(settingsPanel(other).getByRole('radio', { name: 'Blackguard' })).toBeChecked();
  await settingsPanel(other).getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(settingsPanel(page).getByRole('radio', { name: 'Light' })).toBeChecked();
});

test('a subscriber perk shows locked for an anonymous visitor, with its reason', async ({ page }) => {
  await openSettings(page);
  const ads = settingsPanel(page).getByRole('switch', { name: 'Ads' });
  await expect(ads).toBeDisabled();
  await expect(ads).toHaveAccessibleDescription('Turning off ads is a subscriber perk.');
});

test('a theme kept under the legacy key is carried over into the settings', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lectern-appearance', 'blackguard'));
  await openSettings(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'blackguard');
  await expect(settingsPanel(page).getByRole('radio', { name: 'Blackguard' })).toBeChecked();
});

test("a first-time visitor's page loads neither the settings panel nor the full settings reader until the button is pressed", async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^(SettingsPanel|settings-storage)/.test(name)) loaded.push(name);
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForTimeout(200);
  expect(loaded).toEqual([]);
  await settingsButton(page).click();
  await expect(settingsPanel(page)).toBeVisible();
  expect(loaded.some((name) => name.startsWith('SettingsPanel'))).toBe(true);
});

test('damaged stored settings keep their valid fields, reset the rest, and say so in the console', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'lectern-settings',
      JSON.stringify({
        version: 1,
        values: { theme: 'dark', direction: 'sideways', darkCodeBlocks: true },
        updatedAt: { theme: 1, direction: 1, darkCodeBlocks: 1 },
      }),
    );
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-dark-code', '');
  await expect.poll(() => warnings.join('\n')).toContain('values.direction');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('lectern-settings') ?? '{}'));
  expect(stored.values).toMatchObject({ theme: 'dark', direction: 'ltr', darkCodeBlocks: true });
  expect(stored.updatedAt.direction).toBeUndefined();
});
