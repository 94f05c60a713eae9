import { expect, type Page } from '@playwright/test';
import { axeViolations, test, waitForHydration } from './helpers';

// The visible effect of each personal setting. The subscriber perks are tested here as an anonymous
// visitor sees them (locked); a logged-in subscriber's perks are tested with a real login in
// accounts.spec.ts. Where a perk's effect is plain CSS on a flag of <html>, the flag is also set by hand
// here to check the styles a subscriber gets on their own.

const DOC_PAGE = '/en/introduction/what-is-lectern/';
const settingsButton = (page: Page) => page.getByRole('button', { name: 'Settings', exact: true });
const settingsPanel = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

/** Opens a page as a first-time visitor on a wide screen, once its islands have hydrated. */
async function open(page: Page, path = DOC_PAGE, width = 1400): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens the settings panel. */
async function openSettings(page: Page): Promise<void> {
  await settingsButton(page).click();
  await expect(settingsPanel(page)).toBeVisible();
}

/** Stores settings before the page loads, as a returning visitor would have them. */
async function storeSettings(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.addInitScript((stored) => {
    const updatedAt = Object.fromEntries(Object.keys(stored).map((name) => [name, 1]));
    localStorage.setItem('lectern-settings', JSON.stringify({ version: 1, values: stored, updatedAt }));
  }, values);
}

test.describe('rail drawer', () => {
  test('is locked for an anonymous visitor, with its reason', async ({ page }) => {
    await open(page);
    await openSettings(page);
    const rail = settingsPanel(page).getByRole('switch', { name: 'Rail drawer' });
    await expect(rail).toBeDisabled();
    await expect(rail).toHaveAccessibleDescription('The rail drawer is a subscriber perk.');
  });

  test('stored for a visitor who is not a subscriber, it changes nothing', async ({ page }) => {
    await storeSettings(page, { railDrawer: true });
    await open(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-rail-drawer');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    expect((await sidebar.boundingBox())?.width).toBeGreaterThan(200);
  });

  test("a subscriber's rail is narrow and widens on hover and on focus (styles of data-rail-drawer)", async ({
    page,
  }) => {
    await open(page);
    await page.evaluate(() => document.documentElement.setAttribute('data-rail-drawer', ''));
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    const main = page.locator('main');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(64);
    const mainLeft = (await main.boundingBox())?.x ?? 0;
    expect(mainLeft).toBeLessThan(100);

    await sidebar.hover();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200);
    // Widened over the content, which does not move.
    expect((await main.boundingBox())?.x).toBe(mainLeft);

    await page.mouse.move(1200, 600);
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(64);
    await page.locator('main h1').click();
    // Tabbing back from the content reaches the sidebar's links, which widen it.
    await sidebar.getByRole('link').first().focus();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200);
  });
});

test.describe('banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Announcement' });

  test('announces on every page, above the navigation bar, with no accessibility violations', async ({
    page,
  }) => {
    await open(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Lectern 0.1 is out');
    await expect(banner(page).getByRole('link', { name: 'Read the release notes' })).toHaveAttribute(
      'href',
      '/en/reference/releases/',
    );
    expect(await axeViolations(page)).toEqual([]);
    // On a Chinese page the banner is named in Chinese, and links within the language.
    await open(page, '/zh-CN/');
    await expect(page.getByRole('region', { name: '公告' }).getByRole('link')).toHaveAttribute(
      'href',
      '/zh-CN/reference/releases/',
    );
  });

  test('closed, it stays closed on every page from the first paint, until brought back in the settings', async ({
    page,
  }) => {
    await open(page);
    const close = banner(page).getByRole('button', { name: 'Close announcement' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    // Focus moves on to the navigation bar rather than being lost with the banner.
    await expect(page.getByRole('link', { name: 'Lectern' }).first()).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('lectern-settings') ?? '{}').values))
      .toMatchObject({ dismissedBanners: ['lectern-0.1'] });

    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const shown = document.querySelector('[data-lectern-banner]')?.checkVisibility();
        (window as unknown as { bannerAtFirstPaint: unknown }).bannerAtFirstPaint = shown;
      });
    });
    await page.goto('/en/components/alert/');
    expect(
      await page.evaluate(() => (window as unknown as { bannerAtFirstPaint: unknown }).bannerAtFirstPaint),
    ).toBe(false);
    await waitForHydration(page);
    await openSettings(page);
    await settingsPanel(page).getByRole('button', { name: 'Show closed banners again' }).click();
    await expect(banner(page)).toBeVisible();
  });
});

