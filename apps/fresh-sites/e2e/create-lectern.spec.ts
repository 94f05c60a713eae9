// The sites create-lectern started, with npm and with pnpm, served by their own `preview` script: every
// page of the template works at once — the home page, the guide, the sample component's live example and
// API table, and local search.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { siteOrigins } from './site-origins';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** The sample Button's live example runs (one press counted) and its props table lists `variant`. */
async function expectButtonExampleAndApi(page: Page) {
  const example = page.locator('figure[data-example="button/basic"]');
  // Clicks before hydration are lost: wait for the example's island to have run.
  await expect(example.locator('astro-island[ssr]')).toHaveCount(0);
  await example.getByRole('button', { name: 'Save' }).click();
  await expect(example.getByRole('status')).toHaveText('Pressed 1 times');
  await expect(
    page.getByRole('region', { name: 'Props' }).getByRole('row', { name: /^variant/ }),
  ).toBeVisible();
}

// Each site's title, as create-lectern made it from the folder's name.
const titles = { 'npm-site': 'Npm site', 'pnpm-site': 'Pnpm site' } as const;

for (const name of ['npm-site', 'pnpm-site'] as const) {
  const site = siteOrigins[name];

  test.describe(`the ${name} create-lectern wrote`, () => {
    test('its home page shows the hero and the feature cards, and leads to the guide', async ({ page }) => {
      const response = await page.goto(`${site}/en/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: titles[name] })).toBeVisible();
      await expect(page.getByText('Documentation for your components.', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Search' })).toBeVisible();
      await expectNoAxeViolations(page);
      // Without `site`, no page names an address the site will not have.
      expect(await page.content()).not.toContain('localhost');
      await page.getByRole('link', { name: 'Get started' }).click();
      await expect(page).toHaveURL(`${site}/en/guide/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
      await expect(
        page
          .getByRole('navigation', { name: 'Sidebar navigation' })
          .getByRole('link', { name: 'Introduction' }),
      ).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
    });

    test('the sample component’s page runs its live example and shows its API table', async ({ page }) => {
      await page.goto(`${site}/en/components/button/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
      await expectButtonExampleAndApi(page);
      await expectNoAxeViolations(page);
    });

    test('search finds the sample component from any page', async ({ page }) => {
      await page.goto(`${site}/en/guide/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
      await page.locator('main h1').click();
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await expect(dialog).toBeVisible();
      await page.keyboard.type('primary look');
      const result = dialog.getByRole('option', { name: /Button/ }).first();
      await expect(result).toBeVisible();
      await result.click();
      await expect(page).toHaveURL(new RegExp(`^${site}/en/components/button/`));
    });
  });
}

test('an MDX page added to the pnpm site imports its own component and uses the theme’s without imports', async ({
  page,
}) => {
  const site = siteOrigins['pnpm-site'];
  await page.goto(`${site}/en/guide/own-components/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Components in MDX' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imported button' })).toHaveClass(/button-secondary/);
  await expectButtonExampleAndApi(page);
  await expect(page.getByRole('heading', { level: 2, name: /API/ }).locator('.lectern-badge-tip')).toHaveText(
    'New',
  );
  await expectNoAxeViolations(page);
});
