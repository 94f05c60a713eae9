import { axeFindings } from '@lectern/tooling/axe';
import { expect } from '@playwright/test';
import { test, waitForHydration } from './helpers';

/** Pages whose demos or text were wider than a 320 px screen (400% zoom of 1280). */
const narrowPages = [
  '/en/components/data-tables/sorting-and-pagination/',
  '/en/components/date-picker/',
  '/en/components/file-input/',
  '/en/components/bottom-navigation/',
  '/en/components/otp-input/',
  '/en/components/rating/',
  '/en/components/carousel/',
  '/en/reference/releases/',
];

// Page after page is checked: axe comes with each page load rather than after it.
test.use({ axePreload: true });

test.describe('page widths', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of narrowPages) {
    test(`${path} does not scroll sideways at 320 px; a wide demo scrolls in its own frame`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      // A frame that scrolls its demo is a named keyboard stop.
      for (const frame of await page
        .locator('[data-example-preview][data-wide]')
        .filter({ visible: true })
        .all()) {
        await expect(frame).toHaveAttribute('tabindex', '0');
        await expect(frame).toHaveAccessibleName('Live example');
      }
    });
  }

  test('the carousels show their slides and controls whole at 320 px, nothing cut inside their box', async ({
    page,
  }) => {
    await page.goto('/en/components/carousel/');
    await waitForHydration(page);
    const cut = await page
      .locator('.ui-carousel, .ui-carousel *:not(.ui-carousel__status)')
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.checkVisibility())
          .filter(
            (element) =>
              element.scrollWidth > element.clientWidth + 1 ||
              element.scrollHeight > element.clientHeight + 1,
          )
          .map(
            (element) =>
              `${element.className}: ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
          ),
      );
    expect(await page.locator('.ui-carousel').count()).toBeGreaterThan(1);
    expect(cut).toEqual([]);
  });
});

for (const width of [320, 375]) {
  test.describe(`scrolling tables at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of [
      '/en/api/alert/',
      '/en/reference/configuration/',
      '/en/getting-started/installation/',
      '/en/brand/',
    ]) {
      test(`${path}: every box that scrolls is reachable by keyboard`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        expect(await axeFindings(page, { only: ['scrollable-region-focusable'] })).toEqual([]);
      });
    }
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the configuration tables fit the column, so every description is read without scrolling', async ({
    page,
  }) => {
    await page.goto('/en/reference/configuration/');
    const boxes = page.locator('section[aria-labelledby^="api-"]');
    expect(await boxes.count()).toBeGreaterThan(10);
    const overflowing = await boxes.evaluateAll((sections) =>
      sections
        .filter((section) => section.scrollWidth > section.clientWidth)
        .map((section) => section.getAttribute('aria-labelledby')),
    );
    expect(overflowing).toEqual([]);
  });

  test('the API tables of a page take the full column, all three alike', async ({ page }) => {
    await page.goto('/en/api/alert/');
    const widths = await page
      .locator('section[aria-labelledby^="api-"] > table')
      .evaluateAll((tables) => tables.map((table) => Math.round(table.getBoundingClientRect().width)));
    expect(widths.length).toBeGreaterThan(1);
    expect(new Set(widths).size).toBe(1);
  });

  test("a doc page's title starts near the top: no row of its own for Copy page", async ({ page }) => {
    await page.goto('/en/getting-started/installation/');
    const top = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h1) => h1.getBoundingClientRect().top);
    // The banner (44) and the bar (64) above it, then the page's own space.
    expect(top).toBeLessThan(200);
  });
});
