import { fileURLToPath } from 'node:url';
import { readReactApi } from '@lectern/astro/loaders';
import { expect } from '@playwright/test';
import { LIBRARY_API_SOURCE } from '../src/areas/api/library-api';
import { axeViolations, gotoWithTheme, staticHostURL, test, waitForHydration } from './helpers';

/** The documented library's components, read from its TypeScript as the site reads them. */
const library = (
  await readReactApi(LIBRARY_API_SOURCE, fileURLToPath(new URL('..', import.meta.url)))
).components.map((component) => component.api);
/** The theme's public components: what @lectern/theme-react exports as PascalCase functions. */
const theme = Object.entries(await import('@lectern/theme-react'))
  .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && typeof value === 'function')
  .map(([name]) => name);

const explorer = '/en/api/';
const listed = (page: import('@playwright/test').Page) => page.locator('[data-api-entry]:visible h3');

test.describe('the API explorer', () => {
  test('lists the documented components alone at first, and the theme’s when they are chosen', async ({
    page,
  }) => {
    await page.goto(explorer);
    await waitForHydration(page);
    const documented = page.getByRole('region', { name: 'Documented components' });
    const themed = page.getByRole('region', { name: 'Theme components' });
    const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));
    await expect(documented.getByRole('heading', { level: 3 })).toHaveText(
      byName(library.map((entry) => entry.name)),
    );
    await expect(themed).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'components' })).toContainText(
      `${library.length} of ${library.length + theme.length} components`,
    );

    await page.getByRole('radio', { name: 'Both' }).check();
    await expect(page).toHaveURL(`${explorer}?from=all`);
    await expect(documented.getByRole('heading', { level: 3 })).toHaveText(
      byName(library.map((entry) => entry.name)),
    );
    await expect(themed.getByRole('heading', { level: 3 })).toHaveText(byName(theme));

    // The filter keeps the set's collection in the address.
    await page.getByRole('radio', { name: 'Theme' }).check();
    await expect(page).toHaveURL(`${explorer}?from=themeApi`);
    await expect(documented).toBeHidden();
    await expect(themed.getByRole('heading', { level: 3 })).toHaveText(byName(theme));
  });

  test('is about as long as the documented components need, at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(explorer);
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Theme components' })).toBeHidden();
    // Listing the theme's components too made the page about 11,600 px long.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5000);
  });

  test('the filters’ titles share a baseline: Name, Components and Kind', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(explorer);
    await waitForHydration(page);
    const filters = page.getByRole('form', { name: 'Filter the components' });
    const name = await filters.locator('label[for="api-query"]').boundingBox();
    const legends = await filters.locator('legend').all();
    expect(legends).toHaveLength(2);
    for (const legend of legends) {
      const box = await legend.boundingBox();
      expect(Math.abs((box?.y ?? 0) - (name?.y ?? 0))).toBeLessThan(1);
      expect(Math.abs((box?.height ?? 0) - (name?.height ?? 0))).toBeLessThan(1);
    }
  });

  test('without JavaScript, every component is listed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(explorer);
    await expect(page.locator('[data-api-entry]')).toHaveCount(library.length + theme.length);
    await expect(page.getByRole('region', { name: 'Theme components' })).toBeVisible();
    await context.close();
  });

  test('filters by name from the keyboard, keeping the filter in the address', async ({ page }) => {
    await page.goto(`${explorer}?from=all`);
    await waitForHydration(page);
    const name = page.getByLabel('Name');
    await name.focus();
    await page.keyboard.type('clos');
    await expect(listed(page)).toHaveText(['Alert', 'Menu', 'IconClose', 'SettingsPanel']);
    const alert = page.getByRole('list', { name: 'Members of Alert' });
    await expect(alert.getByRole('link').filter({ visible: true })).toHaveText([
      'prop closable',
      'prop closeLabel',
      'event close',
    ]);
    await expect(page).toHaveURL(`${explorer}?from=all&q=clos`);
    await expect(page.getByRole('status').filter({ hasText: 'components' })).toHaveText(
      `4 of ${library.length + theme.length} components, 5 members shown`,
    );
    // One member: the words agree with the number.
    await name.fill('closeLabel');
    await expect(listed(page)).toHaveText(['Alert']);
    await expect(page.getByRole('status').filter({ hasText: 'components' })).toHaveText(
      `1 of ${library.length + theme.length} components, 1 member shown`,
    );
  });

  test('filters by kind with the arrow keys, and a name and a kind together', async ({ page }) => {
    await page.goto(`${explorer}?from=all&q=nav`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Events' })).toBeChecked();
    await expect(page).toHaveURL(`${explorer}?from=all&q=nav&kind=event`);
    // Components with events whose own name or whose events' names have "nav": their events only.
    const shown = await page.locator('[data-api-entry]:visible').evaluateAll((entries) =>
      entries.map((entry) => ({
        name: (entry as HTMLElement).dataset.name ?? '',
        members: [...entry.querySelectorAll<HTMLElement>('[data-member-kind]')]
          .filter((item) => !item.hidden)
          .map((item) => ({ kind: item.dataset.memberKind, name: item.dataset.memberName ?? '' })),
      })),
    );
    expect(shown.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['NavBarHamburger', 'OutlineItem']),
    );
    for (const entry of shown) {
      expect(entry.members.length, entry.name).toBeGreaterThan(0);
      for (const { kind, name: member } of entry.members) {
        expect(kind, entry.name).toBe('event');
        if (!entry.name.toLowerCase().includes('nav'))
          expect(member.toLowerCase(), entry.name).toContain('nav');
      }
    }

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Events' })).toBeChecked();
    await expect(page.getByLabel('Name')).toHaveValue('nav');

    await page.getByLabel('Name').fill('nothing-is-called-this');
    await expect(page.getByText('No component or member matches these filters.')).toBeVisible();
  });

  test('a member leads to its row on the component’s page', async ({ page }) => {
    await page.goto(`${explorer}?q=closable`);
    await page
      .getByRole('list', { name: 'Members of Alert' })
      .getByRole('link', { name: 'prop closable' })
      .click();
    await expect(page).toHaveURL('/en/api/alert/#api-alert-props-closable');
    await expect(page.locator('#api-alert-props-closable')).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alert');
    await expect(page.getByRole('link', { name: 'Alert in the component guide' })).toHaveAttribute(
      'href',
      '/en/components/alert/',
    );
    // The documented library is a package of the repository: imported by its name, its source linked.
    await expect(page.getByText("import { Alert } from '@lectern/demo-library';")).toBeVisible();
    await expect(page.getByRole('link', { name: 'examples/demo-library/src/Alert/Alert.tsx' })).toBeVisible();
  });

  test('a theme component’s page shows its props as its TypeScript source has them', async ({ page }) => {
    await page.goto('/en/api/theme-nav-bar/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NavBar');
    await expect(page.getByText("import { NavBar } from '@lectern/theme-react';")).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'packages/theme-react/src/components/NavBar/NavBar.tsx' }),
    ).toBeVisible();
    const appearance = page.locator('#api-navbar-props-appearance');
    // The type by its alias, as the source writes it, and the values it allows in the order declared.
    await expect(appearance.getByRole('cell').nth(0)).toHaveText('Appearance');
    await expect(appearance.getByRole('cell').nth(1)).toHaveText('true');
    await expect(appearance).toContainText('One of: true, false, dark, force-dark, force-auto');
  });

  test('the API reference guide shows tables read from React, Vue and a Custom Elements Manifest', async ({
    page,
    request,
  }) => {
    await page.goto('/en/features/api-reference/');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('region', { name: 'Carousel props' }).getByRole('row', { name: /^interval/ }),
    ).toContainText('Greater than 0.');
    const stepper = main.getByRole('region', { name: 'VStepper props' });
    await expect(stepper.getByRole('row', { name: /^size/ })).toContainText('One of: small, medium, large');
    await expect(stepper.getByRole('row', { name: /^step/ })).toContainText('Greater than 0.');
    await expect(main.getByRole('region', { name: 'VStepper events' })).toContainText('update:modelValue');
    await expect(main.getByRole('region', { name: 'VStepper exposed' })).toContainText('increment');
    await expect(
      main.getByRole('region', { name: 'progress-ring props' }).getByRole('row', { name: /^max/ }),
    ).toContainText('Attribute: max');
    await expect(main.getByRole('region', { name: 'progress-ring CSS parts' })).toContainText('::part(ring)');
    await expect(main.getByRole('region', { name: 'progress-ring CSS custom properties' })).toContainText(
      '--progress-ring-color',
    );
    // The guide's examples are not components of the documented library: no API page of their own.
    expect((await request.get('/en/api/v-stepper/')).status()).toBe(404);
    const markdown = await (await request.get('/en/features/api-reference.md')).text();
    expect(markdown).toContain('### progress-ring CSS parts\n\n| Part | Description |');
    expect(markdown).toContain('### VStepper exposed');
  });

  // The pages are the integration's now, worded by the theme's labels: Chinese pages speak Chinese (the
  // components' own descriptions stay as the library writes them), so no "not translated" notice.
  test('in Chinese: reached from the Chinese menu, links kept in Chinese, its words in Chinese', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/zh-CN/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: 'API' }).click();
    await expect(page).toHaveURL(/\/zh-CN\/api\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API 浏览器');
    await expect(page.getByRole('form', { name: '筛选组件' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alert', exact: true })).toHaveAttribute(
      'href',
      '/zh-CN/api/alert/',
    );
    await page.goto('/zh-CN/api/alert/');
    await expect(page.getByRole('link', { name: 'API 浏览器' })).toHaveAttribute('href', '/zh-CN/api/');
    await expect(page.getByRole('link', { name: '组件指南中的 Alert' })).toHaveAttribute(
      'href',
      '/zh-CN/components/alert/',
    );
  });

  test('the legacy api/v-* addresses still lead to the component guides, on both servers', async ({
    page,
    request,
  }) => {
    const response = await request.get('/api/v-alert', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/en/components/alert/');
    await page.goto(`${staticHostURL}/en/api/v-alert/`);
    await expect(page).toHaveURL(`${staticHostURL}/en/components/alert/`);
  });

  // Light: every page of the site is checked as it loads, in e2e/every-page.spec.ts.
  for (const [address, theme] of [
    [`${explorer}?from=all&kind=slot`, 'dark'],
    ['/en/api/theme-layout/', 'dark'],
  ] as const) {
    test(`has no accessibility violations: ${address} (${theme})`, async ({ page }) => {
      // The explorer lists every component with its members: axe takes a while over it.
      test.setTimeout(120_000);
      await gotoWithTheme(page, address, theme);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
