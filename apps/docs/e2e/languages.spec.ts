import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

test.describe('languages', () => {
  test('the root leads to the English home for an English browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await context.close();
  });

  test("the root leads to the Chinese home for a Chinese browser, and the visitor's choice wins after", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh-CN\/$/);
    await page.goto('/en/introduction/what-is-lectern/');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await context.close();
  });

  test('zh-Hans addresses lead to zh-CN', async ({ page }) => {
    await page.goto('/zh-Hans/introduction/what-is-lectern/');
    await expect(page).toHaveURL(/\/zh-CN\/introduction\/what-is-lectern\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('addresses of a disabled language lead to the preferred enabled one', async ({ page }) => {
    await page.goto('/ja/introduction/what-is-lectern/');
    await expect(page).toHaveURL(/\/en\/introduction\/what-is-lectern\/$/);
  });

  test('an address without a language leads to the same page in the preferred language', async ({ page }) => {
    await page.goto('/reference/layouts/');
    await expect(page).toHaveURL(/\/en\/reference\/layouts\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Layouts' })).toBeVisible();
  });

  test('the language menu leads to the same page in another language', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/en/reference/layouts/');
    await waitForHydration(page);
    const menu = page.getByRole('button', { name: 'Change language' });
    await menu.click();
    const chinese = page.getByRole('link', { name: '简体中文' });
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await chinese.click();
    await expect(page).toHaveURL(/\/zh-CN\/reference\/layouts\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('a page not translated yet shows the English content with a notice', async ({ page }) => {
    await page.goto('/zh-CN/reference/layouts/');
    await expect(page.getByRole('note')).toHaveText('此页面尚未翻译，以下显示英文原文。');
    await expect(page.getByRole('heading', { level: 1, name: 'Layouts' })).toBeVisible();
    // Still a page of the Chinese site, with its menu: search engines may list it.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/reference\/layouts\/$/,
    );
  });

  test('the in-context translation mode shows every interface text with its message key', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/eo-UY/reference/layouts/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('navigation', { name: 'Sidebar navigation [sidebar.label]' })).toBeVisible();
    await expect(page.getByText('Edit this page [docFooter.editLink]')).toBeVisible();
  });

  for (const [locale, home, title, link] of [
    ['en', '/en/', 'PAGE NOT FOUND', /Take me home/],
    ['zh-CN', '/zh-CN/', '页面未找到', /返回首页|前往首页/],
  ] as const) {
    test(`an unknown page in ${locale} shows that language's not-found page`, async ({ page }) => {
      const response = await page.goto(`/${locale}/no-such-page/`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByText(title)).toBeVisible();
      await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', home);
    });
  }
});
