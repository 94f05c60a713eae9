import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

const docPage = '/en/reference/layouts/';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the site menu opens full screen and closes when the window reaches 768 px', async ({ page }) => {
    await page.goto(docPage);
    await waitForHydration(page);
    const hamburger = page.getByRole('button', { name: 'Site menu' });
    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const screen = page.locator(`#${await hamburger.getAttribute('aria-controls')}`);
    await expect(screen).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Guide' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-nav-screen-open', /.+/);
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(screen).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-nav-screen-open', /.+/);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('button', { name: 'Site menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the site menu closes on Escape and gives focus back to its button', async ({ page }) => {
    await page.goto(docPage);
    await waitForHydration(page);
    const hamburger = page.getByRole('button', { name: 'Site menu' });
    await hamburger.click();
    await page.keyboard.press('Escape');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toBeFocused();
  });

  test('the sidebar opens from Menu, closes on Escape, and focus returns to Menu', async ({ page }) => {
    await page.goto(docPage);
    await waitForHydration(page);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    await expect(sidebar).not.toBeInViewport();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeInViewport();
    await expect(page.locator(':focus')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(sidebar).not.toBeInViewport();
  });

  test('the sidebar closes on a backdrop click', async ({ page }) => {
    await page.goto(docPage);
    await waitForHydration(page);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    // The reader clicks beside the drawer once it is open (a click before lands on the page behind).
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(380, 400);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the outline dropdown closes on an outside click, on Escape and on a heading', async ({ page }) => {
    await page.goto(docPage);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'On this page' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Return to top' })).toBeVisible();
    await page.getByRole('main').click({ position: { x: 20, y: 300 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    const dropdown = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await dropdown.getByRole('link', { name: 'page', exact: true }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/#page$/);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1400, height: 700 } });

  test('the active outline heading follows scrolling', async ({ page }) => {
    await page.goto(docPage);
    await waitForHydration(page);
    const outline = page.getByRole('navigation', { name: 'Table of contents for current page' });
    const current = outline.locator('[aria-current="true"]');
    await expect(current).toHaveCount(0);

    await page.getByRole('heading', { name: 'home', exact: true }).evaluate((heading) => {
      // The heading's top just below the 64 px navigation bar, within the 4 px tolerance.
      window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - 66 });
    });
    await expect(current).toHaveText('home');

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    await expect(current).toHaveText('false');

    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await expect(current).toHaveCount(0);
  });

  test('the sidebar marks the current page and the pager leads on', async ({ page }) => {
    await page.goto(docPage);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    await expect(sidebar.getByRole('link', { name: 'Layouts' })).toHaveAttribute('aria-current', 'page');
    const pager = page.getByRole('navigation', { name: 'Pager' });
    await expect(pager.getByRole('link', { name: /Previous page.*Frontmatter/ })).toHaveAttribute(
      'href',
      '/en/reference/frontmatter/',
    );
    await expect(pager.getByRole('link', { name: /Next page.*Markdown/ })).toHaveAttribute(
      'href',
      '/en/reference/markdown/',
    );
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /\/edit\/main\/apps\/docs\/src\/content\/docs\/en\/reference\/layouts\.mdx$/,
    );
    // The last-updated time of the doc footer (the notifications menu has times of its own).
    await expect(page.getByRole('main').locator('time[datetime]')).toHaveCount(1);
  });

  test('the current section of the top menu is marked', async ({ page }) => {
    await page.goto(docPage);
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: 'Reference' })).toHaveAttribute('data-active', 'true');
    await expect(menu.getByRole('link', { name: 'Guide' })).not.toHaveAttribute('data-active', 'true');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1400, height: 900 } });

  test('a doc page is readable and navigable', async ({ page }) => {
    await page.goto(docPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Layouts' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Frontmatter' }).click();
    await expect(page).toHaveURL(/\/en\/reference\/frontmatter\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frontmatter' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    await expect(page.getByRole('link', { name: /Take me home/ })).toHaveAttribute('href', '/en/');
  });
});
