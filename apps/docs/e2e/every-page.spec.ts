// Every built page of every language readers read, as a reader first sees it: axe (WCAG 2.2 AA and best
// practices) finds nothing in the light theme at 1280 px and nothing scrolls sideways. (The in-context
// translation mode, eo-UY, repeats the English pages with message keys beside the texts: one of its pages
// is in the sample below.) Then a sample of pages of each
// kind in the three themes, at 320, 375, 768, 1024 and 1280 px, left to right and right to left: axe finds
// nothing, nothing scrolls sideways, and nothing in the top bar overlaps.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { axeViolations, gotoWithTheme, test, topBarProblems, waitForHydration } from './helpers';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const built = path.join(siteRoot, process.env.E2E_DIST ?? 'dist', 'client');

/** The address of every page the build wrote, leaving out the redirect pages of old addresses. */
function builtPages(): string[] {
  const addresses: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === 'index.html' && !readFileSync(file, 'utf8').includes('http-equiv="refresh"')) {
        const address = `/${path.relative(built, folder).split(path.sep).join('/')}/`;
        // A language's not-found page is answered for its missing addresses, below.
        if (!address.endsWith('/404/')) addresses.push(address.replace(/^\/\/$/, '/'));
      }
    }
  };
  walk(built);
  return addresses.sort();
}

/** The language of the in-context translation mode. */
const TRANSLATION_MODE = 'eo-UY';
/** The languages with pages of their own: the first folder of every address. */
const pages = builtPages().filter((address) => !address.startsWith(`/${TRANSLATION_MODE}/`));
const languages = [...new Set(pages.map((address) => address.split('/')[1]))];
const missing = languages.map((language) => `/${language}/no-page-lives-here/`);

// Page after page is checked: axe comes with each page load rather than after it.
test.use({ axePreload: true });

/** Whether the page is wider than the window (it scrolls sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('the crawl finds the pages of every language', () => {
  expect(languages).toEqual(expect.arrayContaining(['en', 'zh-CN']));
  expect(pages.length).toBeGreaterThan(300);
  expect(pages).toContain('/en/getting-started/installation/');
});

// In parts, so both test workers share the crawl and a retry repeats only one part.
const PARTS = 8;
for (let part = 0; part < PARTS; part++) {
  test(`every built page, part ${part + 1} of ${PARTS}: no accessibility finding in the light theme at 1280 px`, async ({
    page,
  }) => {
    const share = [...pages, ...missing].filter((_, index) => index % PARTS === part);
    test.setTimeout(share.length * 4_000 + 30_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript(() => localStorage.setItem('lectern-appearance', 'light'));
    const findings: string[] = [];
    for (const address of share) {
      const response = await page.goto(address);
      const expected = missing.includes(address) ? 404 : 200;
      if (response?.status() !== expected) findings.push(`${address}: answered ${response?.status()}`);
      if (await scrollsSideways(page)) findings.push(`${address}: scrolls sideways`);
      for (const finding of await axeViolations(page)) findings.push(`${address}: ${finding}`);
    }
    expect(findings).toEqual([]);
  });
}

/**
 * A page of each kind the site has. (The longest pages, the configuration reference and the releases, take
 * a minute each here: they are crawled above, and e2e/widths.spec.ts checks them at 320, 375 and 1280 px.)
 */
const SAMPLE = [
  '/en/',
  '/en/getting-started/installation/',
  '/en/components/alert/',
  '/en/api/alert/',
  '/zh-CN/getting-started/installation/',
  `/${TRANSLATION_MODE}/getting-started/astro/`,
  '/en/no-page-lives-here/',
];
const WIDTHS = [320, 375, 768, 1024, 1280];

for (const address of SAMPLE) {
  for (const theme of ['light', 'dark', 'blackguard']) {
    test(`${address} in the ${theme} theme, left to right and right to left: no accessibility finding, sideways scroll or overlap in the top bar, at every width`, async ({
      page,
    }) => {
      // Ten looks at the page (five widths, two directions), each with axe: one load for both directions.
      test.setTimeout(150_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoWithTheme(page, address, theme);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const findings: string[] = [];
      for (const direction of ['ltr', 'rtl']) {
        await page.evaluate((value) => {
          document.documentElement.dir = value;
        }, direction);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          // The bar sorts its items into the menu once it has measured the new width (next frames). Under
          // heavy load headless Chromium once drew no frame for minutes: wait at most 3 s, then measure.
          await page.evaluate(
            () =>
              new Promise((resolve) => {
                requestAnimationFrame(() => requestAnimationFrame(resolve));
                setTimeout(resolve, 3000);
              }),
          );
          const at = `${direction}, ${width} px`;
          // The bar refits on the frame after a resize; on a loaded machine frames come late: what a
          // reader would see is the bar once it has refitted, so its problems are read until they are
          // gone, for at most 10 s.
          let problems = await topBarProblems(page);
          for (let tries = 0; problems.length > 0 && tries < 20; tries += 1) {
            await page.waitForTimeout(500);
            problems = await topBarProblems(page);
          }
          for (const problem of problems) findings.push(`${at}: top bar: ${problem}`);
          for (const finding of await axeViolations(page)) findings.push(`${at}: ${finding}`);
        }
      }
      expect(findings).toEqual([]);
    });
  }
}
