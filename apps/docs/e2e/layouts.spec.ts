import { expect, type Page } from '@playwright/test';
import { fixtureSite } from './fixture-site';
import { axeViolations, gotoWithTheme, test, waitForHydration } from './helpers';

/** Each layout and the real page of this site that uses it. */
const pages = {
  doc: '/en/reference/layouts/',
  home: '/en/',
  page: '/en/introduction/sponsors-and-backers/',
  custom: '/en/reference/releases/',
  none: '/en/reference/cheat-sheet/',
} as const;

const chrome = (page: Page) => ({
  navBar: page.getByRole('navigation', { name: 'Main navigation' }),
  sidebar: page.getByRole('navigation', { name: 'Sidebar navigation' }),
  outline: page.getByRole('navigation', { name: 'Table of contents for current page' }),
  pager: page.getByRole('navigation', { name: 'Pager' }),
  footer: page.getByRole('contentinfo'),
  skipLink: page.getByRole('link', { name: 'Skip to content' }),
});

test.describe('every layout on the page that uses it', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('doc: sidebar, content, outline and pager', async ({ page }) => {
    await page.goto(pages.doc);
    const { navBar, sidebar, outline, pager, footer } = chrome(page);
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'doc');
    await expect(navBar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Layouts' })).toHaveAttribute('aria-current', 'page');
    await expect(outline.getByRole('link', { name: 'page', exact: true })).toBeVisible();
    await expect(pager).toBeVisible();
    await expect(footer).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Layouts');
  });

  test('home: hero, then the features, and no sidebar or outline', async ({ page }) => {
    await page.goto(pages.home);
    const { navBar, sidebar, outline, footer } = chrome(page);
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'home');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lectern');
    await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
    const features = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: 'Ships HTML first' }) });
    await expect(features.getByRole('listitem')).toHaveCount(3);
    await expect(navBar).toBeVisible();
    await expect(footer).toBeVisible();
    await expect(sidebar).toHaveCount(0);
    await expect(outline).toHaveCount(0);
  });

  test('page: the content at full width between the navigation bar and the footer', async ({ page }) => {
    await page.goto(pages.page);
    const { navBar, sidebar, outline, pager, footer, skipLink } = chrome(page);
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'page');
    await expect(navBar).toBeVisible();
    await expect(footer).toBeVisible();
    await expect(skipLink).toHaveCount(1);
    await expect(sidebar).toHaveCount(0);
    await expect(outline).toHaveCount(0);
    await expect(pager).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sponsors and backers');
    // The four tiers side by side, across the width a doc page gives its sidebar and outline.
    const tiers = main.getByRole('list').filter({ has: page.getByRole('heading', { name: 'Partner' }) });
    const cards = tiers.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const tops = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    const width = (await tiers.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThan(1000);
  });

  test("a layout of the site's own: its structure inside the navigation bar, sidebar and footer", async ({
    page,
  }) => {
    await page.goto(pages.custom);
    const { navBar, sidebar, outline, pager, footer } = chrome(page);
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'custom');
    await expect(page.locator('[data-unknown-layout]')).toHaveCount(0);
    await expect(navBar).toBeVisible();
    await expect(footer).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Releases' })).toHaveAttribute('aria-current', 'page');
    await expect(outline).toHaveCount(0);
    await expect(pager).toHaveCount(0);

    const main = page.getByRole('main');
    await expect(main.locator('[data-releases]')).toBeVisible();
    // The layout draws the title and its data, with the page's own content (its introduction) inside.
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Releases');
    await expect(main.getByText('The packages are released with')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '@lectern/astro' })).toBeVisible();
  });

  test('false: the content alone, still a whole document', async ({ page }) => {
    await page.goto(pages.none);
    const { navBar, sidebar, outline, pager, footer, skipLink } = chrome(page);
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'none');
    await expect(navBar).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(footer).toHaveCount(0);
    await expect(skipLink).toHaveCount(0);
    await expect(sidebar).toHaveCount(0);
    await expect(outline).toHaveCount(0);
    await expect(pager).toHaveCount(0);

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Cheat sheet | Lectern');
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Lectern cheat sheet');
    await expect(main.getByRole('heading', { level: 2, name: 'Frontmatter' })).toBeVisible();
    await expect(main.getByRole('cell', { name: 'layout', exact: true }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to the reference' })).toHaveAttribute(
      'href',
      '/en/reference/frontmatter/',
    );
    await expect(main.getByRole('button', { name: 'Print' })).toBeVisible();
  });
});

test.describe('the pages of the page, custom and false layouts have no accessibility violations', () => {
  for (const [layout, address] of Object.entries({
    page: pages.page,
    custom: pages.custom,
    none: pages.none,
  })) {
    // Light: every page of the site is checked as it loads, in e2e/every-page.spec.ts.
    for (const theme of ['dark']) {
      test(`${layout} (${address}), ${theme}`, async ({ page }) => {
        // The releases page is the site's longest: hydrated and checked whole, it has taken over 30 s on a
        // busy two-core machine.
        test.slow();
        await gotoWithTheme(page, address, theme);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  test('false, shown untranslated with its notices, keeps every text in a landmark', async ({ page }) => {
    for (const locale of ['zh-CN', 'eo-UY']) {
      await page.goto(pages.none.replace(/^\/en\//, `/${locale}/`));
      await expect(page.getByRole('banner').getByRole('note').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

test.describe('a page naming a layout the site does not have', () => {
  // A whole Astro build of a fixture site: slower than a page test.
  test.setTimeout(120_000);

  test('fails the build, naming the file, the field and the layouts there are', async () => {
    const site = fixtureSite(
      "{ config: { siteTitle: 'Fixture' }, layouts: { changelog: './src/layouts/Changelog.astro' } }",
      {
        'src/layouts/Changelog.astro': '<slot />\n',
        'src/content/docs/en/index.md': '---\ntitle: Home\nlayout: changelog\n---\n\nHome.\n',
        'src/content/docs/en/x.mdx': '---\ntitle: X\nlayout: foo\n---\n\nText.\n',
      },
    );
    try {
      const result = await site.build();
      expect(result.code).not.toBe(0);
      expect(result.output).toContain(
        'src/content/docs/en/x.mdx: layout: unknown layout "foo" (expected doc, home, page, false or one of: changelog)',
      );
      // The registered layout is fine; the problem is the site's, so no stack trace of the code that found it.
      expect(result.output).not.toContain('en/index.md: layout');
      expect(result.output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    } finally {
      site.remove();
    }
  });
});
