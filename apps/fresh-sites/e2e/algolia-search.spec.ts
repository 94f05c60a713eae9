// The site create-lectern wrote with `--search algolia` (`search: { provider: 'algolia', … }`): the theme's search button and
// hotkeys open Algolia DocSearch, which loads only then. There is no network here: the tests answer
// DocSearch's queries to Algolia with hits of the site's guide page.
import { expect, type Page, type Response } from '@playwright/test';
import { axeFindings, test } from './axe-test';
import { siteOrigins } from './site-origins';

const site = siteOrigins['algolia-site'];
/** Algolia's search hosts: `{appId}-dsn.algolia.net`, then `{appId}-1.algolianet.com`… */
const ALGOLIA_HOST = /^https:\/\/[\w-]+\.(?:algolia\.net|algolianet\.com)\//;

interface AlgoliaQuery {
  readonly path: string;
  readonly indexName: string;
  readonly query: string;
  readonly appId: string | null;
  readonly apiKey: string | null;
}

/** A DocSearch record of the guide page (a level-1 or level-2 heading), as the index would return it. */
function guideHit(objectID: string, heading: 'Introduction' | 'Next steps') {
  const url = heading === 'Next steps' ? `${site}/en/guide/#next-steps` : `${site}/en/guide/`;
  const hierarchy = {
    lvl0: 'Guide',
    lvl1: 'Introduction',
    lvl2: heading === 'Next steps' ? 'Next steps' : null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const highlighted = Object.fromEntries(
    Object.entries(hierarchy)
      .filter(([, value]) => value !== null)
      .map(([level, value]) => [level, { value, matchLevel: 'none', matchedWords: [] }]),
  );
  return {
    objectID,
    url,
    type: heading === 'Next steps' ? 'lvl2' : 'lvl1',
    content: null,
    hierarchy,
    _highlightResult: { hierarchy: highlighted },
    _snippetResult: {},
  };
}

/** Answers every query to Algolia with the guide page's two records, and records what was asked. */
async function answerAlgolia(page: Page): Promise<AlgoliaQuery[]> {
  const queries: AlgoliaQuery[] = [];
  await page.route(ALGOLIA_HOST, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const headers = request.headers();
    const body = (request.postDataJSON() ?? { requests: [] }) as {
      requests: { indexName: string; query: string }[];
    };
    for (const asked of body.requests) {
      queries.push({
        path: url.pathname,
        indexName: asked.indexName,
        query: asked.query,
        appId: headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id'),
        apiKey: headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key'),
      });
    }
    const results = body.requests.map((asked) => ({
      hits: [guideHit('guide-1', 'Introduction'), guideHit('guide-2', 'Next steps')],
      nbHits: 2,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      query: asked.query,
      params: '',
      index: asked.indexName,
    }));
    await route.fulfill({
      status: 200,
      contentType: 'application/json; charset=UTF-8',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ results }),
    });
  });
  return queries;
}

/** Every response the page gets from now on, in order. */
function recordResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return responses;
}

/** Whether one of the responses is a script or stylesheet of DocSearch's (its modal's class names). */
async function someHoldsDocSearch(responses: readonly Response[], kind: 'script' | 'stylesheet') {
  const marker = kind === 'script' ? 'DocSearch-Modal' : '.DocSearch-Modal';
  for (const response of responses) {
    if (response.request().resourceType() !== kind) continue;
    if ((await response.text()).includes(marker)) return true;
  }
  return false;
}

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' });
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => modal(page).locator('input.DocSearch-Input');
const hit = (page: Page, heading: string) =>
  modal(page).locator('.DocSearch-Hit a', { has: page.getByText(heading, { exact: true }) });

/**
 * Types a word into DocSearch's field. DocSearch may draw its field again just after it opens, dropping
 * the keys typed meanwhile (its own behaviour, seen on a busy machine): type, key by key, until the field
 * holds the word.
 */
