// The top bar at every width, in every language: nothing in it overlaps the site's title or another
// item, nothing is cut short, the page never scrolls sideways, and what does not fit is still reachable.
import { expect, test } from '@playwright/test';
import { topBarProblems } from './helpers';

const WIDTHS = [320, 375, 480, 600, 700, 768, 800, 850, 900, 959, 960, 1000, 1024, 1100, 1280, 1440, 1920];

for (const path of ['/en/guide/', '/zh-CN/guide/', '/en/features/navigation/']) {
  test(`the top bar of ${path} never overlaps itself, from 320 to 1920 px`, async ({ page }) => {
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => topBarProblems(page), { message: `at ${width} px` }).toEqual([]);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the top bar never overlaps itself either: what does not fit scrolls in its own box, from 320 to 1920 px', async ({
    page,
  }) => {
    await page.goto('/en/guide/');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect(await topBarProblems(page), `at ${width} px`).toEqual([]);
    }
    // At 768 px the English items do not fit: the last of them is reached by scrolling their box.
    await page.setViewportSize({ width: 768, height: 800 });
    const items = page.locator('[data-nav-bar-items]');
    const reach = await items.evaluate((box) => {
      const overflows = box.scrollWidth > box.clientWidth;
      box.scrollLeft = box.scrollWidth;
      const last = [...box.querySelectorAll('a, button')]
        .filter((control) => control.getBoundingClientRect().width > 0)
        .at(-1)
        ?.getBoundingClientRect();
      const edge = box.getBoundingClientRect();
      // (Whole pixels: scrollWidth and clientWidth are rounded.)
      return { overflows, lastInside: last !== undefined && last.right <= edge.right + 1.5 };
    });
    expect(reach).toEqual({ overflows: true, lastInside: true });
  });
});

test('where the menus do not fit, they are gathered into the menu button, which opens them', async ({
  page,
}) => {
  // At 768 px the English menus do not fit beside the title and the search button; at 800 px, once the
  // search button is its icon alone, they do.
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto('/en/guide/');
  await expect(page.locator('html')).toHaveAttribute('data-nav-fit', 'compact');
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(page.locator('html')).toHaveAttribute('data-nav-fit', 'menu');
  const toggle = page.getByRole('button', { name: 'Site menu' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(
    page
      .locator(`#${await toggle.getAttribute('aria-controls')}`)
      .getByRole('link', { name: 'Guide' })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
});

test('on a first visit, with the banner above the bar, the open menu leaves the bar and its close button uncovered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/en/guide/');
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Site menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // What is drawn at the middle of the close button is the button itself, not the menu over it.
  const onTop = await toggle.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && button.contains(hit);
  });
  expect(onTop).toBe(true);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
