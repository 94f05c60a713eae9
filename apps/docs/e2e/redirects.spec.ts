import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { staticHostURL } from './helpers';

/** The site's legacy-address table, as the build and the server read it. */
const table: Record<string, string> = JSON.parse(
  readFileSync(new URL('../redirects.json', import.meta.url), 'utf8'),
);

/** The seed's five examples, with the heading of the page each lands on. */
const examples = [
  { from: 'components/dropdowns', to: '/components/menus/', title: 'Menus' },
  { from: 'quick-start', to: '/getting-started/installation/', title: 'Installation' },
  { from: 'components/datatables', to: '/components/data-tables/basics/', title: /Data tables/ },
  { from: 'framework/theme', to: '/customization/theme/', title: 'Theming' },
  {
    from: 'about/sponsors-and-backers',
    to: '/introduction/sponsors-and-backers/',
    title: 'Sponsors and backers',
  },
];

test.describe('legacy addresses on the Node server', () => {
  for (const { from, to, title } of examples) {
    test(`/${from} answers 301 in every form and lands on ${to}`, async ({ page, request }) => {
      const forms: [address: string, location: string][] = [
        [`/${from}`, `/en${to}`],
        [`/${from}/`, `/en${to}`],
        [`/en/${from}`, `/en${to}`],
        [`/zh-CN/${from}/`, `/zh-CN${to}`],
        [`/zh-Hans/${from}`, `/zh-CN${to}`],
        [`/ja/${from}`, `/en${to}`],
        [`/${from}?tab=pnpm`, `/en${to}?tab=pnpm`],
      ];
      for (const [address, location] of forms) {
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(301);
        expect(response.headers().location, address).toBe(location);
      }

      await page.goto(`/${from}#top`);
      await expect(page).toHaveURL(new RegExp(`/en${to}#top$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

      await page.goto(`/zh-Hans/${from}/`);
      await expect(page).toHaveURL(new RegExp(`/zh-CN${to}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    });
  }

  test('every entry of the table leads to a page of the site in one step', async ({ request }) => {
    expect(Object.keys(table).length).toBeGreaterThanOrEqual(45);
    for (const [from, to] of Object.entries(table)) {
      const response = await request.get(`/${from}`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(`/en${to}`);
      const target = await request.get(`/en${to}`, { maxRedirects: 0 });
      expect(target.status(), `${from} → /en${to}`).toBe(200);
    }
  });

  test('a current address is not redirected', async ({ request }) => {
    const response = await request.get('/en/components/menus/', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});

test.describe('legacy addresses on a static host', () => {
  test('the redirect pages land on the right page and keep the query and the hash', async ({ page }) => {
    await page.goto(`${staticHostURL}/quick-start/?tab=pnpm#requirements`);
    await expect(page).toHaveURL(`${staticHostURL}/en/getting-started/installation/?tab=pnpm#requirements`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');

    await page.goto(`${staticHostURL}/zh-Hans/components/dropdowns/#keyboard`);
    await expect(page).toHaveURL(`${staticHostURL}/zh-CN/components/menus/#keyboard`);
  });

  test('a redirect page is not indexed and names its target', async ({ request }) => {
    const response = await request.get(`${staticHostURL}/framework/theme/`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en\/customization\/theme\/">/);
  });

  test('the build wrote the host rule files', async ({ request }) => {
    const netlify = await (await request.get(`${staticHostURL}/_redirects`)).text();
    expect(netlify).toContain('/components/datatables /en/components/data-tables/basics/ 301!');
    const vercel = await (await request.get(`${staticHostURL}/vercel.json`)).json();
    expect(vercel.redirects).toContainEqual({
      source: '{/(en|ja|de|fr|ru|ko)}?/about/sponsors-and-backers{/}?',
      destination: '/en/introduction/sponsors-and-backers/',
      permanent: true,
    });
    const nginx = await (await request.get(`${staticHostURL}/nginx-redirects.conf`)).text();
    expect(nginx).toContain('"/zh-Hans/quick-start" "/zh-CN/getting-started/installation/";');
  });
});
