// The docs of an older release (v0.1, from the snapshot in versions/0.1) beside the latest (v0.2), as a
// reader moves between them: the version menu, the banner, what search engines are told, and search
// scoped to the version being read.
import { expect, type Page } from '@playwright/test';
import { axeViolations, test, waitForHydration } from './helpers';

test.use({ viewport: { width: 1400, height: 900 } });

const versionMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Change version' });

test.describe('versions', () => {
  test('the version menu lists the versions and leads to the same page in the older one', async ({
    page,
  }) => {
    await page.goto('/en/getting-started/installation/');
    await waitForHydration(page);
    await expect(versionMenu(page)).toHaveText(/v0\.2/);
    await versionMenu(page).click();
    const latest = page.getByRole('link', { name: /^v0\.2/ });
    await expect(latest).toHaveAttribute('aria-current', 'true');
    await expect(latest).toContainText('latest');
    await page.getByRole('link', { name: 'v0.1' }).click();
    await expect(page).toHaveURL(/\/0\.1\/en\/getting-started\/installation\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);
    await expect(versionMenu(page)).toHaveText(/v0\.1/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a page the older version lacks leads to that version's home", async ({ page }) => {
    await page.goto('/en/getting-started/moving-from-another-tool/');
    await waitForHydration(page);
    await versionMenu(page).click();
    await expect(page.getByRole('link', { name: 'v0.1' })).toHaveAttribute('href', '/0.1/en/');
  });

  test("an older version's page says so and links to the same page in the latest", async ({ page }) => {
    await page.goto('/0.1/en/getting-started/installation/');
    const note = page.getByRole('note').filter({ hasText: 'You are reading the docs for v0.1.' });
    await expect(note).toBeVisible();
    await note.getByRole('link', { name: 'See the latest version' }).click();
    await expect(page).toHaveURL(/\/en\/getting-started\/installation\/$/);
    await expect(page.getByRole('note').filter({ hasText: 'You are reading the docs for' })).toHaveCount(0);
  });

  test("search engines are told to skip an older version's pages and are sent to the latest", async ({
    page,
  }) => {
    await page.goto('/0.1/en/getting-started/installation/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://lectern.dev/en/getting-started/installation/',
    );
    await page.goto('/en/getting-started/installation/');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const sitemap = await (await page.request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain('/en/getting-started/installation/');
    expect(sitemap).not.toContain('/0.1/');
  });

  test("search on an older version's page finds that version's pages", async ({ page }) => {
    const indexes: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes('/pagefind/')) indexes.push(pathname);
    });
    await page.goto('/0.1/en/getting-started/installation/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('sidebar');
    const options = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    const hrefs = await options.evaluateAll((found) => found.map((option) => option.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/0\.1\/en\//);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/0\.1\/en\/.+/);
    expect(indexes.length).toBeGreaterThan(0);
    expect(indexes.every((pathname) => pathname.startsWith('/0.1/pagefind/'))).toBe(true);
  });

  test('the switch in the search dialog searches every version, each result naming its version', async ({
    page,
  }) => {
    // Three searches over two indexes, with a page check between: more than the default time under load.
    test.slow();
    const indexes = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('pagefind-entry.json')) indexes.add(pathname);
    });
    await page.goto('/en/getting-started/installation/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('sidebar');
    const listbox = dialog.getByRole('listbox', { name: 'Search results' });
    // The whole answer: the first few results show while the rest load (the list is busy meanwhile).
    const hrefs = async () => {
      await expect(listbox).not.toHaveAttribute('aria-busy', 'true');
      return listbox
        .getByRole('option')
        .evaluateAll((found) => found.map((option) => option.getAttribute('href') ?? ''));
    };
    await expect(listbox.getByRole('option').first()).toBeVisible();
    expect((await hrefs()).some((href) => href.startsWith('/0.1/'))).toBe(false);
    const all = dialog.getByRole('checkbox', { name: 'Search all versions' });
    await expect(all).not.toBeChecked();
    await all.check();
    await expect(listbox.getByRole('group', { name: / v0\.1$/ }).first()).toBeVisible();
    await expect(listbox.getByRole('group', { name: / v0\.2$/ }).first()).toBeVisible();
    const mixed = await hrefs();
    expect(mixed.some((href) => href.startsWith('/0.1/en/'))).toBe(true);
    expect(mixed.some((href) => href.startsWith('/en/'))).toBe(true);
    expect([...indexes].sort()).toEqual([
      '/0.1/pagefind/pagefind-entry.json',
      '/pagefind/pagefind-entry.json',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await all.uncheck();
    await expect(listbox.getByRole('group', { name: / v0\.1$/ })).toHaveCount(0);
    expect((await hrefs()).some((href) => href.startsWith('/0.1/'))).toBe(false);
    // On again: the same results, each once (the other indexes are merged once, not at every turn).
    await all.check();
    await expect(listbox.getByRole('group', { name: / v0\.1$/ }).first()).toBeVisible();
    const again = await hrefs();
    expect(new Set(again).size).toBe(again.length);
    expect(again).toEqual(mixed);
  });

  test('the list of versions and their pages is published for tools', async ({ page }) => {
    const listing = await (await page.request.get('/_lectern/versions.json')).json();
    expect(listing.current).toEqual({ name: '0.2', label: 'v0.2' });
    expect(listing.older).toEqual([expect.objectContaining({ name: '0.1', label: 'v0.1' })]);
    expect(listing.pages['0.1']).toContain('/en/getting-started/installation/');
    expect(listing.pages['0.2']).toContain('/en/getting-started/moving-from-another-tool/');
    expect(listing.pages['0.1']).not.toContain('/en/getting-started/moving-from-another-tool/');
  });

  test('the version lens marks what is newer than the version the reader uses and hides what was removed by then', async ({
    page,
  }) => {
    await page.goto('/en/features/versions/');
    await waitForHydration(page);
    const main = page.getByRole('main');
    // Under the title, from the frontmatter; above the passage, from <Since>.
    const newIn = main.locator('[data-lens-since="0.2"]');
    await expect(newIn.first()).toHaveText('New in 0.2', { useInnerText: true });
    expect(await newIn.count()).toBeGreaterThanOrEqual(2);
    const removed = main.locator('.lectern-since[data-lens-removed="0.2"]');
    await expect(removed).toBeVisible();
    await expect(removed).toContainText('api.since');

    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Settings' });
    const using = panel.getByRole('combobox', { name: 'The version I use' });
    // The site's versions, newest first: the demo library's @since 1.0.0 is after the current version, and
    // no reader uses a release the docs do not document yet.
    await expect(using.getByRole('option')).toHaveText(['The latest', '0.2', '0.1']);
    await using.selectOption('0.1');
    // Newer than 0.1: marked, with the note read out; removed in 0.2: still there for a reader of 0.1.
    await expect(newIn.first()).toHaveAttribute('data-lens-newer', '');
    await expect(newIn.first()).toHaveText('New in 0.2 · after your version', { useInnerText: true });
    await expect(main.locator('.lectern-since[data-lens-since="0.2"]').first()).toHaveAttribute(
      'data-lens-newer',
      '',
    );
    await expect(removed).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await using.selectOption('0.2');
    await expect(newIn.first()).not.toHaveAttribute('data-lens-newer');
    await expect(newIn.first()).toHaveText('New in 0.2', { useInnerText: true });
    await expect(removed).toBeHidden();
    await page.keyboard.press('Escape');

    // The choice is kept: the next page, an API page whose JSDoc says @since 0.2, applies it as it loads.
    await page.goto('/en/api/theme-version-banner/');
    await waitForHydration(page);
    const since = page.getByRole('main').locator('[data-lens-since="0.2"]').first();
    await expect(since).toHaveText('New in 0.2', { useInnerText: true });
    await expect(since).not.toHaveAttribute('data-lens-newer');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Settings' })
      .getByRole('combobox', { name: 'The version I use' })
      .selectOption('0.1');
    await expect(since).toHaveAttribute('data-lens-newer', '');
    await page.reload();
    await expect(page.getByRole('main').locator('[data-lens-since="0.2"]').first()).toHaveAttribute(
      'data-lens-newer',
      '',
    );
  });

  test("the API tables mark what 0.2 changed, found by comparing 0.1's API data, and 0.1 shows its own API", async ({
    page,
  }) => {
    await page.goto('/en/api/fab/');
    await waitForHydration(page);
    const click = page.locator('#api-fab-events-click');
    await expect(click.getByRole('cell').first()).toHaveText('MouseEvent<HTMLButtonElement>');
    const changed = click.locator('[data-lens-changed="0.2"]');
    await expect(changed).toHaveText('Changed in 0.2', { useInnerText: true });
    // The icon, a prop in 0.1's data, is read as a slot now: moved, not removed.
    await expect(page.locator('#api-fab-slots-icon')).toBeVisible();
    await expect(page.locator('#api-fab-props-icon')).toHaveCount(0);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Settings' })
      .getByRole('combobox', { name: 'The version I use' })
      .selectOption('0.1');
    await expect(changed).toHaveText('Changed in 0.2 · after your version', { useInnerText: true });
    await page.keyboard.press('Escape');

    // Version 0.1's pages show its API as it was, with nothing marked against the versions after it.
    await page.goto('/0.1/en/api/fab/');
    const older = page.locator('#api-fab-events-click');
    await expect(older.getByRole('cell').first()).toHaveText('MouseEvent');
    await expect(older.locator('[data-lens-changed]')).toHaveCount(0);
    await expect(page.locator('#api-fab-props-icon')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