async function typeInDocSearch(page: Page, word: string): Promise<void> {
  await expect(async () => {
    await searchInput(page).fill('');
    await searchInput(page).pressSequentially(word, { delay: 40 });
    await expect(searchInput(page)).toHaveValue(word, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('the site with the algolia provider', () => {
  test('loads nothing of DocSearch until Ctrl+K, then shows the index’s results and opens one', async ({
    page,
  }) => {
    // A whole visit (load, open, type until DocSearch keeps the keys, answer, axe, follow a hit): on a busy
    // two-core machine it has taken more than the default 30 s.
    test.slow();
    const queries = await answerAlgolia(page);
    const responses = recordResponses(page);
    await page.goto(`${site}/en/guide/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
    await expect(searchButton(page)).toBeVisible();
    await page.waitForLoadState('networkidle');

    const beforeOpening = [...responses];
    expect(beforeOpening.map((response) => response.url()).filter((url) => ALGOLIA_HOST.test(url))).toEqual(
      [],
    );
    expect(await someHoldsDocSearch(beforeOpening, 'script')).toBe(false);
    expect(await someHoldsDocSearch(beforeOpening, 'stylesheet')).toBe(false);
    expect(queries).toEqual([]);
    // No offline index either: the algolia provider builds none.
    expect((await page.request.get(`${site}/pagefind/pagefind.js`)).status()).toBe(404);

    await page.locator('main h1').click();
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    await typeInDocSearch(page, 'next');
    await expect(hit(page, 'Next steps')).toBeVisible();
    await expect(hit(page, 'Next steps')).toHaveAttribute('href', `${site}/en/guide/#next-steps`);
    // A hit can show from an earlier prefix's answer; the whole word's query follows.
    await expect
      .poll(() => queries.at(-1))
      .toEqual({
        path: '/1/indexes/*/queries',
        indexName: 'fresh-docs',
        query: 'next',
        appId: 'FRESHAPP01',
        apiKey: 'fresh-search-only-key',
      });
    const afterOpening = responses.slice(beforeOpening.length);
    expect(await someHoldsDocSearch(afterOpening, 'script')).toBe(true);
    expect(await someHoldsDocSearch(afterOpening, 'stylesheet')).toBe(true);

    // Three findings are DocSearch's own markup, which the theme does not draw: its search bar is a
    // <header> (a second banner landmark in the page), each hit is a role="option" holding a link, and axe's
    // target-size (WCAG 2.2) reports its search field, as DocSearch lays it out.
    expect(
      await axeFindings(page, {
        include: '.DocSearch-Modal',
        disableRules: ['landmark-no-duplicate-banner', 'nested-interactive', 'target-size'],
      }),
    ).toEqual([]);

    await hit(page, 'Next steps').click();
    await expect(page).toHaveURL(`${site}/en/guide/#next-steps`);
  });

  test('the search button and ?search= open DocSearch, and Escape closes it', async ({ page }) => {
    await answerAlgolia(page);
    await page.goto(`${site}/en/guide/`);
    await searchButton(page).click();
    await expect(modal(page)).toBeVisible();
    // DocSearch listens for Escape once its field has the focus, which it takes after opening, and once
    // its open state reached its window listener: on a loaded machine a first Escape can come before that.
    await expect(searchInput(page)).toBeFocused();
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();

    // The address asks for a search: the opener, then DocSearch, load one after the other as the page
    // does; on a loaded machine that takes longer than a press on a warm page.
    await page.goto(`${site}/en/guide/?search=intro`);
    await expect(modal(page)).toBeVisible({ timeout: 15_000 });
    await expect(searchInput(page)).toHaveValue('intro');
    await expect(hit(page, 'Introduction')).toBeVisible();
  });

  test('with / chosen as the hotkey, / opens DocSearch and Ctrl+K does nothing', async ({ page }) => {
    const queries = await answerAlgolia(page);
    const responses = recordResponses(page);
    await page.addInitScript(() => localStorage.setItem('lectern-search-hotkey', 'slash'));
    await page.goto(`${site}/en/guide/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.locator('main h1').click();
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(300);
    await expect(modal(page)).toHaveCount(0);
    expect(await someHoldsDocSearch(responses, 'script')).toBe(false);

    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    // DocSearch takes the focus into its field just after it shows; what is typed before goes to the page.
    await expect(searchInput(page)).toBeFocused();
    await typeInDocSearch(page, 'intro');
    await expect(hit(page, 'Introduction')).toBeVisible();
    // A hit can show from an earlier prefix's answer ("in"); the full word's query follows.
    await expect.poll(() => queries.map((query) => query.query)).toContain('intro');
  });
});
