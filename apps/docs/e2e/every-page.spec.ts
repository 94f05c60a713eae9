// Every built page readers read, as a reader first sees it: axe (WCAG 2.2 AA and best practices) finds
// nothing in the light theme at 1280 px and nothing scrolls sideways. That is every English page but the
// components' API pages, every page another language has of its own (its translations, its home, section
// and account pages, the API explorer), and, of the pages where another language shows the English page
// in its own interface and of the API pages (one template filled from API data), one of each kind (see
// `pagesToCrawl`). (The in-context translation mode, eo-UY, repeats the English pages
// with message keys beside the texts: one of its pages is in the sample below.) Then a sample of pages of
// each kind: in the light theme at 320, 375, 768, 1024 and 1280 px, left to right and right to left, axe
// finds nothing, nothing scrolls sideways, and nothing in the top bar overlaps; in the dark and blackguard
// themes, in each of those layouts, axe finds no colour that fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { axeViolations, gotoWithTheme, test, topBarProblems, waitForHydration } from './helpers';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const built = path.join(siteRoot, process.env.E2E_DIST ?? 'dist', 'client');

/** The language of the in-context translation mode. */
const TRANSLATION_MODE = 'eo-UY';
/** The language the pages are written in; another language shows its page where it has none of its own. */
const SOURCE_LANGUAGE = 'en';

/** The older versions of the docs the build put under `/{name}/` (see `_lectern/versions.json`). */
const OLDER_VERSIONS: string[] = existsSync(path.join(built, '_lectern/versions.json'))
  ? JSON.parse(readFileSync(path.join(built, '_lectern/versions.json'), 'utf8')).older.map(
      (version: { name: string }) => version.name,
    )
  : [];

/** A built page, and what the crawl needs to know of it. */
interface BuiltPage {
  address: string;
  /**
   * For a page of another language that is a page of the source language in that language's interface:
   * its kind. Two pages of one kind differ only in the source language's text between the same parts.
   */
  kind?: string;
  /** How many kinds of element its main content has (see {@link elementKinds}). */
  variety: number;
}

/**
 * The kinds of element in a page's main content: each tag with its class, role and `data-` attributes
 * (not their values, nor Astro's style scopes), once each, sorted. Two pages with the same list are made
 * of the same parts, in whatever number and with whatever text.
 */
function elementKinds(html: string): string[] {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const kinds = new Set<string>();
  for (const [, tag, attributes = ''] of main.matchAll(/<([a-z][a-z0-9-]*)([^>]*)>/g)) {
    // An island's props and an icon's path data are not parts of the page.
    if (tag === 'astro-island' || tag === 'path') continue;
    const className = /\sclass="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const role = /\srole="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const data = [...attributes.matchAll(/\s(data-[a-z-]+)/g)].flatMap(([, name]) =>
      name && !name.startsWith('data-astro-cid') ? [name] : [],
    );
    kinds.add(`${tag}.${className}[${role}]{${data.join(',')}}`);
  }
  return [...kinds].sort();
}

/**
 * What kind of page made from another page or from data a page is, or undefined when it is not one (a page
 * of the source language, or a page the language has of its own):
 * - a component's API page, which the build makes in every language from the same template and API data
 *   (the components' documentation, in the source language): by the parts it is made of;
 * - a page with no translation: the source language's page under the note saying so, in the language's
 *   interface: by its section and layout.
 */
function kindOf(address: string, html: string): string | undefined {
  const [, first, second] = address.split('/');
  // A page of an older version of the docs: its content is the history of the current version's, built
  // by the same theme, under the version's banner and menu: one page of each layout per language.
  if (first !== undefined && OLDER_VERSIONS.includes(first)) {
    const layout = /\sdata-layout="([^"]*)"/.exec(html)?.[1];
    return `${first}: ${second ?? ''} page, ${layout} layout`;
  }
  const [language, section] = [first, second];
  // A component's API page, in every language: the same template filled from API data, so pages made of
  // the same parts differ only in their names and descriptions.
  if (/^\/[^/]+\/api\/[^/]+\/$/.test(address)) {
    return `${language}: API page made of ${elementKinds(html).join(' ')}`;
  }
  if (language === SOURCE_LANGUAGE) return undefined;
  if (/\sdata-untranslated[\s>=]/.test(html)) {
    const layout = /\sdata-layout="([^"]*)"/.exec(html)?.[1];
    return `${language}: untranslated ${section} page, ${layout} layout`;
  }
  return undefined;
}