test.describe('ads', () => {
  const ad = (page: Page) => page.getByRole('region', { name: 'Sponsor' });

  test('a house ad invites sponsors on doc pages; an anonymous visitor cannot turn it off', async ({
    page,
  }) => {
    await open(page, '/en/components/alert/');
    await expect(ad(page)).toBeVisible();
    await expect(ad(page).getByRole('link', { name: /Sponsor Lectern/ })).toHaveAttribute(
      'href',
      '/en/sponsors/',
    );
    await expect(ad(page)).toContainText('Ad');
    expect(await axeViolations(page)).toEqual([]);
    await openSettings(page);
    const ads = settingsPanel(page).getByRole('switch', { name: 'Ads' });
    await expect(ads).toBeChecked();
    await expect(ads).toBeDisabled();
    await expect(ads).toHaveAccessibleDescription('Turning off ads is a subscriber perk.');
  });

  test('stored as off by a visitor who is not a subscriber, they still show', async ({ page }) => {
    await storeSettings(page, { ads: false });
    await open(page);
    await expect(ad(page)).toBeVisible();
  });

  test("a subscriber's ads off hide the slot (styles of data-ads-off)", async ({ page }) => {
    await open(page);
    await page.evaluate(() => document.documentElement.setAttribute('data-ads-off', ''));
    await expect(ad(page)).toBeHidden();
  });
});

