import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './helpers';

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchBox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search' });
const results = (page: Page) => dialog(page).getByRole('listbox', { name: 'Search results' });

test.use({ viewport: { width: 1400, height: 900 } });

test.describe('search', () => {
  test('opens from the search button, finds pages as the visitor types, and Escape gives the focus back', async ({
    page,
  }) => {
    await page.goto('/en/features/outline/');
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();

    await searchBox(page).fill('sidebar');
    // Results are grouped by page: the guide's Navigation page and the API explorer's Sidebar page, among others.
    const group = results(page)
      .getByRole('group', { name: 'Navigation' })
      .or(results(page).getByRole('group').first())
      .first();
    await expect(group).toBeVisible();
    await expect(group.getByRole('option').first()).toBeVisible();
    await expect(results(page).locator('mark').first()).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('is a modal dialog: the page behind it is inert until it closes', async ({ page }) => {
    await page.goto('/en/features/outline/');
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    expect(await dialog(page).evaluate((element) => element.matches('dialog:modal'))).toBe(true);
    // Under a modal dialog the rest of the page takes no focus.
    expect(
      await page.evaluate(() => {
        const link = document.querySelector<HTMLElement>('main a[href]');
        link?.focus();
        return link !== null && document.activeElement !== link;
      }),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('the page about a word comes first: "sidebar" leads to the Navigation guide', async ({ page }) => {
    await page.goto('/en/');
    await searchButton(page).click();
    await searchBox(page).fill('sidebar');
    // The index loads as search opens: on a busy machine that takes a few seconds.
    await expect(results(page).getByRole('group').first()).toHaveAccessibleName('Navigation', {
      timeout: 15_000,
    });
  });

  // The excerpts the visual review found showed an example's JSX (`}}> <Alert type="success"`), a style
  // object (`gap: 12 }}>`), the theme's own words, a code block's source (`[] }, { file: … });`) and the
  // playground's code. Inline code in the prose (`--packages <folder>`) stays, and so may a `<`.
  const notProse = ['}}', '});', '}, {', '<Alert', 'Copy page', 'Permalink', 'Show code', 'Start from'];
  for (const query of ['saved', 'closing', 'alert', 'configerror', 'edit link', 'pager']) {
    test(`excerpts are the pages' prose, without markup, code or the theme's words: "${query}"`, async ({
      page,
    }) => {
      await page.goto('/en/');
      await searchButton(page).click();
      await searchBox(page).fill(query);
      const options = results(page).getByRole('option');
      await expect(options.first()).toBeVisible({ timeout: 15_000 });
      for (const excerpt of await options.allTextContents()) {
        for (const absent of notProse) expect(excerpt, `an excerpt for "${query}"`).not.toContain(absent);
      }
    });
  }

  test('moves through the results with the arrow keys and opens one with Enter, at its heading', async ({
    page,
  }) => {
    await page.goto('/en/');
    await searchButton(page).click();
    await searchBox(page).fill('collapsible sections');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const active = await searchBox(page).getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    const href = await page.locator(`[id="${active}"]`).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(href).toMatch(/^\/en\/.+#.+/);
  });

  test('says "No results found" when nothing matches, and remembers recent searches', async ({ page }) => {
    await page.goto('/en/features/outline/');
    await searchButton(page).click();
    await searchBox(page).fill('qqqzzzxxq');
    await expect(dialog(page).getByText('No results found')).toBeVisible();

    await searchBox(page).fill('outline');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#|\/outline\//);
    await searchButton(page).click();
    await searchBox(page).fill('');
    await expect(dialog(page).getByText('Recent searches', { exact: true })).toBeVisible();
    await expect(
      dialog(page).getByRole('listbox', { name: 'Recent searches' }).getByRole('option', { name: 'outline' }),
    ).toBeVisible();
  });

  test('finds the API a page shows with <ApiTable>, with no searchApi entry for it', async ({ page }) => {
    await page.goto('/en/features/api-reference/');
    await searchButton(page).click();
    await searchBox(page).fill('modelValue');
    const hit = results(page).getByRole('option', { name: /^v-stepper › prop › modelValue/ });
    await expect(hit).toBeVisible();
    await expect(hit).toHaveAttribute('href', '/en/features/api-reference/#api-vstepper-props-modelValue');
  });

  test('finds a component no page shows at its API page: the page by its name, each prop at its row', async ({
    page,
  }) => {
    await page.goto('/en/');
    await searchButton(page).click();
    await searchBox(page).fill('NavBar');
    const apiPage = results(page)
      .getByRole('option', { name: /^NavBar/ })
      .first();
    await expect(apiPage).toBeVisible();
    await expect(apiPage).toHaveAttribute('href', /^\/en\/api\/theme-nav-bar\/(#.*)?$/);

    await searchBox(page).fill('logoLink');
    const prop = results(page).getByRole('option', { name: /^nav-bar › prop › logoLink/ });
    await expect(prop).toBeVisible();
    await expect(prop).toHaveAttribute('href', '/en/api/theme-nav-bar/#api-navbar-props-logoLink');
    await prop.click();
    await expect(page).toHaveURL(/\/en\/api\/theme-nav-bar\/#api-navbar-props-logoLink$/);
    await expect(page.locator('#api-navbar-props-logoLink')).toBeInViewport();
  });

  test('finds component API entries as typed results, filtered by kind', async ({ page }) => {
    await page.goto('/en/components/alert/');
    await searchButton(page).click();
    await searchBox(page).fill('closable');
    const hit = results(page).getByRole('option', { name: /alert › prop › closable/ });
    await expect(hit).toBeVisible();
    await expect(hit).toHaveAttribute('href', '/en/components/alert/#api-alert-props-closable');

    await dialog(page)
      .getByRole('group', { name: 'Search filters' })
      .getByLabel('Kind')
      .selectOption('event');
    await expect(results(page).getByRole('option', { name: /› prop ›/ })).toHaveCount(0);

    // Pages carry no kind in the index: "Pages" is everything that is not an API entry.
    await dialog(page).getByRole('group', { name: 'Search filters' }).getByLabel('Kind').selectOption('page');
    // The component's page and its page in the API explorer.
    await expect(results(page).getByRole('group', { name: 'Alert' }).first()).toBeVisible();
    await expect(results(page).getByRole('option', { name: /› (prop|event|slot) ›/ })).toHaveCount(0);
  });

  test('?search= in the address opens search with the term', async ({ page }) => {
    await page.goto('/en/features/outline/?search=redirect');
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toHaveValue('redirect');
    await expect(results(page).getByRole('group', { name: 'Redirects' })).toBeVisible();
  });

  test('a Chinese page finds a Chinese word inside a sentence, in the Chinese pages', async ({ page }) => {
    await page.goto('/zh-CN/introduction/what-is-lectern/');
    // The search's own texts are in Chinese there.
    await page.getByRole('banner').getByRole('button', { name: '搜索' }).click();
    const chineseDialog = page.getByRole('dialog', { name: '搜索' });
    await chineseDialog.getByRole('combobox', { name: '搜索' }).fill('侧边栏');
    const chineseResults = chineseDialog.getByRole('listbox', { name: '搜索结果' });
    const option = chineseResults.getByRole('option').first();
    await expect(option).toBeVisible();
    await expect(option).toHaveAttribute('href', /^\/zh-CN\//);
    await expect(chineseResults.locator('mark', { hasText: '侧边栏' }).first()).toBeVisible();
  });
});

test.describe('search hotkeys', () => {
  test('Ctrl+K opens search by default, and / does not', async ({ page }) => {
    await page.goto('/en/features/outline/');
    await page.keyboard.press('/');
    await page.waitForTimeout(300);
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
  });

  test('with / chosen in the settings, / opens search, Ctrl+K does not, and / typed in a field stays text', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('lectern-search-hotkey', 'slash'));
    await page.goto('/en/components/textarea/');
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(300);
    await expect(dialog(page)).toBeHidden();

    // The textarea is a live example's: text typed while React is still taking it over can be reset, so
    // the typing is done again until it stays (what is tested is that "/" in a field stays text).
    const field = page.locator('main textarea').first();
    await waitForHydration(page);
    await expect(async () => {
      await field.fill('');
      await field.click();
      await page.keyboard.type('a/b');
      await expect(field).toHaveValue('a/b', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(dialog(page)).toBeHidden();

    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
  });

  test('a hotkey pressed as the page starts is not lost', async ({ page }) => {
    await page.goto('/en/features/outline/', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
  });

  test('nothing of the index is loaded before search is asked for', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/en/features/outline/');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((url) => url.includes('pagefind'))).toEqual([]);
    await page.keyboard.press('Control+k');
    await searchBox(page).fill('outline');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    expect(fetched.some((url) => url.startsWith('/pagefind/'))).toBe(true);
  });
});
