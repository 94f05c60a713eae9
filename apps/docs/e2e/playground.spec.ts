import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations, gotoWithTheme, test, waitForHydration } from './helpers';

const address = '/en/playground/';

/** The playground, once its editor has loaded, and the preview frame's content. */
async function openPlayground(page: Page, path = address) {
  await page.goto(path);
  const editor = page.getByRole('textbox', { name: 'Code of the example' });
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  const preview = page.frameLocator('iframe[title="Preview of the example"]').locator('body');
  const problem = page.locator('[data-playground-problem]');
  return { editor, preview, problem };
}

/** Replaces the editor's code by typing, as a visitor would. */
async function typeCode(page: Page, editor: Locator, code: string) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

test.describe('the playground', () => {
  test('renders the first example, and the change as the code is edited', async ({ page }) => {
    const { editor, preview } = await openPlayground(page);
    await expect(preview.getByRole('heading', { name: 'Ships HTML first' })).toBeVisible();
    // The frame is as tall as the example: nothing of it is cut off.
    const frame = page.locator('iframe[title="Preview of the example"]');
    const contentHeight = await preview.evaluate((body) => body.getBoundingClientRect().height);
    await expect
      .poll(async () => (await frame.boundingBox())?.height ?? 0)
      .toBeGreaterThanOrEqual(Math.floor(contentHeight));
    // An edit by keystrokes in the middle of the code: a word of the first title, replaced.
    await editor.getByText('Ships HTML first').dblclick();
    await page.keyboard.type('Edited');
    await expect(preview.getByRole('heading', { name: /Edited/ })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Ships HTML first' })).toHaveCount(0);

    await typeCode(
      page,
      editor,
      'import { NotFound } from \'@lectern/theme-react\';\n\nexport default function Example() {\n  return <NotFound homeLink="/en/" />;\n}\n',
    );
    await expect(preview.getByText('PAGE NOT FOUND')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/en/');
  });

  test('shows a mistake in place of the preview, and leads to its line', async ({ page }) => {
    const { editor, problem } = await openPlayground(page);
    await typeCode(page, editor, 'export default function Example() {\n  return <p>Open\n}\n');
    const goTo = problem.getByRole('button', { name: /^Line \d+, column \d+$/ });
    await expect(goTo).toBeVisible();
    await expect(page.locator('iframe[title="Preview of the example"]')).toBeHidden();
    await goTo.click();
    await expect(editor).toBeFocused();

    await typeCode(page, editor, "export default function Example() {\n  throw new Error('boom');\n}\n");
    await expect(problem.getByText('Error: boom')).toBeVisible();

    await typeCode(page, editor, "import x from 'left-pad';\nexport default () => x;\n");
    await expect(problem.getByText(/Cannot import "left-pad"/)).toBeVisible();
    // The rest of the page goes on.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('runs the code in a frame with no access to the site', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lectern-playground-test', 'secret'));
    const { editor, preview } = await openPlayground(page);
    await typeCode(
      page,
      editor,
      [
        'const attempt = (read: () => unknown) => {',
        "  try { return String(read()); } catch { return 'blocked'; }",
        '};',
        'export default function Example() {',
        '  return (',
        '    <ul>',
        '      <li>storage: {attempt(() => localStorage.getItem("lectern-playground-test"))}</li>',
        '      <li>cookies: {attempt(() => document.cookie)}</li>',
        '      <li>page: {attempt(() => window.parent.document.title)}</li>',
        '    </ul>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    await expect(preview.getByText('storage: blocked')).toBeVisible();
    await expect(preview.getByText('cookies: blocked')).toBeVisible();
    await expect(preview.getByText('page: blocked')).toBeVisible();
  });

  test('keeps the code in the address, so the link opens it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { editor, preview } = await openPlayground(page);
    await typeCode(
      page,
      editor,
      'export default function Example() {\n  return <p>Shared by a link</p>;\n}\n',
    );
    await expect(preview.getByText('Shared by a link')).toBeVisible();
    await expect(page).toHaveURL(/#code=[\w-]+$/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());

    const other = await context.newPage();
    const opened = await openPlayground(other, link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(opened.editor).toContainText('Shared by a link');
    await expect(opened.preview.getByText('Shared by a link')).toBeVisible();
    await expect(other.getByLabel('Start from')).toHaveValue('');
  });

  test('starts from another example, and the preview follows the theme', async ({ page }) => {
    const { editor, preview } = await openPlayground(page);
    await page.getByLabel('Start from').selectOption({ label: 'API table with state' });
    await expect(editor).toContainText('useState');
    await expect(preview.getByRole('table').first()).toBeVisible();
    await preview.getByRole('checkbox', { name: 'text is required' }).check();
    await expect(preview.getByText('required', { exact: true })).toBeVisible();

    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'blackguard';
    });
    await expect(preview.locator('xpath=/ancestor::html')).toHaveAttribute('data-theme', 'blackguard');
  });

  test('loads the editor and the preview on its own page only', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_playground/')) loaded.push(request.url());
    });
    await page.goto('/en/jobs/');
    await waitForHydration(page);
    await page.goto('/en/api/');
    await waitForHydration(page);
    expect(loaded).toEqual([]);
    await openPlayground(page);
    await expect.poll(() => loaded.length).toBeGreaterThanOrEqual(3);
  });

  test('in Chinese: reached from the Chinese menu, with the notice', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/zh-CN/');
    await waitForHydration(page);
    await page.getByRole('button', { name: '资源' }).click();
    await page.getByRole('link', { name: '演练场' }).click();
    await expect(page).toHaveURL(/\/zh-CN\/playground\/$/);
    await expect(page.getByRole('note')).toHaveText('此页面尚未翻译，以下显示英文原文。');
    await expect(page.getByRole('textbox', { name: 'Code of the example' })).toHaveAttribute(
      'contenteditable',
      'true',
    );
  });

  for (const theme of ['light', 'dark']) {
    test(`has no accessibility violations (${theme})`, async ({ page }) => {
      await gotoWithTheme(page, address, theme);
      const { preview } = await openPlayground(page);
      await expect(preview.getByRole('heading', { name: 'Ships HTML first' })).toBeVisible();
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
