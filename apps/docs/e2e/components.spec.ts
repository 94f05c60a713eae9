import { expect, type Locator, type Page } from '@playwright/test';
import { componentPages as cataloguePages } from '../src/catalogue';
import { axeViolations, test, waitForHydration } from './helpers';

/**
 * What each page of the catalogue (src/catalogue.ts) shows: its address under `/en/components/`, its
 * examples and the components of its API tables, and the text of its link on the overview when that is not
 * the page's title.
 */
const componentPages = [
  { slug: 'alert', title: 'Alert', examples: ['alert/type', 'alert/border'], apis: ['Alert'] },
  {
    slug: 'bottom-navigation',
    title: 'Bottom navigation',
    examples: ['bottom-navigation/basic', 'bottom-navigation/modes', 'bottom-navigation/density'],
    apis: ['BottomNavigation'],
  },
  {
    slug: 'carousel',
    title: 'Carousel',
    examples: ['carousel/basic', 'carousel/cycle', 'carousel/controlled'],
    apis: ['Carousel'],
  },
  {
    slug: 'date-picker',
    title: 'Date picker',
    examples: ['date-picker/single', 'date-picker/range', 'date-picker/limits', 'date-picker/locale'],
    apis: ['DatePicker'],
  },
  {
    slug: 'expansion-panels',
    title: 'Expansion panels',
    examples: ['expansion-panels/basic', 'expansion-panels/multiple', 'expansion-panels/variants'],
    apis: ['ExpansionPanels', 'ExpansionPanel', 'ExpansionPanelTitle', 'ExpansionPanelText'],
  },
  {
    slug: 'file-input',
    title: 'File input',
    examples: ['file-input/basic', 'file-input/show-size', 'file-input/accept'],
    apis: ['FileInput'],
  },
  {
    slug: 'otp-input',
    title: 'OTP input',
    examples: ['otp-input/basic', 'otp-input/text', 'otp-input/disabled'],
    apis: ['OtpInput'],
  },
  {
    slug: 'autocomplete',
    title: 'Autocomplete',
    examples: ['autocomplete/basic', 'autocomplete/items', 'autocomplete/menu'],
    apis: ['Autocomplete'],
  },
  {
    slug: 'combobox',
    title: 'Combobox',
    examples: ['combobox/single', 'combobox/multiple', 'combobox/highlight'],
    apis: ['Combobox'],
  },
  {
    slug: 'data-iterator',
    title: 'Data iterator',
    examples: ['data-iterator/basic', 'data-iterator/controlled', 'data-iterator/empty'],
    apis: ['DataIterator'],
  },
  {
    slug: 'fab',
    title: 'Floating action button',
    examples: ['fab/basic', 'fab/location', 'fab/click'],
    apis: ['Fab'],
  },
  { slug: 'footer', title: 'Footer', examples: ['footer/basic', 'footer/height'], apis: ['Footer'] },
  {
    slug: 'menus',
    title: 'Menus',
    examples: ['menus/activator', 'menus/keyboard', 'menus/location', 'menus/stay-open'],
    apis: ['Menu'],
  },
  {
    slug: 'data-tables/basics',
    title: 'Data tables: basics',
    overviewLink: 'Data tables',
    examples: ['data-tables/basics', 'data-tables/headers', 'data-tables/empty-and-loading'],
    apis: ['DataTable'],
  },
  {
    slug: 'data-tables/sorting-and-pagination',
    title: 'Data tables: sorting and pagination',
    overviewLink: 'sorting and pagination',
    examples: ['data-tables/sorting', 'data-tables/pagination'],
    apis: ['DataTable'],
  },
  {
    slug: 'rating',
    title: 'Rating',
    examples: ['rating/basic', 'rating/half', 'rating/states'],
    apis: ['Rating'],
  },
  {
    slug: 'textarea',
    title: 'Textarea',
    examples: ['textarea/basic', 'textarea/auto-grow', 'textarea/counter'],
    apis: ['Textarea'],
  },
  {
    slug: 'sparkline',
    title: 'Sparkline',
    examples: ['sparkline/line', 'sparkline/bar', 'sparkline/live'],
    apis: ['Sparkline'],
  },
];

