import { type AxeScope, axeFindings, withAxe } from '@lectern/tooling/axe';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The site's browser tests: a page gets axe when {@link axeViolations} first asks for it, or with every page
 * load under `test.use({ axePreload: true })`.
 */
export const test = withAxe(base);

/**
 * Waits until every island on the page has hydrated (Astro drops the `ssr` attribute then), except the
 * search dialog, which hydrates only when search is asked for, and every live example is live (its stage
 * marked `data-example-ready`). The navigation bar and the local nav hydrate when the visitor first
 * reaches into them (`client:reach`): the pointer goes over each first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.locator('astro-island[client="reach"][ssr]').evaluateAll((islands) => {
    for (const island of islands) island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await expect(page.locator('astro-island[ssr]:not([client="search"])')).toHaveCount(0);
  await expect(page.locator('[data-example-live]:not([data-example-ready])')).toHaveCount(0);
}

/**
 * Every axe violation on the page (WCAG 2.2 AA and best practices, or the rules `scope.only` names), one
 * `id: targets` line each; empty when there are none.
 */
export async function axeViolations(page: Page, scope?: AxeScope): Promise<string[]> {
  return axeFindings(page, scope);
}

/** Opens a page with a stored appearance choice, as a returning visitor would. */
export async function gotoWithTheme(page: Page, path: string, theme: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('lectern-appearance', value), theme);
  await page.goto(path);
}

/**
 * The built site served like a host without redirect rules (`serve.mjs --static-host`), which the
 * browser tests start beside the Node server, 10 ports above it (clear of the install check's 4391 and
 * 4392, which runs at the same time).
 */
export const staticHostURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4390) + 10}`;
/** The site built with the tests' own sponsors and job listings (e2e/fixture-site.mjs). */
export const fixtureSiteURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4390) + 30}`;
/** The small site with every site option in use, served under /docs/ (e2e/options-site.mjs). */
export const optionsSiteURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4390) + 40}`;

/**
 * What is wrong with the top bar as drawn now: the page scrolling sideways, the site's title cut short, an
 * item over the title, two items of one row over each other (by their boxes). Empty when all is well.
 */
export async function topBarProblems(page: Page): Promise<string[]> {
  const { title, items, titleCut, sideways } = await page.evaluate(() => {
    const header = document.querySelector('[data-lectern-nav-bar]');
    const link = header?.querySelector('a');
    const controls = [
      ...(header?.querySelector('[data-nav-bar-items]')?.querySelectorAll('a, button') ?? []),
    ];
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, width: rect.width };
    };
    const text = header?.querySelector<HTMLElement>('[data-nav-bar-title]');
    return {
      title: link ? box(link) : undefined,
      // A control inside a closed menu or a hidden part is not drawn (no box).
      items: controls.map(box).filter((rect) => rect.width > 0 && rect.bottom > 0),
      titleCut: text ? text.scrollWidth > text.clientWidth + 0.5 : false,
      sideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
  const overlap = (a: { left: number; right: number }, b: { left: number; right: number }) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5;
  const problems: string[] = [];
  if (sideways) problems.push('the page scrolls sideways');
  if (titleCut) problems.push('the title is cut short');
  if (title && items.some((item) => overlap(item, title))) problems.push('an item covers the title');
  items.forEach((item, index) => {
    if (items.slice(index + 1).some((other) => overlap(item, other) && item.top === other.top)) {
      problems.push('two items overlap');
    }
  });
  return problems;
}
