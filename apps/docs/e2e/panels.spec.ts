import { expect, type Locator, type Page, test } from '@playwright/test';
import { waitForHydration } from './helpers';

// Panels and pages that must fit the window and keep the keyboard on visible things: the settings
// panel, the dashboard, the outline's focus rings, and Tab inside the search dialog and sidebar drawer.

const DOC = '/en/getting-started/installation/';
const WIDTHS = [320, 375, 768, 800, 1024, 1280];
const DIRECTIONS = ['ltr', 'rtl'] as const;

/** Opens a page as a visitor who chose this direction and theme (the settings the head script reads). */
async function openWith(page: Page, path: string, direction: string, theme = 'light'): Promise<void> {
  await page.addInitScript(
    ([dir, chosen]) =>
      localStorage.setItem(
        'lectern-settings',
        JSON.stringify({
          version: 1,
          values: { theme: chosen, direction: dir },
          updatedAt: { theme: 1, direction: 1 },
        }),
      ),
    [direction, theme],
  );
  await page.goto(path);
  await waitForHydration(page);
}

/** The element's box, and whether it lies wholly inside the window. */
async function boxInWindow(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      left: Math.round(box.left),
      right: Math.round(box.right),
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      inside:
        box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight,
    };
  });
}

for (const direction of DIRECTIONS) {
  test(`the settings panel lies wholly inside the window at every width, ${direction}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openWith(page, DOC, direction);
    for (const width of WIDTHS) {
      for (const height of [500, 800]) {
        await page.setViewportSize({ width, height });
        const gear = page.getByRole('button', { name: 'Settings', exact: true });
        await gear.click();
        const panel = page.getByRole('dialog', { name: 'Settings' });
        await expect(panel).toBeVisible();
        const box = await boxInWindow(panel);
        expect({ width, height, ...box }).toMatchObject({ inside: true });
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
    }
  });
}

test('the settings panel closes when Tab leaves it, and focus stays where Tab took it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWith(page, DOC, 'ltr');
  const gear = page.getByRole('button', { name: 'Settings', exact: true });
  await gear.click();
  const panel = page.getByRole('dialog', { name: 'Settings' });
  await expect(panel).toBeVisible();
  for (let step = 0; step < 80; step += 1) {
    const inside = await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);
    if (!inside) break;
    await page.keyboard.press('Tab');
  }
  await expect(panel).toBeHidden();
  await expect(gear).toHaveAttribute('aria-expanded', 'false');
  const focused = await page.evaluate(() => document.activeElement?.tagName);
  expect(focused).not.toBe('BODY');
  await expect(gear).not.toBeFocused();
});

for (const direction of DIRECTIONS) {
  test(`the dashboard sits in the page frame with room on both sides, ${direction}`, async ({ page }) => {
    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openWith(page, '/en/user/dashboard/', direction);
      const heading = await boxInWindow(page.locator('main h1'));
      const control = await boxInWindow(page.getByRole('main').getByRole('radio').first());
      // The page's edge is at least 24 px away, as on the site's other pages.
      for (const box of [heading, control]) {
        expect({ width, ...box }).toMatchObject({ inside: true });
        expect(box.left).toBeGreaterThanOrEqual(24);
        expect(width - box.right).toBeGreaterThanOrEqual(24);
      }
      // Radios and switches are drawn by the theme, not the browser's native look.
      const looks = await page
        .locator('main input[type="radio"], main input[role="switch"]')
        .evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input).appearance));
      expect(looks.length).toBeGreaterThan(0);
      expect(new Set(looks)).toEqual(new Set(['none']));
    }
  });
}

test("the outline's focus rings are not clipped by its scroll box", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openWith(page, DOC, 'ltr');
  const links = page.locator('aside nav a[href^="#"]');
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    await link.focus();
    const room = await link.evaluate((element) => {
      let box = element.parentElement;
      while (box && getComputedStyle(box).overflowY === 'visible') box = box.parentElement;
      if (!box) return { start: 99, end: 99, bottom: 99 };
      const outer = box.getBoundingClientRect();
      const inner = element.getBoundingClientRect();
      const ring =
        Number.parseFloat(getComputedStyle(element).outlineWidth) +
        Number.parseFloat(getComputedStyle(element).outlineOffset);
      return {
        start: inner.left - ring - outer.left,
        end: outer.left + box.clientWidth - (inner.right + ring),
        bottom: box.scrollHeight - (inner.bottom - outer.top + box.scrollTop + ring),
      };
    });
    expect(room.start).toBeGreaterThanOrEqual(0);
    expect(room.end).toBeGreaterThanOrEqual(0);
    expect(room.bottom).toBeGreaterThanOrEqual(0);
  }
});

/** Where each Tab press puts focus: a description, or "invisible" for the body or a hidden element. */
async function tabStops(page: Page, presses: number): Promise<string[]> {
  const stops: string[] = [];
  for (let step = 0; step < presses; step += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body || element === document.documentElement) return 'invisible';
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return 'invisible';
        return `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''}`;
      }),
    );
  }
  return stops;
}

test('Tab cycles through the search dialog without an invisible stop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWith(page, DOC, 'ltr');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Search' }).fill('sidebar');
  await expect(dialog.getByRole('listbox').getByRole('option').first()).toBeVisible();
  const stops = await tabStops(page, 16);
  expect(stops).not.toContain('invisible');
  const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
  expect(inside).toBe(true);
});

test('Tab cycles through the sidebar drawer without an invisible stop', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await openWith(page, DOC, 'ltr');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const sidebar = page.locator('#lectern-sidebar, [data-sidebar]').first();
  await expect(sidebar).toBeVisible();
  const count = await sidebar.locator('a[href], summary, button').count();
  const stops = await tabStops(page, count + 4);
  expect(stops).not.toContain('invisible');
});
