import { expect, test } from '@playwright/test';

test.describe('for search engines and AI tools', () => {
  test('each page has a canonical address, hreflang alternates, a description and Open Graph data', async ({
    page,
  }) => {
    await page.goto('/en/introduction/what-is-lectern/');
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://lectern.dev/en/introduction/what-is-lectern/',
    );
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'https://lectern.dev/en/introduction/what-is-lectern/',
    );
    await expect(head.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute(
      'href',
      'https://lectern.dev/zh-CN/introduction/what-is-lectern/',
    );
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      'https://lectern.dev/en/introduction/what-is-lectern/',
    );
    // The in-context translation mode shows message keys: no search engine is sent there.
    await expect(head.locator('link[rel="alternate"][hreflang="eo-UY"]')).toHaveCount(0);
    await expect(head.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    expect((await page.request.get('/favicon.svg')).ok()).toBe(true);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /documentation theme/);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'What is Lectern? | Lectern',
    );
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('robots.txt allows crawling and names the sitemap, which lists the pages', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap: https://lectern.dev/sitemap-index.xml');
    const index = await request.get('/sitemap-index.xml');
    expect(index.ok()).toBe(true);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain('/en/introduction/what-is-lectern/</loc>');
    expect(sitemap).not.toContain('/404/');
  });

  test('llms.txt lists the pages of each language with links to their Markdown', async ({ request }) => {
    const text = await (await request.get('/llms.txt')).text();
    expect(text.startsWith('# Lectern\n')).toBe(true);
    expect(text).toContain('## English (en)');
    expect(text).toContain('- [What is Lectern?](https://lectern.dev/en/introduction/what-is-lectern.md): ');
  });

  test("each page's Markdown source is served at its address plus .md", async ({ request }) => {
    const response = await request.get('/en/reference/layouts.md');
    expect(response.headers()['content-type']).toContain('text/markdown');
    const text = await response.text();
    expect(text.startsWith('# Layouts\n\n> The five layouts')).toBe(true);
    expect(text).toContain('## doc');
  });

  test('"Copy page" copies the page as Markdown', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/en/reference/layouts/');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# Layouts')).toBe(true);
  });
});
