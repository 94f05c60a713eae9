import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

// The theme's own texts on a Simplified Chinese page come from the theme's zh-CN catalogue: nothing of
// the chrome stays English. (A text that does fall back to English is marked lang="en"; the docs site
// translates every text, so that is tested in the components' unit tests.)
test.describe('the interface of a Simplified Chinese page', () => {
  test.use({ viewport: { width: 1400, height: 900 } });
  const path = '/zh-CN/getting-started/installation/';

  test('is in Chinese: skip link, search, settings, outline, title actions, self-links and the doc footer', async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await waitForHydration(page);

    const chrome = [
      page.getByRole('link', { name: '跳到正文' }),
      page.getByRole('banner').getByRole('button', { name: '搜索' }),
      page.getByRole('button', { name: '设置', exact: true }),
      page.getByRole('navigation', { name: '当前页面的目录' }).getByRole('heading', { name: '本页目录' }),
      page.getByRole('button', { name: '复制页面' }),
      page.getByRole('link', { name: '编辑此页' }),
      page.getByText(/^最后更新于:/),
      // Written into the page by the Markdown features, in the page's language.
      page.getByRole('link', { name: '“环境要求”的永久链接', exact: true }),
    ];
    for (const element of chrome) {
      await expect(element).toHaveCount(1);
      // In the page's language: nothing marks it as English.
      await expect(element).not.toHaveAttribute('lang', /.*/);
    }

    const pager = page.getByRole('navigation', { name: '翻页' });
    await expect(pager.locator('a[rel="prev"]')).toContainText('上一页');
    await expect(pager.locator('a[rel="next"]')).toContainText('下一页');
    // The site's own texts: the Chinese entry of `locales` gives its banner, ad and footer.
    await expect(page.getByRole('region', { name: '公告' })).toContainText('Lectern 0.1 已发布');
    await expect(page.getByRole('region', { name: '赞助' })).toContainText('广告');
    await expect(page.getByRole('region', { name: '赞助' })).toContainText('赞助 Lectern');
    await expect(page.getByRole('contentinfo')).toContainText('基于 MIT 许可证发布。');
  });

  test('on a narrow screen, the local bar stays Chinese once it runs (its island carries its own texts)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: '菜单', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '本页目录' }).click();
    await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
  });

  test('keeps no English text of the theme in the chrome unmarked', async ({ page }) => {
    await page.goto(path);
    const texts = [
      'Search',
      'On this page',
      'Edit this page',
      'Previous page',
      'Next page',
      'Last updated',
      'Skip to content',
      'Copy page',
    ];
    for (const text of texts) await expect(page.getByText(text, { exact: true })).toHaveCount(0);
  });
});
