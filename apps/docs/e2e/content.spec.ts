import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

const untranslatedNotice = 'This page is not translated yet. It is shown in English.';

test.describe('the guide sidebar', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('lists the guide groups in reading order', async ({ page }) => {
    await page.goto('/en/guide/introduction/');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText([
      'Getting started',
      'Features',
      'Reference',
    ]);
    await expect(sidebar.getByRole('link')).toHaveText([
      'What is Lectern?',
      'Getting started',
      'Installing in Astro',
      'Installing in React',
      'Navigation',
      'Outline',
      'Languages',
      'Theming',
      'Redirects',
    ]);
    await expect(sidebar.getByRole('link', { name: 'What is Lectern?' })).toHaveAttribute(
      'href',
      '/en/guide/introduction/',
    );
  });

  test('the pager follows the reading order across groups', async ({ page }) => {
    await page.goto('/en/guide/installation-react/');
    const pager = page.getByRole('navigation', { name: 'Pager' });
    await expect(pager.getByRole('link', { name: /Previous page.*Installing in Astro/ })).toHaveAttribute(
      'href',
      '/en/guide/installation-astro/',
    );
    await expect(pager.getByRole('link', { name: /Next page.*Navigation/ })).toHaveAttribute(
      'href',
      '/en/guide/navigation/',
    );
  });

  test('the collapsed Reference group toggles open and closed, and is open on a page inside it', async ({
    page,
  }) => {
    await page.goto('/en/guide/introduction/');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    const group = sidebar
      .locator('details')
      .filter({ has: page.getByRole('heading', { name: 'Reference' }) });
    const toggle = group.locator('summary');
    const packages = sidebar.getByRole('link', { name: 'Packages' });
    await expect(group).not.toHaveAttribute('open');
    await expect(packages).toBeHidden();

    await toggle.click();
    await expect(group).toHaveAttribute('open', '');
    await expect(packages).toBeVisible();
    await expect(packages).toHaveAttribute('href', '/en/guide/packages/');

    await toggle.click();
    await expect(group).not.toHaveAttribute('open');
    await expect(packages).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(packages).toBeVisible();

    await page.goto('/en/guide/packages/');
    await expect(group).toHaveAttribute('open', '');
    await expect(packages).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('Simplified Chinese', () => {
  test('the home is in Chinese and its "Get started" action leads to the Chinese guide', async ({ page }) => {
    await page.goto('/zh-CN/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lectern 组件库的文档，理应如此。');
    await expect(page.getByRole('heading', { name: 'HTML 优先' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);

    const getStarted = page.getByRole('link', { name: '快速开始' });
    await expect(getStarted).toHaveAttribute('href', '/zh-CN/guide/getting-started/');
    await getStarted.click();
    await expect(page).toHaveURL(/\/zh-CN\/guide\/getting-started\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '快速开始' })).toBeVisible();
  });

  for (const [path, heading] of [
    ['/zh-CN/guide/introduction/', 'Lectern 是什么？'],
    ['/zh-CN/guide/getting-started/', '快速开始'],
    ['/zh-CN/guide/installation-astro/', '在 Astro 中安装'],
  ] as const) {
    test(`the translated page ${path} has no "not translated yet" notice`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(untranslatedNotice)).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
  }

  test('an untranslated page is shown in English with the notice', async ({ page }) => {
    await page.goto('/zh-CN/guide/navigation/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('note')).toHaveText(untranslatedNotice);
    await expect(page.getByRole('heading', { level: 1, name: 'Navigation' })).toBeVisible();
  });
});
