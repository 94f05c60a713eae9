import { expect, test } from '@playwright/test';
import { axeViolations } from './helpers';

test.describe('component pages', () => {
  test('the alert page shows live examples, their source and the API tables', async ({ page }) => {
    await page.goto('/en/components/alert/');
    const types = page.locator('[data-example="alert/type"]');
    await expect(types.getByRole('alert')).toHaveCount(2);
    await expect(types.getByRole('status')).toHaveCount(2);
    await types.getByText('Show code').click();
    await expect(types.locator('pre')).toContainText("import { Alert } from '../../library/Alert';");

    const props = page.getByRole('region', { name: 'Props' });
    const type = props.getByRole('row', { name: /^type/ });
    await expect(type).toContainText("'info'");
    await expect(type).toContainText('One of: success, info, warning, error');
    await expect(
      page.getByRole('region', { name: 'Events' }).getByRole('row', { name: /close/ }),
    ).toBeVisible();
  });

  test('an example becomes interactive once the page has loaded', async ({ page }) => {
    await page.goto('/en/components/alert/');
    const borders = page.locator('[data-example="alert/border"] .example-preview');
    await expect(borders.locator('astro-island[ssr]')).toHaveCount(0);
    const closable = borders.getByText('A border on the end side, and a close button.');
    await expect(closable).toBeVisible();
    await borders.getByRole('button', { name: 'Close' }).click();
    await expect(closable).toBeHidden();
  });

  test('an example that cannot load says so in its place, and the page goes on', async ({ page }) => {
    await page.goto('/en/guide/examples/');
    await expect(page.getByText('Could not load example `alert/does-not-exist`')).toBeVisible();
    await expect(page.locator('[data-example="alert/type"]').getByRole('alert')).toHaveCount(2);
  });

  test('the alert page has no accessibility violations', async ({ page }) => {
    await page.goto('/en/components/alert/');
    expect(await axeViolations(page)).toEqual([]);
  });
});