test.describe('quickbar', () => {
  const quickbar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

  /** Opens a page after another, so that the quickbar has a page read last to list. */
  async function openAfterAnother(page: Page): Promise<void> {
    await open(page, '/en/components/alert/');
    await open(page);
    await expect(quickbar(page)).toBeVisible();
  }

  test('lists the pages read last in this browser, and shows only once there are some', async ({ page }) => {
    await open(page, '/en/components/alert/');
    await expect(quickbar(page)).toHaveCount(0);
    await open(page, '/en/components/rating/');
    const recent = quickbar(page).getByRole('list', { name: 'Recent' });
    await expect(recent.getByRole('link')).toHaveText(['Alert']);
    await expect(recent.getByRole('link', { name: 'Alert' })).toHaveAttribute(
      'href',
      '/en/components/alert/',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('turning it off is locked for an anonymous visitor, and stored off it still shows', async ({
    page,
  }) => {
    await storeSettings(page, { quickbar: false });
    await openAfterAnother(page);
    await openSettings(page);
    const toggle = settingsPanel(page).getByRole('switch', { name: 'Quickbar' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription('Turning off the quickbar is a subscriber perk.');
  });

  test("a subscriber's quickbar off hides it (styles of data-quickbar-off)", async ({ page }) => {
    await openAfterAnother(page);
    await page.evaluate(() => document.documentElement.setAttribute('data-quickbar-off', ''));
    await expect(quickbar(page)).toBeHidden();
  });
});

test.describe('pins', () => {
  test('an anonymous visitor has no pin button, and sees pinning locked with its reason', async ({
    page,
  }) => {
    await open(page, '/en/components/alert/');
    await expect(page.getByRole('button', { name: 'Pin this page' })).toBeHidden();
    await openSettings(page);
    const pins = settingsPanel(page).getByRole('switch', { name: 'Pinned pages' });
    await expect(pins).toBeDisabled();
    await expect(pins).toHaveAccessibleDescription('Pinning pages is a subscriber perk.');
  });

  test('pins stored for a visitor who is not a subscriber head neither the sidebar nor the quickbar', async ({
    page,
  }) => {
    await storeSettings(page, { pins: ['/components/rating/'] });
    await open(page, '/en/components/alert/');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    await expect(sidebar.getByRole('heading', { name: 'Pinned pages' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Quick links' }).getByRole('list', { name: 'Pinned' }),
    ).toHaveCount(0);
  });

  test("the pin button shows on a subscriber's doc pages (styles of data-subscriber)", async ({ page }) => {
    await open(page, '/en/components/alert/');
    await page.evaluate(() => document.documentElement.setAttribute('data-subscriber', ''));
    const pin = page.getByRole('button', { name: 'Pin this page' });
    await expect(pin).toBeVisible();
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('inline API tables', () => {
  const apiLink = (page: Page) => page.getByRole('link', { name: 'Alert API: props, events and slots' });
  const propsTable = (page: Page) => page.getByRole('region', { name: 'Props' });

  test('a component page links to its API page, or shows its tables once turned on, from the first paint', async ({
    page,
  }) => {
    await open(page, '/en/components/alert/');
    await expect(apiLink(page)).toHaveAttribute('href', '/en/api/alert/');
    await expect(propsTable(page)).toBeHidden();
    await openSettings(page);
    await settingsPanel(page).getByRole('switch', { name: 'API tables on component pages' }).check();
    await expect(propsTable(page)).toBeVisible();
    await expect(apiLink(page)).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-inline-api-tables', '');
    await expect(propsTable(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a link into the tables (a search result) shows them while the setting is off', async ({ page }) => {
    await open(page, '/en/components/alert/#api-alert-props-closable');
    await expect(page.locator('#api-alert-props-closable')).toBeVisible();
  });

  test('every component on a page of several links to its own API page, in the page language', async ({
    page,
  }) => {
    await open(page, '/zh-CN/components/expansion-panels/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /API：属性、事件和插槽$/ })).toHaveCount(4);
    await expect(
      main.getByRole('link', { name: 'ExpansionPanelTitle API：属性、事件和插槽' }),
    ).toHaveAttribute('href', '/zh-CN/api/expansion-panel-title/');
  });
});

test.describe('composition API examples', () => {
  const form = (page: Page, name: 'composition' | 'props') =>
    page.locator(`[data-example="data-iterator/basic"] [data-example-form="${name}"]`);

  test('an example with a composition form shows it, live, until the visitor turns it off', async ({
    page,
  }) => {
    await open(page, '/en/components/data-iterator/');
    await expect(page.locator('[data-example-live]:not([data-example-ready])')).toHaveCount(0);
    await expect(form(page, 'composition')).toBeVisible();
    await expect(form(page, 'composition')).toContainText('Composition API');
    await expect(form(page, 'props')).toBeHidden();
    const composed = form(page, 'composition');
    await composed.getByRole('button', { name: 'Page 2' }).click();
    await expect(composed.getByRole('status')).toHaveText('6–10 of 12');
    await composed.getByText('Show code').click();
    await expect(composed.locator('pre')).toContainText('DataIteratorPagination');

    await openSettings(page);
    await settingsPanel(page).getByRole('switch', { name: 'Composition API examples' }).uncheck();
    await expect(form(page, 'props')).toBeVisible();
    await expect(form(page, 'props')).toContainText('Props API');
    await expect(form(page, 'composition')).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-composition-off', '');
    await expect(form(page, 'props')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the page's Markdown source gives both forms", async ({ request }) => {
    const markdown = await (await request.get('/en/components/data-iterator.md')).text();
    expect(markdown).toContain('title="data-iterator/basic.tsx"');
    expect(markdown).toContain('title="data-iterator/basic.composition.tsx"');
  });
});

test.describe('developer mode', () => {
  const details = (page: Page) => page.getByRole('button', { name: 'Page details' });

  test("shows a page's source file, frontmatter and build once turned on, from the first paint", async ({
    page,
    request,
  }) => {
    await open(page, '/en/components/alert/');
    await expect(details(page)).toBeHidden();
    await openSettings(page);
    await settingsPanel(page).getByRole('switch', { name: 'Developer mode' }).check();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-developer-mode', '');
    await details(page).click();
    const panel = page.getByRole('dialog', { name: 'Page details' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('src/content/docs/en/components/alert.mdx');
    const { buildId } = await (await request.get('/_lectern/build.json')).json();
    await expect(panel).toContainText(buildId);
    await expect(panel.locator('pre')).toContainText('"title": "Alert"');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});

test.describe('refresh prompt', () => {
  const notice = (page: Page) => page.locator('[data-refresh-notice]');

  /** Opens a page whose clock the test moves, while the site serves `latest` as its newest build. */
  async function openWatching(page: Page, latest: string | undefined) {
    await page.clock.install();
    await page.route('**/_lectern/build.json', async (route) => {
      if (latest === undefined) await route.continue();
      else await route.fulfill({ json: { buildId: latest } });
    });
    await open(page);
  }

  test('the served build is the one the page comes from, so nothing is offered', async ({
    page,
    request,
  }) => {
    await openWatching(page, undefined);
    const { buildId } = await (await request.get('/_lectern/build.json')).json();
    await expect(page.locator('[data-lectern-refresh]')).toHaveAttribute('data-build-id', buildId);
    await page.clock.fastForward('05:01');
    await page.waitForTimeout(200);
    await expect(notice(page)).toBeHidden();
  });

  test('once a newer build is deployed, offers Refresh politely, reachable by keyboard', async ({ page }) => {
    await openWatching(page, 'a-newer-build');
    await expect(notice(page)).toBeHidden();
    await page.clock.fastForward('05:01');
    await expect(notice(page)).toBeVisible();
    const status = page.getByRole('status').filter({ has: notice(page) });
    await expect(status).toContainText('A newer version of this site is available.');
    expect(await axeViolations(page)).toEqual([]);
    const refresh = notice(page).getByRole('button', { name: 'Refresh' });
    await refresh.focus();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
  });

  test('Not now puts it away; with the setting off it never shows', async ({ page }) => {
    await openWatching(page, 'a-newer-build');
    await page.clock.fastForward('05:01');
    await notice(page).getByRole('button', { name: 'Not now' }).click();
    await expect(notice(page)).toBeHidden();
    await page.clock.fastForward('05:01');
    await expect(notice(page)).toBeHidden();

    await storeSettings(page, { refreshPrompt: false });
    await page.reload();
    await waitForHydration(page);
    await page.clock.fastForward('05:01');
    await page.waitForTimeout(200);
    await expect(notice(page)).toBeHidden();
  });
});

test.describe('notifications', () => {
  const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
  const list = (page: Page) => page.getByRole('list', { name: 'Notifications' });

  test('the bell counts the unread ones; the menu lists them newest first, marked', async ({ page }) => {
    await open(page);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
    await expect(bell(page)).toContainText('3');
    await bell(page).click();
    await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(list(page).getByRole('link')).toHaveText([
      /Lectern 0.1 is out/,
      /Search works offline/,
      /Simplified Chinese pages/,
    ]);
    await expect(list(page).getByRole('link').first()).toHaveAccessibleName(/^Unread: Lectern 0.1 is out/);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });

  for (const [width, dir] of [
    [320, 'ltr'],
    [320, 'rtl'],
    [767, 'ltr'],
    [1024, 'ltr'],
    [1024, 'rtl'],
  ] as const) {
    test(`the open menu stays inside the window at ${width} px (${dir})`, async ({ page }) => {
      await open(page, DOC_PAGE, width);
      await page.evaluate((direction) => {
        document.documentElement.dir = direction;
      }, dir);
      await bell(page).click();
      const box = await page.locator('div[id$="-panel"]', { has: list(page) }).boundingBox();
      expect(box).not.toBeNull();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    });
  }

  test('a followed notification is read; Mark all as read reads them all; the settings bring them back', async ({
    page,
  }) => {
    await open(page);
    await bell(page).click();
    await list(page)
      .getByRole('link', { name: /Lectern 0.1 is out/ })
      .click();
    await expect(page).toHaveURL(/\/en\/reference\/releases\/$/);
    await waitForHydration(page);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(page).click();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await page.reload();
    await waitForHydration(page);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await openSettings(page);
    await settingsPanel(page).getByRole('button', { name: 'Mark all notifications as unread' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
  });
});

test.describe('avatar', () => {
  test('an anonymous visitor has no avatar, and a custom avatar locked with its reason', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('img', { name: 'Your avatar' })).toBeHidden();
    await openSettings(page);
    const avatar = settingsPanel(page).getByRole('switch', { name: 'Custom avatar' });
    await expect(avatar).toBeDisabled();
    await expect(avatar).toHaveAccessibleDescription('A custom avatar is a subscriber perk.');
    await expect(settingsPanel(page).getByRole('textbox', { name: 'Avatar image address' })).toHaveCount(0);
  });
});

test('the settings panel with every new control has no accessibility violations', async ({ page }) => {
  await open(page);
  await openSettings(page);
  expect(await axeViolations(page)).toEqual([]);
});
