import { SETTING_TEXTS, USER_SETTING_NAMES } from '@lectern/theme-core';
import { SETTINGS_STORAGE_KEY } from '@lectern/theme-core/dom';
import { expect, type Page, test } from '@playwright/test';

// Issue #9: a reader who only reads downloads no island code. The sidebar and the outline are drawn by
// the server and get their behaviour from the page script; the navigation bar and the local nav hydrate
// when the visitor first reaches into them (`client:reach`), and a click that comes first is not lost.

const docPage = '/en/reference/layouts/';

/** The addresses of every island's component and renderer on the page. */
async function islandCode(page: Page): Promise<string[]> {
  return page
    .locator('astro-island')
    .evaluateAll((islands) =>
      islands.flatMap((island) =>
        ['component-url', 'renderer-url'].map(
          (name) => new URL(island.getAttribute(name) ?? '', location.href).href,
        ),
      ),
    );
}

/** The scripts the page has fetched so far. */
async function fetchedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'img')
      .map((entry) => entry.name),
  );
}

/** Opens the doc page and checks that nothing shifted from its start until it loaded and its scripts ran. */
async function expectNoLayoutShift(page: Page): Promise<void> {
  // A slow device (the CPU four times slower) paints while the HTML still arrives: the bar must not be
  // painted half-drawn and then move as its items come in.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(docPage);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
  expect(shift).toBeLessThan(0.01);
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('a reader who only reads and scrolls fetches no island code, and the outline follows', async ({
    page,
  }) => {
    await page.goto(docPage);
    await page.waitForLoadState('networkidle');
    const outline = page.getByRole('navigation', { name: 'Table of contents for current page' });
    const firstHeading = outline.getByRole('link').nth(1);
    const target = (await firstHeading.getAttribute('href')) ?? '';
    await page
      .locator(target)
      .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 60));
    await expect(firstHeading).toHaveAttribute('aria-current', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Sidebar navigation' }).locator('[aria-current="page"]'),
    ).toBeVisible();
    await page.waitForTimeout(500);
    const code = await islandCode(page);
    expect(code.length).toBeGreaterThan(0);
    expect((await fetchedScripts(page)).filter((url) => code.includes(url))).toEqual([]);
    await expect(page.locator('astro-island[client="reach"]:not([ssr])')).toHaveCount(0);
  });

  test("a reader's first action fetches the page's behaviour without the settings' words", async ({
    page,
  }) => {
    // The words of the settings (descriptions, perk messages) are for the settings panel and the
    // messages of the lenient reader: the scripts a reading page fetches must not carry them.
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    await page.goto(docPage);
    await page.waitForLoadState('networkidle');
    await page.mouse.move(300, 300);
    await page.mouse.move(640, 400, { steps: 5 });
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const scripts = await Promise.all(bodies);
    expect(scripts.join('\n')).toContain(SETTINGS_STORAGE_KEY);
    const words = USER_SETTING_NAMES.map((name) => SETTING_TEXTS[name].description);
    for (const script of scripts) expect(words.filter((text) => script.includes(text))).toEqual([]);
  });

  test('nothing moves as the page loads and its script runs (no layout shift)', async ({ page }) => {
    await expectNoLayoutShift(page);
  });

  for (const [platform, agentPlatform, modifier] of [
    ['MacIntel', 'macOS', '⌘'],
    ['Win32', 'Windows', 'Ctrl'],
  ]) {
    test(`the search button shows ${modifier} K on ${agentPlatform} before the navigation bar hydrates`, async ({
      page,
    }) => {
      await page.addInitScript(
        ([name, agentName]) => {
          Object.defineProperty(Navigator.prototype, 'platform', { get: () => name });
          Object.defineProperty(Navigator.prototype, 'userAgentData', {
            get: () => ({ platform: agentName }),
          });
        },
        [platform, agentPlatform],
      );
      await page.goto(docPage);
      const keys = page.getByRole('banner').getByRole('button', { name: 'Search' }).locator('kbd:visible');
      // What shows, before any island has loaded.
      // biome-ignore lint/performance/useDomNodeTextContent: innerText leaves out what the stylesheet hides, which is the point.
      const shown = await keys.evaluateAll((all) => all.map((key) => (key as HTMLElement).innerText));
      expect(shown).toEqual([modifier, 'K']);
      await expect(page.locator('astro-island[client="reach"]:not([ssr])')).toHaveCount(0);
    });
  }

  test('the search button shows / from the first paint for a visitor who chose it', async ({ page }) => {
    await page.addInitScript(() => {
      const settings = { version: 1, values: { searchHotkey: 'slash' }, updatedAt: { searchHotkey: 1 } };
      localStorage.setItem('lectern-settings', JSON.stringify(settings));
    });
    await page.goto(docPage);
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await expect(button.locator('kbd:visible')).toHaveText(['/']);
    await expect(page.locator('astro-island[client="reach"]:not([ssr])')).toHaveCount(0);
    // Hydrated, the button names the shortcut that works.
    await button.hover();
    await expect(page.locator('astro-island[client="reach"]:not([ssr])')).not.toHaveCount(0);
    await expect(button).toHaveAttribute('aria-keyshortcuts', '/');
    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  });

  test('the pointer over the navigation bar hydrates it, and a menu opened at once opens', async ({
    page,
  }) => {
    await page.goto(docPage);
    const resources = page.getByRole('button', { name: 'Resources' });
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Sponsors', exact: true })).toBeVisible();
    await expect(page.locator('astro-island[client="reach"]:not([ssr])')).not.toHaveCount(0);
  });

  test('Tab into the navigation bar hydrates it, and Enter on a menu opens it', async ({ page }) => {
    await page.goto(docPage);
    const resources = page.getByRole('button', { name: 'Resources' });
    await resources.focus();
    await page.keyboard.press('Enter');
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('on a tablet', () => {
  // The English bar does not fit at 768 px as drawn: it is fitted before the first paint, not after.
  test.use({ viewport: { width: 768, height: 1000 } });

  test('nothing moves as the page loads and its script runs (no layout shift)', async ({ page }) => {
    await expectNoLayoutShift(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test('nothing moves as the page loads and its script runs (no layout shift)', async ({ page }) => {
    await expectNoLayoutShift(page);
  });

  test('a tap on Menu before anything hydrated opens the sidebar, with its behaviour', async ({ page }) => {
    await page.goto(docPage);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    // Closed, the sidebar's links are not even laid out (content-visibility), so the page's first layout
    // on a phone leaves them out; opened, they are drawn.
    const drawn = () =>
      page.locator('#lectern-sidebar [aria-current="page"]').evaluate((link) => link.checkVisibility());
    expect(await drawn()).toBe(false);
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
    await expect(sidebar).toBeInViewport();
    await expect(sidebar.locator('[aria-current="page"]')).toBeFocused();
    expect(await drawn()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sidebar).not.toBeInViewport();
    await expect(menu).toBeFocused();
  });
});
