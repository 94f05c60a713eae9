import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations, test } from './helpers';

// First-visit polish: no empty quickbar box above a doc page's title, the title sharing its row with the
// pin button and "Copy page", and search excerpts without the theme's own words or raw code.

const docPage = '/en/getting-started/installation/';
const quickbar = (page: Page) => page.locator('[data-lectern-quickbar]');
const title = (page: Page) => page.locator('main h1');
const copyPage = (page: Page) => page.getByRole('button', { name: 'Copy page' });
const pinButton = (page: Page) => page.getByRole('button', { name: 'Pin this page' });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/**
 * Records, as the parser reaches them and before any of the page's scripts run, whether the quickbar is to
 * show (`data-quickbar-filled` on <html>) and where the title is: what the first paint shows.
 */
async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { quickbarFilled?: boolean; titleTop?: number } = {};
    (window as unknown as { firstPaint: typeof seen }).firstPaint = seen;
    new MutationObserver((_records, observer) => {
      if (seen.quickbarFilled === undefined && document.querySelector('[data-lectern-quickbar]'))
        seen.quickbarFilled = document.documentElement.hasAttribute('data-quickbar-filled');
      const heading = document.querySelector('main h1');
      if (heading) {
        seen.titleTop = heading.getBoundingClientRect().top;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

async function firstPaint(page: Page): Promise<{ quickbarFilled?: boolean; titleTop?: number }> {
  return page.evaluate(() => (window as unknown as { firstPaint: object }).firstPaint);
}

/** Moves the pointer, then waits until the page's effects have run: they remember the page as read. */
async function effectsRan(page: Page, path: string): Promise<void> {
  // A page counts as read once the reader does something on it.
  await page.mouse.move(5, 300);
  await page.mouse.move(10, 310);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lectern-recent-pages') ?? ''))
    .toContain(path);
}

/** The layout shift of the page since it started loading (0: nothing moved). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
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
}

/** Opens pages in a chosen reading direction (the visitor's setting, applied before the first paint). */
async function readRightToLeft(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const now = Date.now();
    const settings = { version: 1, values: { direction: 'rtl' }, updatedAt: { direction: now } };
    localStorage.setItem('lectern-settings', JSON.stringify(settings));
  });
}

test.describe('the quickbar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a first visit shows none: no box and no room for one, from the first paint, on a reload too', async ({
    page,
  }) => {
    await recordFirstPaint(page);
    await page.goto(docPage);
    await effectsRan(page, docPage);
    expect((await firstPaint(page)).quickbarFilled).toBe(false);
    await expect(quickbar(page)).toBeHidden();
    expect(await quickbar(page).boundingBox()).toBeNull();
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
    // The title is the first thing in the content column.
    const main = await boxOf(page.locator('main'));
    expect((await boxOf(title(page))).y - main.y).toBeLessThan(64);

    // Read again: the page itself is not listed, so there is still nothing to show.
    await page.reload();
    await effectsRan(page, docPage);
    expect((await firstPaint(page)).quickbarFilled).toBe(false);
    await expect(quickbar(page)).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a returning visitor sees the pages read last from the first paint, and nothing moves', async ({
    page,
  }) => {
    await page.goto(docPage);
    await effectsRan(page, docPage);
    await recordFirstPaint(page);
    await page.goto('/en/components/alert/');
    await effectsRan(page, '/en/components/alert/');
    const painted = await firstPaint(page);
    expect(painted.quickbarFilled).toBe(true);
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('list', { name: 'Recent' }).getByRole('link')).toHaveText(['Installation']);
    // The bar has no search button of its own: the navigation bar's is on every page.
    await expect(bar.getByRole('button')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect((await boxOf(title(page))).y).toBe(painted.titleTop);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the title row', () => {
  for (const width of [768, 1024, 1280]) {
    for (const direction of ['ltr', 'rtl'] as const) {
      test(`at ${width} px, ${direction}: the title, the pin button and Copy page share one row, the buttons at its end`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        if (direction === 'rtl') await readRightToLeft(page);
        await page.goto('/en/components/data-tables/sorting-and-pagination/');
        await effectsRan(page, '/en/components/data-tables/sorting-and-pagination/');
        await page.evaluate(() => document.documentElement.setAttribute('data-subscriber', ''));
        await expect(pinButton(page)).toBeVisible();
        await expect(copyPage(page)).toBeVisible();
        const heading = await boxOf(title(page));
        const pin = await boxOf(pinButton(page));
        const copy = await boxOf(copyPage(page));
        const row = await boxOf(page.locator('.lectern-title-row'));
        const middle = (box: Box) => box.y + box.height / 2;
        // One row: each button lies within the title's first line.
        for (const button of [pin, copy]) {
          expect(button.y).toBeGreaterThanOrEqual(heading.y - 4);
          expect(middle(button)).toBeLessThan(heading.y + 48);
        }
        const end = (box: Box) => (direction === 'ltr' ? box.x + box.width : row.width - (box.x - row.x));
        const start = (box: Box) => (direction === 'ltr' ? box.x : row.width - (box.x + box.width - row.x));
        // Title, then the pin button, then Copy page, reading in the page's direction; nothing overlaps.
        expect(end(heading)).toBeLessThanOrEqual(start(pin) + 0.5);
        expect(end(pin)).toBeLessThanOrEqual(start(copy) + 0.5);
        expect(Math.abs(end(copy) - end(row))).toBeLessThan(1);
      });
    }
  }

  for (const width of [320, 375]) {
    for (const direction of ['ltr', 'rtl'] as const) {
      test(`at ${width} px, ${direction}: the buttons go under the title, at its start`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        if (direction === 'rtl') await readRightToLeft(page);
        await page.goto(docPage);
        await effectsRan(page, docPage);
        await expect(copyPage(page)).toBeVisible();
        const heading = await boxOf(title(page));
        const copy = await boxOf(copyPage(page));
        expect(copy.y).toBeGreaterThanOrEqual(heading.y + heading.height);
        if (direction === 'ltr') expect(Math.abs(copy.x - heading.x)).toBeLessThan(1);
        else expect(Math.abs(copy.x + copy.width - (heading.x + heading.width))).toBeLessThan(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      });
    }
  }

  test('the title comes first on a narrow screen too, with no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/en/components/alert/');
    await effectsRan(page, '/en/components/alert/');
    const main = await boxOf(page.locator('main'));
    expect((await boxOf(title(page))).y - main.y).toBeLessThan(64);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('search excerpts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /**
   * The theme's own words inside pages: permalinks, the title row's buttons (a text of their own, which
   * the index ends with a full stop; prose may name the “Copy page” button), link hints, notices. (The
   * configuration reference quotes the self-link's text as written, `{text}` and all: that is its own.)
   */
  const themeWords =
    /Permalink to “(?!\{text\})|Copy page\.|Pin this page\.|opens in a new tab|This page is not translated yet/;
  /** Code: a tag, a JSX expression or style object, the end of a call or of an element's props. */
  const markup = /<\/?[A-Za-z]|\{\{|\}\}|=\{|\}\s*[>);]/;

  /** The excerpts of the results for a query in the search dialog, once they have all shown. */
  async function excerpts(page: Page, query: string): Promise<string[]> {
    return (await results(page, query)).map((result) => result.text);
  }

  /** The results for a query in the search dialog, once they have all shown: each one's text and address. */
  async function results(page: Page, query: string): Promise<{ text: string; href: string }[]> {
    // One page for all the queries: the dialog stays open between them.
    const dialog = page.getByRole('dialog', { name: 'Search' });
    if (!(await dialog.isVisible())) {
      await page.goto('/en/');
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    }
    const field = dialog.getByRole('combobox', { name: 'Search' });
    // Empty first, so that no result of the last query is taken for one of this one.
    await field.fill('');
    await expect(dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option')).toHaveCount(0);
    await field.fill(query);
    const options = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    // The first results show at once and the others follow: wait until the list stops growing.
    let texts: string[] = [];
    await expect
      .poll(async () => {
        const before = texts.length;
        texts = await options.allTextContents();
        return texts.length === before;
      })
      .toBe(true);
    const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return texts.map((text, index) => ({ text, href: hrefs[index] ?? '' }));
  }

  /**
   * The inline code of a page's prose (`<code>` outside code blocks), as text, longest first so that a
   * short quote inside a longer one does not cut it. Parsed as HTML: code that may wrap holds `<wbr>`.
   */
  async function inlineCodeOf(page: Page, href: string): Promise<string[]> {
    const html = await (await page.request.get(href)).text();
    const codes = await page.evaluate((source) => {
      const parsed = new DOMParser().parseFromString(source, 'text/html');
      return [...parsed.querySelectorAll('code')]
        .filter((code) => !code.closest('pre'))
        .map((code) => code.textContent ?? '');
    }, html);
    return codes.filter((code) => code !== '').sort((a, b) => b.length - a.length);
  }

  // Each of these found the theme's words before ("Permalink to “Closing”", "Copy page. Installation.").
  test(`"closing", "installation", "permalink": excerpts hold none of the theme's words`, async ({
    page,
  }) => {
    for (const query of ['closing', 'installation', 'permalink']) {
      for (const text of await excerpts(page, query)) expect(text, query).not.toMatch(themeWords);
      expect(await axeViolations(page), query).toEqual([]);
    }
  });

  // Each of these found an example's source or preview before (`}}> <Alert type="success" title="Saved">`).
  // Prose may quote code as inline code (`<Example file="…" />`, `--packages <folder>`): that is the
  // page's text, and is searched; what is left of an excerpt without it holds no code.
  test('"saved", "border", "success", "date picker", "rating", "carousel": excerpts hold no code', async ({
    page,
  }) => {
    for (const query of ['saved', 'border', 'success', 'date picker', 'rating', 'carousel']) {
      for (const { text, href } of await results(page, query)) {
        expect(text, query).not.toMatch(themeWords);
        if (!markup.test(text)) continue;
        const quoted = await inlineCodeOf(page, href);
        const prose = quoted.reduce((rest, code) => rest.replaceAll(code, ' '), text);
        expect(prose, `${query}: ${href}: ${text}`).not.toMatch(markup);
      }
    }
  });
});
