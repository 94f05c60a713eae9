// The fresh React (Vite) single-page app: MDX pages and a page from data, client-side routes, the theme's
// first-paint script from appearanceScriptPlugin and the search index from searchIndexPlugin.
import { expect, type Page } from '@playwright/test';
import { axeFindings, test } from './axe-test';
import { siteOrigins } from './site-origins';

const app = siteOrigins['react-app'];

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchBox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search' });

/** Opens the app at `/` once React has drawn it, and marks the window to tell a page load from a route change. */
async function openApp(page: Page) {
  await page.goto(`${app}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh React app' })).toBeVisible();
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test.describe('the fresh React app', () => {
  test('renders its MDX pages in the theme’s layout and follows its links without loading a page', async ({
    page,
  }) => {
    await openApp(page);
    await expect(page.getByRole('banner').getByText('Fresh React app')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      'https://example.com/edit/index.mdx',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Guide' }).click();
    await expect(page).toHaveURL(`${app}/guide/install`);
    await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'With pnpm' })).toHaveAttribute(
      'id',
      'with-pnpm',
    );
    expect(await sameDocument(page)).toBe(true);
    const before = await page.locator('html').getAttribute('data-theme');
    await page.getByRole('switch', { name: 'Appearance' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
    expect(await axeFindings(page)).toEqual([]);
  });

  test('index.html sets the theme in its head, before the stylesheet and the app', async ({ request }) => {
    const html = await (await request.get(`${app}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = head.indexOf('<script>');
    expect(inline).toBeGreaterThan(head.indexOf('<meta charset'));
    // The first-paint script: one inline expression that sets `data-theme` on <html>.
    const script = head.slice(inline, head.indexOf('</script>', inline) + '</script>'.length);
    expect(script).toMatch(/^<script>\(\(\)=>\{.*\.dataset\.theme=.*\}\)\(\)\(true\)<\/script>$/s);
    expect(inline).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(inline).toBeLessThan(head.indexOf('<script type="module"'));
  });

  test('has the visitor’s theme on <html> before any of the app’s code runs', async ({ page }) => {
    // Without the app's scripts, whatever is on <html> came from the inline first-paint script.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${app}/`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('#root')).toBeEmpty();

    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.evaluate(() =>
      localStorage.setItem(
        'lectern-settings',
        JSON.stringify({ version: 1, values: { theme: 'blackguard' }, updatedAt: { theme: 1 } }),
      ),
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'blackguard');
    await expect(page.locator('#root')).toBeEmpty();
  });

  test('Ctrl+K opens search, a word of an MDX page finds it, and Enter shows its route', async ({ page }) => {
    await openApp(page);
    await page.locator('main h1').click();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('kaleidoscope');
    const result = dialog(page).getByRole('option', { name: /With pnpm/ });
    await expect(result).toBeVisible();
    await expect(dialog(page).getByText('Installation', { exact: true })).toBeVisible();
    await expect(dialog(page).locator('mark', { hasText: /kaleidoscope/i })).toBeVisible();

    expect(await axeFindings(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(`${app}/guide/install#with-pnpm`);
    await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'With pnpm' })).toBeInViewport();
    // The dialog's onNavigate is the app's router: the route changed, the page was not loaded again.
    expect(await sameDocument(page)).toBe(true);
  });

  test('the search button opens search, and a page given as data is found at its route', async ({ page }) => {
    await openApp(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).fill('deprecated');
    await expect(dialog(page).getByRole('option', { name: /Badge/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${app}/components/badge`);
    await expect(page.getByRole('heading', { level: 1, name: 'Badge' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);

    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('zzyzx');
    await expect(dialog(page).getByText('No results found')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });
});
