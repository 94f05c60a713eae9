// The sites create-lectern started, with npm and with pnpm, served by their own `preview` script: every
// page of the template works at once — the home page, the guide, the sample component's live example and
// the API tables read from its TypeScript, and local search.
import { expect, type Page } from '@playwright/test';
import { axeFindings, test } from './axe-test';
import { siteOrigins } from './site-origins';

async function expectNoAxeViolations(page: Page) {
  expect(await axeFindings(page)).toEqual([]);
}

/**
 * The sample Button's live example runs (one press counted); its API section links to its API page, and
 * for a reader who turned on the API tables in the settings shows what the build read from its
 * TypeScript and JSDoc: each prop's type, default (from the code, or its `@default`) and description,
 * the `onClick` callback as the event `click`, `children` as the default slot.
 */
async function expectButtonExampleAndApi(page: Page) {
  const example = page.locator('figure[data-example="button/basic"]');
  // Clicks before hydration are lost: wait for the example's island to have run. Its `ssr` mark goes as
  // React starts hydrating, which on a busy machine can end after a click: press until one counts.
  await expect(example.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(async () => {
    await example.getByRole('button', { name: 'Save' }).click();
    await expect(example.getByRole('status')).toHaveText(/^Pressed [1-9]\d* times$/, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // The component has an API page: the link to it shows, the tables wait for the reader's setting.
  const props = page.getByRole('region', { name: 'Props' });
  await expect(page.getByRole('link', { name: 'Button API: props, events and slots' })).toHaveAttribute(
    'href',
    '/en/api/button/',
  );
  await expect(props).toBeHidden();
  // A reader who turns on "API tables on component pages" (offered: the site has API pages) sees them in
  // place, then from the first paint of every page.
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const inline = page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('switch', { name: 'API tables on component pages' });
  if ((await inline.getAttribute('aria-checked')) !== 'true') await inline.click();
  await expect(inline).toHaveAttribute('aria-checked', 'true');
  await expect(props).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Button API: props, events and slots' })).toBeHidden();
  await expect(props.getByRole('row', { name: /^variant/ }).getByRole('cell')).toHaveText([
    "'primary' | 'secondary'",
    "'primary'",
    /^The look of the button: primary for the main action of a view, secondary for the others\.\s*One of: primary, secondary$/,
  ]);
  await expect(props.getByRole('row', { name: /^disabled/ }).getByRole('cell')).toHaveText([
    'boolean',
    'false',
    /^Turns the button off: it cannot be pressed/,
  ]);
  await expect(
    page
      .getByRole('region', { name: 'Events' })
      .getByRole('row', { name: /^click/ })
      .getByRole('cell'),
  ).toHaveText([
    'MouseEvent<HTMLButtonElement>',
    'Called when the button is pressed, with the mouse or with Enter or Space.',
  ]);
  await expect(
    page
      .getByRole('region', { name: 'Slots' })
      .getByRole('row', { name: /^default/ })
      .getByRole('cell'),
  ).toHaveText(["The button's label: a word or two saying what it does."]);
}

/** Searches from the guide for a text of the sample component's page, and goes to the first result named so. */
async function searchForButtonPage(page: Page, site: string, query: string, result = /Button/) {
  await page.goto(`${site}/en/guide/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  await page.locator('main h1').click();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type(query);
  const found = dialog.getByRole('option', { name: result }).first();
  await expect(found).toBeVisible();
  await found.click();
  await expect(page).toHaveURL(new RegExp(`^${site}/en/components/button/`));
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

    test('its preview answers as a host does: a page without its slash is redirected, a missing one is 404', async ({
      request,
    }) => {
      const bare = await request.get(`${site}/en/guide`, { maxRedirects: 0 });
      expect(bare.status()).toBe(301);
      expect(bare.headers().location).toBe('/en/guide/');
      const missing = await request.get(`${site}/en/no-page-here/`);
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain('PAGE NOT FOUND');
    });

    test('the sample component’s page runs its live example and shows its API table', async ({ page }) => {
      await page.goto(`${site}/en/components/button/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
      await expectButtonExampleAndApi(page);
      await expectNoAxeViolations(page);
    });

    test('the sample component has an API page leading to its guide page, listed in the API explorer', async ({
      page,
    }) => {
      await page.goto(`${site}/en/api/button/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Button in the component guide' })).toHaveAttribute(
        'href',
        '/en/components/button/',
      );
      await expect(
        page.getByRole('region', { name: 'Props' }).getByRole('row', { name: /^variant/ }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(`${site}/en/api/`);
      await expect(page.locator('[data-api-entry][data-name="Button"]')).toHaveCount(1);
      // One set of components: no choice of sets.
      await expect(page.locator('input[type="radio"][name="from"]')).toHaveCount(0);
    });

    test('search finds the sample component from any page', async ({ page }) => {
      await searchForButtonPage(page, site, 'primary look');
    });
  });
}

// What the API tables say, read from the TypeScript, is searched too: as the text of the page that shows
// them, and — where the site's search offers the API as typed results — as the prop's own result. Either
// leads to the sample component's page (only its page says this, on the npm site).
test('search finds the sample component by a prop’s description read from its JSDoc', async ({ page }) => {
  await searchForButtonPage(page, siteOrigins['npm-site'], 'faded', /Turns the button off/);
});

test('an MDX page added to the pnpm site imports its own component and uses the theme’s without imports', async ({
  page,
}) => {
  const site = siteOrigins['pnpm-site'];
  await page.goto(`${site}/en/guide/own-components/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Components in MDX' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imported button' })).toHaveClass(/button-secondary/);
  // The site's own control with the theme's hook (the site installs @lectern/theme-react): one React.
  const blackguard = page.getByRole('button', { name: 'Blackguard' });
  await expect(blackguard).toHaveAttribute('aria-pressed', 'false');
  // Hydrated (client:load): Astro takes `ssr` off the island.
  await expect(page.locator('astro-island', { has: blackguard })).not.toHaveAttribute('ssr');
  await blackguard.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'blackguard');
  await expect(blackguard).toHaveAttribute('aria-pressed', 'true');
  await expectButtonExampleAndApi(page);
  await expect(page.getByRole('heading', { level: 2, name: /API/ }).locator('.lectern-badge-tip')).toHaveText(
    'New',
  );
  await expectNoAxeViolations(page);
});

test.describe('pages added to the pnpm site as they were written for other docs tools', () => {
  const site = siteOrigins['pnpm-site'];

  test('a VitePress page shows its callouts, details, code groups, marked lines, snippet and contents', async ({
    page,
  }) => {
    await page.goto(`${site}/en/guide/from-vitepress/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Written for VitePress' })).toBeVisible();
    await expect(page).toHaveTitle(/^Written for VitePress/);
    const content = page.locator('main');
    await expect(content.getByText('✨')).toBeVisible();
    const notes = content.getByRole('note');
    await expect(notes.filter({ hasText: 'Containers may have a space' })).toContainText('Info');
    await expect(notes.filter({ hasText: 'Read this first' })).toContainText('And a title of their own.');
    await expect(notes.filter({ hasText: 'GitHub' })).toContainText('Warning');
    await expect(notes.filter({ hasText: 'Before you upgrade' })).toContainText(
      'Back up your settings first.',
    );
    const hidden = content.getByText('Hidden until the reader opens it.');
    await expect(hidden).toBeHidden();
    await content.getByText('Show the output').click();
    await expect(hidden).toBeVisible();
    // The code group's tabs are named by the blocks' labels.
    const group = content.locator('.lectern-code-group');
    await group.getByRole('tab', { name: 'pnpm' }).click();
    await expect(group.getByRole('tabpanel')).toContainText('pnpm add pnpm-site');
    await expect(content.locator('.line.highlighted', { hasText: 'const second' })).toBeVisible();
    // Numbered lines: a counter before each line, in a gutter the code starts after.
    const numbered = await content
      .locator('figure.lectern-code-numbered .line')
      .first()
      .evaluate((line) => ({
        content: getComputedStyle(line, '::before').content,
        gutter:
          (line.firstElementChild?.getBoundingClientRect().left ?? 0) - line.getBoundingClientRect().left,
      }));
    expect(numbered.content).toBe('counter(lectern-line)');
    expect(numbered.gutter).toBeGreaterThan(20);
    await expect(content.locator('.line.diff.remove')).toContainText("'grey'");
    await expect(content.locator('.line.diff.add')).toContainText("'gray'");
    await expect(content.getByText('[!code')).toHaveCount(0);
    const snippet = content.locator('figure.lectern-code', { hasText: 'theme.ts' });
    await expect(snippet).toContainText("export const appearance: Appearance = 'dark';");
    await expect(snippet).not.toContainText('#region');
    // The table of contents leads to the headings, by their own anchors.
    await content
      .getByRole('navigation', { name: 'Table of contents' })
      .getByRole('link', { name: 'Code' })
      .click();
    await expect(page).toHaveURL(/#code$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Code' })).toBeInViewport();
    // The badge's text, written as VitePress's `text` prop, is its content.
    await expect(content.locator('.lectern-badge-tip')).toHaveText('Updated');
    await expect(content.getByRole('link', { name: 'component page' })).toHaveAttribute(
      'href',
      '/en/guide/own-components/',
    );
    await expect(content.getByText('Both are in this guide.')).toBeAttached();
    await expectNoAxeViolations(page);
    await content.getByRole('link', { name: 'Docusaurus’s' }).click();
    await expect(page).toHaveURL(`${site}/en/guide/from-docusaurus/`);
  });

  test('a Docusaurus page shows its admonitions (Markdown and @theme/Admonition), details, titled code, <CodeBlock> elements and tabs that switch together and stay chosen', async ({
    page,
  }) => {
    await page.goto(`${site}/en/guide/from-docusaurus/`);
    const content = page.locator('main');
    await expect(content.getByRole('note').filter({ hasText: 'Made for React' })).toBeVisible();
    await expect(content.getByRole('note').filter({ hasText: 'Mind the styles' })).toContainText(
      'Import the stylesheet once',
    );
    // Docusaurus's own components, imported from @theme/: Lectern's callouts and details.
    await expect(content.getByRole('note').filter({ hasText: 'Needs React 19' })).toContainText(
      'Older versions of React are not supported.',
    );
    await expect(
      content.getByRole('note').filter({ hasText: 'The components render on the server too.' }),
    ).toContainText('Info');
    const details = content.locator('details', { hasText: 'Why the styles are separate' });
    await expect(details.getByText('So that a site can load them once')).toBeHidden();
    await details.getByText('Why the styles are separate').click();
    await expect(details.getByText('So that a site can load them once')).toBeVisible();
    await expect(content.locator('figcaption', { hasText: 'src/App.jsx' })).toBeVisible();
    const install = content.getByRole('tablist').first();
    await expect(install.getByRole('tab', { name: 'npm' })).toHaveAttribute('aria-selected', 'true');
    await expect(content.getByText('npm install pnpm-site')).toBeVisible();
    await expect(content.getByText('yarn add pnpm-site')).toBeHidden();
    await install.getByRole('tab', { name: 'Yarn' }).click();
    await expect(content.getByText('yarn add pnpm-site')).toBeVisible();
    // The other tabs of the same group follow, and the choice is kept for the next visit.
    await expect(content.getByText('yarn upgrade pnpm-site')).toBeVisible();
    await expect(content.getByText('npm update pnpm-site')).toBeHidden();
    await install.getByRole('tab', { name: 'Yarn' }).press('ArrowRight');
    await expect(install.getByRole('tab', { name: 'npm' })).toBeFocused();
    await install.getByRole('tab', { name: 'Yarn' }).click();
    await page.reload();
    await expect(content.getByText('yarn add pnpm-site')).toBeVisible();
    // A highlight comment marks the next line and is not shown.
    const theme = content.locator('figure.lectern-code', { hasText: 'src/theme.js' });
    await expect(theme.locator('.line.highlighted')).toHaveText("setTheme('dark');");
    await expect(theme).not.toContainText('highlight-next-line');
    // <CodeBlock> with a file a !!raw-loader! import reads, and with a template literal: code blocks.
    const source = content.locator('figure.lectern-code.lectern-code-numbered', {
      hasText: 'demos/save-button.jsx',
    });
    await expect(source.locator('figcaption')).toHaveText('demos/save-button.jsx');
    await expect(source.locator('.line')).toHaveCount(5);
    await expect(source.locator('.line').nth(3)).toHaveText(
      '  return <Button onClick={onSave}>Save changes</Button>;',
    );
    await expect(
      content.locator('figure.lectern-code', { hasText: 'npm run build' }).locator('code'),
    ).toHaveText('npm run build');
    await expectNoAxeViolations(page);
  });
});
