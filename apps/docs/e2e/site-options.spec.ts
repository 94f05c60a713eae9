import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations, optionsSiteURL, test, waitForHydration } from './helpers';

// The options site (e2e/options-site/) is served under the base path /docs/, with a favicon, head tags,
// a right-to-left language, sidebar badges, translations and slugs, a hidden page, a draft, an edit link
// of its own and a redirect.
const site = `${optionsSiteURL}/docs`;

/** The sidebar's navigation of the page. */
const sidebar = (page: Page) => page.getByRole('navigation', { name: /Sidebar navigation|الشريط/ });
/** The "More" section (a folder without a page of its own, so its title leads to its section page): its caret, and the `<details>` it opens. */
const moreToggle = (nav: Locator) => nav.getByLabel('Toggle section More');
const moreSection = (nav: Locator) =>
  nav.locator('details', { has: nav.page().getByLabel('Toggle section More') });

test.describe('a site under a base path', () => {
  test('every link of every page leads to a page of the site, under the base', async ({ page, request }) => {
    const seen = new Set<string>();
    const queue = [`${site}/en/`];
    while (queue.length > 0) {
      const address = queue.shift() as string;
      if (seen.has(address)) continue;
      seen.add(address);
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
      await page.goto(address);
      const links = await page
        .locator('a[href], link[rel="icon"], img[src]')
        .evaluateAll((elements) =>
          elements.map((element) => (element as HTMLAnchorElement).href || (element as HTMLImageElement).src),
        );
      for (const link of links) {
        const url = new URL(link);
        if (url.origin !== optionsSiteURL) continue;
        expect(url.pathname, `${link} on ${address}`).toMatch(/^\/docs\//);
        url.hash = '';
        if (!seen.has(url.href)) queue.push(url.href);
      }
    }
    // The home, the guide and its pages in both languages, the icon and the image: all reached.
    expect(seen.size).toBeGreaterThan(12);
  });

  test('the language picker and the not-found page send the visitor on under the base', async ({ page }) => {
    await page.goto(`${site}/`);
    await expect(page).toHaveURL(`${site}/en/`);
    await page.goto(`${site}/guide/install/`);
    await expect(page).toHaveURL(`${site}/en/guide/install/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Installing' })).toBeVisible();
  });

  test('an old address lands on its page under the base', async ({ page }) => {
    await page.goto(`${site}/getting-started/`);
    await expect(page).toHaveURL(`${site}/en/guide/install/`);
  });

  test('search finds a page and leads to it under the base', async ({ page }) => {
    await page.goto(`${site}/en/guide/`);
    await page.getByRole('button', { name: 'Search' }).first().click();
    const box = page.getByRole('combobox');
    await box.fill('integration');
    // The result is the section of the page the word is in.
    const result = page.getByRole('option', { name: /Packages/ }).first();
    await expect(result).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${site}/en/guide/install/`));
  });

  test('the menu marks its item by activeMatch, written without the base', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site}/en/guide/more/second/`);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Guide' }),
    ).toHaveAttribute('data-active');
  });
});

test.describe('the head of the pages', () => {
  test('the icon, the site’s tags and the page’s own, and the public address', async ({ page, request }) => {
    await page.goto(`${site}/en/guide/install/`);
    const head = page.locator('head');
    await expect(head.locator('link[rel="icon"]')).toHaveAttribute('href', '/docs/brand.svg');
    expect((await request.get(`${site}/brand.svg`)).ok()).toBe(true);
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1867c0');
    // The page's description replaces the site's: one description.
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'How to install the options site, page by page.',
    );
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://options.example/docs/en/guide/install/',
    );
    await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      'https://options.example/docs/ar/guide/install/',
    );
    await page.goto(`${site}/en/guide/`);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      'Where the guide starts.',
    );
  });

  test('the sitemap lists every page of both languages under the base, and no draft', async ({ request }) => {
    const sitemap = await (await request.get(`${site}/sitemap-0.xml`)).text();
    expect(sitemap).toContain('<loc>https://options.example/docs/en/guide/install/</loc>');
    expect(sitemap).toContain('<loc>https://options.example/docs/ar/guide/install/</loc>');
    expect(sitemap).not.toContain('draft');
    expect(await (await request.get(`${site}/robots.txt`)).text()).toContain(
      'Sitemap: https://options.example/docs/sitemap-index.xml',
    );
  });
});

test.describe('a right-to-left language', () => {
  test('its pages are right to left from the first paint, untranslated content left to right', async ({
    page,
    request,
  }) => {
    // As served, before any script runs.
    const html = await (await request.get(`${site}/ar/guide/`)).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    await page.goto(`${site}/ar/guide/install/`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main [lang="en"][dir="ltr"]')).toContainText('Installing takes one command');
  });

  test('its sidebar shows the translated labels', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site}/ar/guide/`);
    await expect(sidebar(page).getByRole('heading', { name: 'الدليل' })).toBeVisible();
    await expect(sidebar(page).getByText('المزيد', { exact: true })).toBeVisible();
  });

  for (const theme of ['light', 'dark']) {
    test(`a page has no accessibility violations (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme === 'dark' ? 'dark' : 'light' });
      await page.goto(`${site}/ar/guide/`);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('the sidebar from the site options', () => {
  test('an item naming a page by slug takes its title and links it; badges show', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site}/en/guide/`);
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute(
      'href',
      '/docs/en/guide/',
    );
    const install = nav.getByRole('link', { name: 'Installing New' });
    await expect(install).toHaveAttribute('href', '/docs/en/guide/install/');
    await expect(install.locator('.lectern-badge')).toHaveText('New');
    // The section is off the page's branch: closed, its items loaded from the group's tree.
    await moreToggle(nav).click();
    await expect(
      nav.getByRole('link', { name: 'First topic Beta' }).locator('.lectern-badge-warning'),
    ).toHaveText('Beta');
  });

  test('drawn by branch: the page carries its own part; the closed sections fill from the shared tree', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const html = await (await request.get(`${site}/en/guide/install/`)).text();
    // The page's sidebar: its group, and the section off its branch closed and empty.
    const drawn = html.match(/<nav id="lectern-sidebar".*?<\/nav>/s)?.[0] ?? '';
    expect(drawn).toContain('href="/docs/en/guide/install/" aria-current="page"');
    expect(drawn).toMatch(/<a[^>]* href="\/docs\/en\/guide\/more\/"[^>]*>More<\/a><\/p><details>/);
    expect(drawn).not.toContain('/docs/en/guide/more/first/');
    const tree = html.match(/data-sidebar-tree="(\/docs\/_lectern\/sidebar\/[\w-]+\.json)"/)?.[1];
    expect(tree, 'the address of the tree').toBeDefined();
    const treeResponse = await request.get(`${optionsSiteURL}${tree}`);
    expect(treeResponse.status()).toBe(200);
    expect(treeResponse.headers()['content-type']).toContain('application/json');
    expect(((await treeResponse.json()) as { markup: string }).markup).toContain(
      'href="/docs/en/guide/more/first/"',
    );

    // Not loaded while the reader only reads; loaded when the pointer reaches the sidebar, so that opening
    // the section waits for nothing.
    const treeRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/_lectern/sidebar/')) treeRequests.push(sent.url());
    });
    await page.goto(`${site}/en/guide/install/`);
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(1000);
    expect(treeRequests, 'no tree before the reader reaches for the sidebar').toEqual([]);
    const nav = sidebar(page);
    const loaded = page.waitForResponse((response) => response.url().endsWith(tree ?? ''));
    await nav.hover();
    await loaded;
    const requests: string[] = [];
    page.on('request', (sent) => requests.push(sent.url()));
    await expect(moreSection(nav)).not.toHaveAttribute('open');
    await moreToggle(nav).click();
    await expect(nav.getByRole('link', { name: 'First topic Beta' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Second topic' })).toHaveAttribute(
      'href',
      '/docs/en/guide/more/second/',
    );
    expect(requests).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // On the next page of the group the tree comes from the browser's cache; that page's section is open.
    await nav.getByRole('link', { name: 'Second topic' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Second topic' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Second topic' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar(page).getByRole('link', { name: 'First topic Beta' })).toBeVisible();
  });

  test('drawn by branch: a section opened before the tree has loaded fills when it arrives', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_lectern/sidebar/*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site}/en/guide/`);
    const nav = sidebar(page);
    await moreToggle(nav).click();
    await expect(moreSection(nav).locator('ul')).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(nav.getByRole('link', { name: 'Second topic' })).toBeVisible();
    await expect(nav.locator('[aria-busy]')).toHaveCount(0);
  });

  test('the sidebar keeps its place: a section the reader opened is open on the next page at once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site}/en/guide/install/`);
    const nav = sidebar(page);
    const loaded = page.waitForResponse((response) => response.url().includes('/_lectern/sidebar/'));
    await nav.hover();
    await loaded;
    await moreToggle(nav).click();
    await expect(nav.getByRole('link', { name: 'Second topic' })).toBeVisible();

    // On the next page the tree may not load at all: the section is filled from what the tab kept.
    await page.route('**/_lectern/sidebar/*', (route) => route.abort());
    await nav.getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL(`${site}/en/guide/`);
    await expect(moreSection(nav)).toHaveAttribute('open', '');
    await expect(nav.getByRole('link', { name: 'Second topic' })).toBeVisible();

    // Closed again, it stays closed on the next page. (The place is kept when the page is left by the
    // sidebar's behaviour, which loads when the reader reaches the sidebar: wait for it.)
    await nav.hover();
    await expect(nav).toHaveAttribute('data-enhanced', '');
    await moreToggle(nav).click();
    await expect(moreSection(nav)).not.toHaveAttribute('open');
    await nav.getByRole('link', { name: 'Installing New' }).click();
    await expect(page).toHaveURL(`${site}/en/guide/install/`);
    await expect(moreSection(nav)).not.toHaveAttribute('open');
  });

  test('drawn by branch, without JavaScript: every page is reached from the pages of its section', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${site}/en/guide/more/first/`);
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'Second topic' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Installing New' })).toBeVisible();

    // Where the section is closed and empty, its title leads to its section page, which lists its pages.
    await nav.getByRole('link', { name: 'Installing New' }).click();
    await expect(page).toHaveURL(`${site}/en/guide/install/`);
    await expect(nav.getByRole('link', { name: 'Second topic' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'More', exact: true }).click();
    await expect(page).toHaveURL(`${site}/en/guide/more/`);
    await expect(page.getByRole('heading', { level: 1, name: 'More' })).toBeVisible();
    const listed = page.locator('.lectern-section-list > li');
    await expect(listed.getByRole('link')).toHaveText(['First topic', 'Second topic']);
    await expect(listed.first()).toContainText('The first topic, told in a sentence.');
    await expect(listed.first().locator('.lectern-badge-warning')).toHaveText('Beta');
    // Its own sidebar holds the section open, the section's link the current page.
    await expect(nav.getByRole('link', { name: 'More', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Second topic' })).toBeVisible();
    await listed.getByRole('link', { name: 'Second topic' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Second topic' })).toBeVisible();

    // The Arabic section page: an English description keeps its language and direction.
    await page.goto(`${site}/ar/guide/more/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المزيد');
    const description = page.getByText('The first topic, told in a sentence.');
    await expect(description).toHaveAttribute('lang', 'en');
    await expect(description).toHaveAttribute('dir', 'ltr');
    await context.close();
  });

  test('a hidden page is built and linked, but not listed; a draft is neither built nor listed', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site}/en/guide/more/second/`);
    await expect(sidebar(page).getByRole('link', { name: 'Second topic' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Hidden topic' })).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'hidden page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hidden topic' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Not finished' })).toHaveCount(0);
    expect((await request.get(`${site}/en/guide/draft/`)).status()).toBe(404);
  });

  test('a page’s own edit link wins over the site’s pattern', async ({ page }) => {
    await page.goto(`${site}/en/guide/install/`);
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      'https://example.com/options/source/install.md',
    );
    await page.goto(`${site}/en/guide/`);
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      'https://example.com/options/edit/en/guide/index.md',
    );
  });
});