/** Every page the build wrote, leaving out the redirect pages of old addresses. */
function builtPages(): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === 'index.html') {
        const html = readFileSync(file, 'utf8');
        if (html.includes('http-equiv="refresh"')) continue;
        const address = `/${path.relative(built, folder).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/');
        // A language's not-found page is answered for its missing addresses, below.
        if (address.endsWith('/404/')) continue;
        const kind = kindOf(address, html);
        pages.push({ address, kind, variety: kind ? elementKinds(html).length : 0 });
      }
    }
  };
  walk(built);
  return pages.sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
}

/**
 * The pages the crawl checks: every page but those of a kind (see {@link kindOf}), and of those one of each
 * kind, the one made of the most kinds of element. The others repeat what is checked already: their
 * content is the source language's page, or the API page's template with other data, checked as it is
 * (axe's rules read the markup, its names and colours, not which language the text is in nor which
 * component a row names), and their interface is that language's, checked around the same parts on the
 * page of their kind (and on the language's own pages). An untranslated page is the source page with one
 * note more, in a layout.
 */
function pagesToCrawl(pages: BuiltPage[]): string[] {
  const chosen = new Map<string, BuiltPage>();
  for (const page of pages) {
    if (!page.kind) continue;
    const best = chosen.get(page.kind);
    if (!best || page.variety > best.variety) chosen.set(page.kind, page);
  }
  return pages.filter((page) => !page.kind || chosen.get(page.kind) === page).map((page) => page.address);
}

const allPages = builtPages().filter((page) => !page.address.startsWith(`/${TRANSLATION_MODE}/`));
const pages = allPages.map((page) => page.address);
const languages = [...new Set(pages.map((address) => address.split('/')[1]))];
const missing = languages.map((language) => `/${language}/no-page-lives-here/`);
const crawled = pagesToCrawl(allPages);

// Page after page is checked: axe comes with each page load rather than after it.
test.use({ axePreload: true });

/** Whether the page is wider than the window (it scrolls sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('the crawl finds the pages of every language, and checks one page of each kind it leaves out', () => {
  expect(languages).toEqual(expect.arrayContaining(['en', 'zh-CN']));
  expect(pages.length).toBeGreaterThan(300);
  expect(pages).toContain('/en/getting-started/installation/');
  // Every English page but the API pages, every page Chinese has of its own…
  const own = allPages.filter((page) => !page.kind).map((page) => page.address);
  expect(own).toEqual(
    expect.arrayContaining(['/zh-CN/', '/zh-CN/getting-started/installation/', '/zh-CN/api/']),
  );
  expect(crawled).toEqual(expect.arrayContaining(own));
  // …and one of each kind of the Chinese pages that are English pages in the Chinese interface, and of
  // the API pages.
  const kinds = [...new Set(allPages.flatMap((page) => (page.kind ? [page.kind] : [])))];
  expect(kinds.some((kind) => kind.startsWith('zh-CN: untranslated components page'))).toBe(true);
  expect(kinds.some((kind) => kind.startsWith('zh-CN: API page'))).toBe(true);
  expect(kinds.some((kind) => kind.startsWith('en: API page'))).toBe(true);
  expect(crawled).toContain('/en/api/');
  // The older versions: one page of each layout in each language of theirs.
  expect(OLDER_VERSIONS.length).toBeGreaterThan(0);
  for (const version of OLDER_VERSIONS) {
    expect(crawled.some((address) => address.startsWith(`/${version}/en/`))).toBe(true);
    expect(kinds).toContain(`${version}: zh-CN page, doc layout`);
  }
  for (const kind of kinds) {
    const checked = allPages.filter((page) => page.kind === kind && crawled.includes(page.address));
    expect(checked, kind).toHaveLength(1);
  }
});

// In parts, so both test workers share the crawl and a retry repeats only one part.
const PARTS = 8;
for (let part = 0; part < PARTS; part++) {
  test(`the crawl, part ${part + 1} of ${PARTS}: no accessibility finding in the light theme at 1280 px`, async ({
    page,
  }) => {
    const share = [...crawled, ...missing].filter((_, index) => index % PARTS === part);
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
/**
 * The widths the dark themes are checked at: one in each of the layouts the sample's widths reach (375 px
 * is laid out as 320 px is, see theme-core's BREAKPOINTS).
 */
const COLOUR_WIDTHS = [320, 768, 1024, 1280];

/**
 * The axe rules that read colours: what a theme changes. The themes differ in their colours only (the same
 * markup, fonts and sizes), so the light theme is checked with every rule, in both directions and for
 * overlaps in the top bar, and the other two with these, left to right (a colour is the same in both
 * directions, and the bar's boxes are the light theme's).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

for (const address of SAMPLE) {
  for (const theme of ['light', 'dark', 'blackguard']) {
    const everyRule = theme === 'light';
    test(`${address} in the ${theme} theme, ${everyRule ? 'left to right and right to left: no accessibility finding, sideways scroll or overlap in the top bar, at every width' : 'left to right: no colour contrast finding in any layout'}`, async ({
      page,
    }) => {
      // Up to ten looks at the page (five widths, two directions): one load for all of them.
      test.setTimeout(150_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoWithTheme(page, address, theme);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const findings: string[] = [];
      for (const direction of everyRule ? ['ltr', 'rtl'] : ['ltr']) {
        await page.evaluate((value) => {
          document.documentElement.dir = value;
        }, direction);
        for (const width of everyRule ? WIDTHS : COLOUR_WIDTHS) {
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
          if (!everyRule) {
            for (const finding of await axeViolations(page, { only: COLOUR_RULES })) {
              findings.push(`${at}: ${finding}`);
            }
            continue;
          }
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
