import { expect } from '@playwright/test';
import { axeViolations, gotoWithTheme, test, waitForHydration } from './helpers';

const untranslatedNotice = '此页面尚未翻译，以下显示英文原文。';

test.describe('the guide sidebar', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('lists the guide groups in reading order', async ({ page }) => {
    await page.goto('/en/introduction/what-is-lectern/');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText([
      'Introduction',
      'Getting started',
      'Features',
      'Customization',
    ]);
    // Each group's title leads to its section page, which lists the group's pages.
    await expect(sidebar.getByRole('link')).toHaveText([
      'Introduction',
      'What is Lectern?',
      'Sponsors and backers',
      'Help translate',
      'Getting started',
      'Installation',
      'Installing in Astro',
      'Installing in React',
      'Moving from another docs tool',
      'Features',
      'Navigation',
      'Outline',
      'Languages',
      'Search',
      'Redirects',
      'Versions New',
      'Settings and login',
      'Live examples',
      'Components in pages',
      // A badge is part of its link's text.
      'API reference New',
      'Publishing New',
      'Customization',
    ]);
    await expect(sidebar.getByRole('link', { name: 'What is Lectern?' })).toHaveAttribute(
      'href',
      '/en/introduction/what-is-lectern/',
    );
  });

  test('the pager follows the reading order across groups', async ({ page }) => {
    await page.goto('/en/getting-started/react/');
    const pager = page.getByRole('navigation', { name: 'Pager' });
    await expect(pager.getByRole('link', { name: /Previous page.*Installing in Astro/ })).toHaveAttribute(
      'href',
      '/en/getting-started/astro/',
    );
    await expect(
      pager.getByRole('link', { name: /Next page.*Moving from another docs tool/ }),
    ).toHaveAttribute('href', '/en/getting-started/moving-from-another-tool/');
  });

  test('the collapsed Customization group toggles open and closed, and is open on a page inside it', async ({
    page,
  }) => {
    await page.goto('/en/introduction/what-is-lectern/');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    // The title leads to the group's section page; the caret beside it opens and closes the group.
    const toggle = sidebar.getByLabel('Toggle section Customization');
    const group = sidebar.locator('details', { has: page.getByLabel('Toggle section Customization') });
    const packages = sidebar.getByRole('link', { name: 'Theme', exact: true });
    await expect(group).not.toHaveAttribute('open');
    await expect(packages).toBeHidden();

    await toggle.click();
    await expect(group).toHaveAttribute('open', '');
    await expect(packages).toBeVisible();
    await expect(packages).toHaveAttribute('href', '/en/customization/theme/');

    await toggle.click();
    await expect(group).not.toHaveAttribute('open');
    await expect(packages).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(packages).toBeVisible();

    await page.goto('/en/customization/theme/');
    await expect(group).toHaveAttribute('open', '');
    await expect(packages).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('section pages', () => {
  test('a group without a page of its own has one at its folder, listing its pages, in each language', async ({
    page,
  }) => {
    await page.goto('/en/getting-started/installation/');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    await sidebar.getByRole('link', { name: 'Getting started', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/getting-started\/$/);
    await expect(page).toHaveTitle('Getting started | Lectern');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
    const main = page.getByRole('main');
    const listed = main.locator('.lectern-section-list > li');
    await expect(listed.getByRole('link')).toHaveText([
      'Installation',
      'Installing in Astro',
      'Installing in React',
      'Moving from another docs tool',
    ]);
    // Each page with its description; no "Copy page", as the list has no Markdown source.
    await expect(listed.first()).toContainText('Start a documentation site');
    await expect(main.getByRole('button', { name: 'Copy page' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Getting started', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/zh-CN/getting-started/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('快速开始');
    await expect(page.locator('.lectern-section-list > li > a').first()).toHaveText('安装');
  });

  test('an address the redirect table sends elsewhere stays the table’s', async ({ request }) => {
    const response = await request.get('/en/components/data-tables/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
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
    await expect(getStarted).toHaveAttribute('href', '/zh-CN/getting-started/installation/');
    await getStarted.click();
    await expect(page).toHaveURL(/\/zh-CN\/getting-started\/installation\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '安装' })).toBeVisible();
  });

  for (const [path, heading] of [
    ['/zh-CN/introduction/what-is-lectern/', 'Lectern 是什么？'],
    ['/zh-CN/getting-started/installation/', '安装'],
    ['/zh-CN/getting-started/astro/', '在 Astro 中安装'],
    ['/zh-CN/getting-started/moving-from-another-tool/', '从其他文档工具迁移'],
  ] as const) {
    test(`the translated page ${path} has no "not translated yet" notice`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(untranslatedNotice)).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
  }

  test('the guide sidebar is in Chinese, with Chinese links, also on an untranslated page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    for (const path of ['/zh-CN/introduction/what-is-lectern/', '/zh-CN/features/outline/']) {
      await page.goto(path);
      const sidebar = page.getByRole('navigation', { name: '侧边栏导航' });
      await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText([
        '介绍',
        '快速开始',
        '功能',
        '定制',
      ]);
      await expect(sidebar.getByRole('link', { name: '安装', exact: true })).toHaveAttribute(
        'href',
        '/zh-CN/getting-started/installation/',
      );
    }
    const pager = page.getByRole('navigation', { name: '翻页' });
    await expect(pager.getByRole('link', { name: /多语言/ })).toHaveAttribute(
      'href',
      '/zh-CN/features/languages/',
    );
  });

  test('an untranslated page is shown in English with the notice', async ({ page }) => {
    await page.goto('/zh-CN/features/navigation/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('note')).toHaveText(untranslatedNotice);
    await expect(page.getByRole('heading', { level: 1, name: 'Navigation' })).toBeVisible();
  });
});

test.describe('the reference sidebar, generated from its folder', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('lists the reference pages in their order', async ({ page }) => {
    await page.goto('/en/reference/markdown/');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    const links = sidebar.getByRole('link');
    // The group's title leads to its section page (the folder has no page of its own), then its pages.
    await expect(links.first()).toHaveText('Reference');
    await expect(links.nth(1)).toHaveText('Configuration');
    await expect(links).toContainText([
      'Reference',
      'Configuration',
      'Frontmatter',
      'Layouts',
      'Markdown',
      'Packages',
    ]);
    await expect(sidebar.getByRole('link', { name: 'Markdown' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Layouts' })).toHaveAttribute(
      'href',
      '/en/reference/layouts/',
    );
  });
});

test.describe('Help translate', () => {
  test('every page of the in-context mode says so and links to the guide for translators', async ({
    page,
  }) => {
    await page.goto('/eo-UY/features/navigation/');
    const notice = page.locator('[data-in-context-mode]');
    await expect(notice).toContainText('You are helping translate');
    await expect(notice).toContainText('[page.inContextMode]');
    await notice.getByRole('link', { name: /How to contribute a translation/ }).click();
    await expect(page).toHaveURL(/\/en\/introduction\/help-translate\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help translate' })).toBeVisible();
    await expect(page.locator('[data-in-context-mode]')).toHaveCount(0);
  });
});

test.describe('Markdown sources of MDX pages', () => {
  test('have no imports, examples as their source code and API tables as Markdown', async ({ request }) => {
    const text = await (await request.get('/en/components/alert.md')).text();
    expect(text).toMatch(/^# Alert\n/);
    expect(text).not.toContain('components/Example.astro');
    expect(text).not.toContain('<Example');
    expect(text).not.toContain('<ApiTable');
    expect(text).toContain('```tsx title="alert/type.tsx"');
    expect(text).toContain('<Alert type="success" title="Saved">');
    expect(text).toContain('| Prop | Type | Default | Description |');
    // The type as the library writes it, its values in the order declared.
    expect(text).toMatch(
      /\| `type` \| `AlertType` \| `'info'` \| .*One of: `success`, `info`, `warning`, `error`\. \|/,
    );
  });
});

test('the sitemap lists every page of every language, at the public address, without the in-context mode', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain('<loc>https://lectern.dev/zh-CN/getting-started/installation/</loc>');
  expect(sitemap).toContain('<loc>https://lectern.dev/en/features/navigation/</loc>');
  // Shown in English while it is not translated: still a page of the Chinese site, with its menu.
  expect(sitemap).toContain('<loc>https://lectern.dev/zh-CN/features/navigation/</loc>');
  expect(sitemap).not.toContain('localhost');
  expect(sitemap).not.toContain('/eo-UY/');
  expect(sitemap).not.toContain('/404/');
  expect(sitemap).not.toContain('/user/dashboard/');
});

test.describe('the configuration reference', () => {
  const configurationPage = '/en/reference/configuration/';

  test('lists each setting with its type, default and description', async ({ page }) => {
    await page.goto(configurationPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
    const settings = page.getByRole('region', { name: 'Settings' });
    const pattern = settings.getByRole('row', { name: /^editLink\.pattern/ });
    await expect(pattern).toContainText('required');
    await expect(pattern).toContainText("The address of a page's source, with :path standing for");
    await expect(settings.getByRole('row', { name: /^editLink\.text/ })).toContainText('"Edit this page"');
    await expect(settings.getByRole('row', { name: /^appearance/ })).toContainText(
      'boolean | "dark" | "force-dark" | "force-auto"',
    );
    // A named type is described once, in a table of its own.
    await expect(page.getByRole('heading', { level: 3, name: 'NavItem', exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'NavItem fields' }).getByRole('row', { name: /^activeMatch/ }),
    ).toContainText('regular expression');
    await expect(
      page.getByRole('region', { name: 'Frontmatter fields' }).getByRole('row', { name: /^order/ }),
    ).toContainText('sidebar generated from its folder');
    // The integration's options, from their own schema: the theme settings are one row, typed.
    const options = page.getByRole('region', { name: 'Options' });
    await expect(options.getByRole('row', { name: /^config / })).toContainText('LecternUserConfig');
    await expect(options.getByRole('row', { name: /^contentDir/ })).toContainText('"src/content/docs"');
    await expect(options.getByRole('row', { name: /^config\./ })).toHaveCount(0);
  });

  test('the frontmatter reference is generated the same way', async ({ page }) => {
    await page.goto('/en/reference/frontmatter/');
    await expect(
      page.getByRole('region', { name: 'Frontmatter fields' }).getByRole('row', { name: /^layout/ }),
    ).toContainText('"doc"');
    await expect(
      page.getByRole('region', { name: 'HeroAction fields' }).getByRole('row', { name: /^theme/ }),
    ).toContainText('"brand"');
  });

  // Light: every page of the site is checked as it loads, in e2e/every-page.spec.ts.
  for (const theme of ['dark']) {
    test(`the page has no accessibility violations in the ${theme} theme`, async ({ page }) => {
      // The reference is long (every field of every schema): axe takes a good part of a minute on it.
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1400, height: 900 });
      await gotoWithTheme(page, configurationPage, theme);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