/** Opens a component page and waits until every example on it runs live, in place of the server's rendering. */
async function openComponentPage(page: Page, slug: string): Promise<void> {
  await page.goto(`/en/components/${slug}/`);
  // Every example is drawn by the server and hydrated in place; its stage is marked once it is live.
  await waitForHydration(page);
}

/**
 * Turns on "API tables on component pages" before the page loads: by default a component page links to
 * its API page instead of showing its tables.
 */
async function showApiTablesInline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'lectern-settings',
      JSON.stringify({ version: 1, values: { inlineApiTables: true }, updatedAt: { inlineApiTables: 1 } }),
    );
  });
}

/** The live preview of an example, by file name: of the form shown, for one that has two. */
function preview(page: Page, file: string): Locator {
  return page.locator(`[data-example="${file}"] .lectern-example-preview`).filter({ visible: true });
}

test.describe('component pages', () => {
  test('the tests know what each page of the catalogue shows', () => {
    expect(componentPages.map((entry) => entry.slug).sort()).toEqual(
      cataloguePages()
        .map((entry) => entry.slug)
        .sort(),
    );
  });

  test('the alert page shows live examples, their source and the API tables', async ({ page }) => {
    await showApiTablesInline(page);
    await page.goto('/en/components/alert/');
    const types = page.locator('[data-example="alert/type"]');
    await expect(types.getByRole('alert')).toHaveCount(2);
    await expect(types.getByRole('status')).toHaveCount(2);
    await types.getByText('Show code').click();
    await expect(types.locator('pre')).toContainText("import { Alert } from '@lectern/demo-library';");

    const props = page.getByRole('region', { name: 'Props' });
    const type = props.getByRole('row', { name: /^type/ });
    await expect(type).toContainText("'info'");
    await expect(type).toContainText('One of: success, info, warning, error');
    await expect(
      page.getByRole('region', { name: 'Events' }).getByRole('row', { name: /close/ }),
    ).toBeVisible();
  });

  test('an example is interactive from the start: a click before it is live is not lost', async ({
    page,
  }) => {
    await page.goto('/en/components/alert/');
    const borders = page.locator('[data-example="alert/border"] .lectern-example-preview');
    const closable = borders.getByText('A border on the end side, and a close button.');
    await expect(closable).toBeVisible();
    // At once, whether or not the example has loaded: a click before then is held and given again.
    await borders.getByRole('button', { name: 'Close' }).click();
    await expect(closable).toBeHidden();
    await expect(borders.locator('[data-example-ready]')).toHaveCount(1);
  });

  test('what is typed into an example before it is live stays', async ({ page }) => {
    // The page's scripts, the examples' among them, are held back until the text is typed.
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/components/textarea/', { waitUntil: 'commit' });
    const stage = page
      .locator('[data-example="textarea/basic"] [data-example-live]')
      .filter({ visible: true });
    const field = stage.getByRole('textbox').first();
    await field.fill('Typed before the example ran');
    release();
    await expect(stage).toHaveAttribute('data-example-ready', '');
    await expect(field).toHaveValue('Typed before the example ran');
  });

  test('an example that cannot load says so in its place, and the page goes on', async ({ page }) => {
    await page.goto('/en/features/examples/');
    await expect(page.getByText('Could not load example `alert/does-not-exist`')).toBeVisible();
    await expect(page.locator('[data-example="alert/type"]').getByRole('alert')).toHaveCount(2);
  });

  for (const { slug, title, examples, apis } of componentPages) {
    test(`the ${slug} page shows its live examples and its API tables`, async ({ page }) => {
      await showApiTablesInline(page);
      await openComponentPage(page, slug);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('figure.lectern-example')).toHaveCount(examples.length);
      for (const file of examples) await expect(preview(page, file)).toBeVisible();
      await expect(page.getByText(/Could not load example/)).toHaveCount(0);
      for (const name of apis) {
        const api = page.locator(`[data-api="${name}"]`);
        await expect(api.getByRole('table').first()).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 2, name: 'API' })).toBeVisible();
    });
  }

  test('the overview lists every component page, with a link to it', async ({ page }) => {
    await page.goto('/en/components/');
    const content = page.getByRole('main');
    for (const { slug, title, overviewLink } of componentPages) {
      await expect(content.getByRole('link', { name: overviewLink ?? title, exact: true })).toHaveAttribute(
        'href',
        `/en/components/${slug}/`,
      );
    }
  });

  test('the OTP input finishes once all 6 digits are typed, and takes digits only', async ({ page }) => {
    await openComponentPage(page, 'otp-input');
    const otp = preview(page, 'otp-input/basic');
    await otp.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type('1a2345');
    await expect(otp.getByText('Typed so far: 5 of 6 digits')).toBeVisible();
    await expect(otp.getByText(/Code complete/)).toHaveCount(0);
    await page.keyboard.type('6');
    await expect(otp.getByText('Code complete: 123456')).toBeVisible();
    await expect(otp.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('6');
  });

  test('the carousel advances with its Next button', async ({ page }) => {
    await openComponentPage(page, 'carousel');
    const carousel = preview(page, 'carousel/basic');
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await expect(carousel.getByText('Coastal paths')).toBeVisible();
    await expect(carousel.getByText('Alpine lakes')).toBeHidden();
    await expect(carousel.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  test('the date picker in range mode marks the days between the two picked', async ({ page }) => {
    await openComponentPage(page, 'date-picker');
    const picker = preview(page, 'date-picker/range');
    const days = picker.locator('button[data-day]:not(.ui-date-picker__day--outside)');
    const tenth = (await days.nth(9).getAttribute('data-day')) ?? '';
    const fourteenth = (await days.nth(13).getAttribute('data-day')) ?? '';
    // The end first: the range comes out in date order all the same.
    await days.nth(13).click();
    await expect(picker.getByText(`From ${fourteenth}: now pick the last night`)).toBeVisible();
    await days.nth(9).click();
    await expect(picker.getByText(`From ${tenth} to ${fourteenth}`)).toBeVisible();
    await expect(picker.getByRole('gridcell', { selected: true })).toHaveCount(5);
    const between = picker.locator('.ui-date-picker__day--between');
    await expect(between).toHaveText(['11', '12', '13']);
  });

  test('the rating changes with the arrow keys', async ({ page }) => {
    await openComponentPage(page, 'rating');
    const rating = preview(page, 'rating/basic');
    const three = rating.getByRole('radio', { name: '3 of 5 stars' });
    await expect(three).toBeChecked();
    await three.focus();
    await page.keyboard.press('ArrowRight');
    const four = rating.getByRole('radio', { name: '4 of 5 stars' });
    await expect(four).toBeChecked();
    await expect(four).toBeFocused();
    await expect(rating.getByText('Rated 4 of 5')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(rating.getByRole('radio', { name: '2 of 5 stars' })).toBeChecked();
    await expect(rating.getByText('Rated 2 of 5')).toBeVisible();
  });

  test('the menu opens, moves and closes from the keyboard, skipping its disabled item', async ({ page }) => {
    await openComponentPage(page, 'menus');
    const example = preview(page, 'menus/keyboard');
    const activator = example.getByRole('button', { name: 'Shipping country' });
    const menu = example.getByRole('menu', { name: 'Shipping country' });
    const item = (name: string) => example.getByRole('menuitem', { name });
    await activator.focus();
    await page.keyboard.press('Enter');
    await expect(activator).toHaveAttribute('aria-expanded', 'true');
    await expect(item('Argentina')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Australia')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item('Denmark')).toBeFocused();
    await page.keyboard.press('b');
    await expect(item('Belgium')).toBeFocused();
    // Brazil is disabled: the arrows pass over it.
    await page.keyboard.press('ArrowDown');
    await expect(item('Canada')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(activator).toBeFocused();
    await expect(example.getByText('Country code: CA')).toBeVisible();

    await page.keyboard.press('ArrowUp');
    await expect(item('Denmark')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(activator).toHaveAttribute('aria-expanded', 'false');
    await expect(activator).toBeFocused();
  });

  test('the menu closes on a click outside', async ({ page }) => {
    await openComponentPage(page, 'menus');
    const example = preview(page, 'menus/activator');
    await example.getByRole('button', { name: 'File actions' }).click();
    await expect(example.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
    await page.getByRole('heading', { level: 1, name: 'Menus' }).click();
    await expect(example.getByRole('menu')).toBeHidden();
    await expect(example.getByText('The menu is closed.')).toBeVisible();
  });

  test('the menu opens on the side its location names, end flipping in right-to-left text', async ({
    page,
  }) => {
    await openComponentPage(page, 'menus');
    const example = preview(page, 'menus/location');
    /** Opens a menu by its activator's name and gives both boxes. */
    const open = async (name: string) => {
      const activator = example.getByRole('button', { name });
      await activator.click();
      const boxes = [await activator.boundingBox(), await example.getByRole('menu', { name }).boundingBox()];
      await page.keyboard.press('Escape');
      const [button, menu] = boxes;
      if (!button || !menu) throw new Error(`the menu "${name}" has no box`);
      return { button, menu };
    };
    const top = await open('Size (top)');
    expect(top.menu.y + top.menu.height).toBeLessThanOrEqual(top.button.y);
    const bottom = await open('Size (bottom)');
    expect(bottom.menu.y).toBeGreaterThanOrEqual(bottom.button.y + bottom.button.height);
    const end = await open('Size (end)');
    expect(end.menu.x).toBeGreaterThanOrEqual(end.button.x + end.button.width);
    const start = await open('Size (start)');
    expect(start.menu.x + start.menu.width).toBeLessThanOrEqual(start.button.x);
    const endRtl = await open('End, right to left');
    expect(endRtl.menu.x + endRtl.menu.width).toBeLessThanOrEqual(endRtl.button.x);
    const startRtl = await open('Start, right to left');
    expect(startRtl.menu.x).toBeGreaterThanOrEqual(startRtl.button.x + startRtl.button.width);
  });

  test('the data table sorts by a column: ascending, descending, then unsorted', async ({ page }) => {
    await openComponentPage(page, 'data-tables/basics');
    const table = preview(page, 'data-tables/basics').getByRole('table', { name: 'Nutrition of desserts' });
    const calories = table.getByRole('columnheader', { name: 'Calories' });
    const firstDessert = table.getByRole('row').nth(1).getByRole('cell').first();
    await expect(firstDessert).toHaveText('Frozen yoghurt');
    await calories.getByRole('button').click();
    await expect(calories).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstDessert).toHaveText('Frozen yoghurt');
    await calories.getByRole('button').click();
    await expect(calories).toHaveAttribute('aria-sort', 'descending');
    await expect(firstDessert).toHaveText('KitKat');
    await calories.getByRole('button').click();
    await expect(calories).not.toHaveAttribute('aria-sort');
    await expect(firstDessert).toHaveText('Frozen yoghurt');

    const fat = table.getByRole('columnheader', { name: 'Fat (g)' });
    await fat.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(fat).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstDessert).toHaveText('Jelly bean');
  });

  test('the data table pages, and keeps the first row in view when the page size changes', async ({
    page,
  }) => {
    await openComponentPage(page, 'data-tables/sorting-and-pagination');
    const example = preview(page, 'data-tables/pagination');
    const range = example.getByRole('status');
    await expect(range).toHaveText('1–5 of 47');
    await expect(example.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await example.getByRole('button', { name: 'Next page' }).click();
    await example.getByRole('button', { name: 'Next page' }).click();
    await expect(range).toHaveText('11–15 of 47');
    await example.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
    await expect(range).toHaveText('11–20 of 47');
    await expect(example.getByText('The parent holds page 2, at 10 rows a page.')).toBeVisible();
  });

  test('the menus page has no accessibility violations with a menu open', async ({ page }) => {
    test.slow();
    await openComponentPage(page, 'menus');
    await preview(page, 'menus/keyboard').getByRole('button', { name: 'Shipping country' }).click();
    await expect(page.getByRole('menu', { name: 'Shipping country' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const slug of ['data-tables/basics', 'data-tables/sorting-and-pagination']) {
    test(`the ${slug} page has no accessibility violations`, async ({ page }) => {
      test.slow();
      await openComponentPage(page, slug);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const slug of ['date-picker', 'expansion-panels', 'otp-input']) {
    test(`the ${slug} page has no accessibility violations`, async ({ page }) => {
      // Axe checks every element: four calendars of 42 days and 153 years each take it a while.
      test.slow();
      await openComponentPage(page, slug);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
