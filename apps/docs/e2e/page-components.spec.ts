import { expect } from '@playwright/test';
import { axeViolations, test, waitForHydration } from './helpers';

/**
 * The components every page has without importing them (`Example`, `ApiTable`, `Badge`), in a `.md` page — whose components are drawn in place of the placeholders its cached
 * HTML carries — and in an `.mdx` page, given them as its components.
 */
const pages = [
  { format: '.md', path: '/en/features/components/' },
  { format: '.mdx', path: '/en/components/alert/' },
];

for (const { format, path } of pages) {
  test(`a live example in an ${format} page hydrates and reacts`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const example = page.locator('figure[data-example="alert/border"]');
    const preview = example.locator('.lectern-example-preview').filter({ visible: true }).first();
    await expect(preview.locator('[data-example-ready]')).toHaveCount(1);
    // The example closes an alert: the live one reacts, the server's rendering alone would not.
    const alerts = preview.getByRole('alert').or(preview.getByRole('status'));
    const before = await alerts.count();
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await expect(alerts).toHaveCount(before - 1);
    await example.getByText('Show code').click();
    await expect(example.locator('pre').filter({ visible: true })).toContainText(
      "from '@lectern/demo-library'",
    );
  });

  test(`an ${format} page with components has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a .md page draws the API tables, the link to an API page and a badge, none of them imported', async ({
  page,
}) => {
  await page.goto('/en/features/components/');
  const main = page.getByRole('main');
  // `<ApiTable of="fab" headingLevel={4} qualified inline />`: tables named after the component.
  await expect(main.getByRole('heading', { level: 4, name: 'Fab props' })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Fab props' }).getByRole('row', { name: /^location/ }),
  ).toBeVisible();
  await expect(main.locator('.lectern-badge-tip', { hasText: 'New' })).toBeVisible();
  // `<ApiTable of="rating" />`: the component has an API page, so a link to it (the setting is off).
  await expect(main.getByRole('link', { name: 'Rating API: props, events and slots' })).toHaveAttribute(
    'href',
    '/en/api/rating/',
  );
  await expect(main.locator('lectern-component')).toHaveCount(0);
});

test("a .md page's Markdown source has the example's code and the API tables, not the tags", async ({
  request,
}) => {
  const text = await (await request.get('/en/features/components.md')).text();
  expect(text).toMatch(/^# Components in pages\n/);
  expect(text).toContain('```tsx title="alert/border.tsx"');
  expect(text).toContain('#### Fab props\n\n| Prop | Type | Default | Description |');
  expect(text).toContain('is a badge New, the same');
  expect(text).not.toMatch(/^<(Example|ApiTable)/m);
});
