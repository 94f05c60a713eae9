import { expect, type Page } from '@playwright/test';
import { axeViolations, gotoWithTheme, test, waitForHydration } from './helpers';

// The Markdown features, on the page that documents them.
const markdownPage = '/en/reference/markdown/';

test.use({ viewport: { width: 1400, height: 900 } });

/** The code block captioned with a title. */
function codeBlock(page: Page, title: string) {
  return page.locator('figure.lectern-code').filter({ has: page.locator('figcaption', { hasText: title }) });
}

test.describe('code blocks', () => {
  test('are highlighted when the site is built, in the colours of the theme shown', async ({ page }) => {
    const keywordColor = async () =>
      codeBlock(page, 'astro.config.ts')
        .locator('.line span', { hasText: 'import' })
        .first()
        .evaluate((span) => getComputedStyle(span).color);
    await gotoWithTheme(page, markdownPage, 'light');
    expect(await keywordColor()).toBe('rgb(160, 17, 31)');
    for (const theme of ['dark', 'blackguard']) {
      await page.evaluate((value) => {
        document.documentElement.dataset.theme = value;
      }, theme);
      expect(await keywordColor()).toBe('rgb(255, 123, 114)');
    }
  });

  test('show their title and highlight the lines they ask for', async ({ page }) => {
    await page.goto(markdownPage);
    await expect(codeBlock(page, 'astro.config.ts').locator('pre')).toContainText('defineConfig');
    const highlighted = codeBlock(page, 'src/site-config.ts').locator('.line.highlighted');
    await expect(highlighted).toHaveText([
      "  siteTitle: 'My library',",
      "  nav: [{ text: 'Guide', link: '/guide/' }],",
      '  outline: [2, 3],',
    ]);
  });

  test('each have a copy button that copies the code and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(markdownPage);
    const blocks = page.locator('figure.lectern-code');
    await expect(blocks.locator(':scope > button.lectern-code-copy')).toHaveCount(await blocks.count());

    const block = codeBlock(page, 'astro.config.ts');
    const button = block.getByRole('button', { name: 'Copy code' });
    await block.hover();
    await expect(button).toHaveCSS('opacity', '1');
    await button.click();
    const code = await block.locator('pre code').textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(code).toContain("import { lectern } from '@lectern/astro';\nimport { defineConfig }");
    await expect(page.locator('[data-lectern-code-status]')).toHaveText('Copied');
    await expect(page.locator('[data-lectern-code-status]')).toHaveText('', { timeout: 5000 });
  });

  test('keep their copy button at the end of the code, which reads left to right, in RTL too', async ({
    page,
  }) => {
    await page.goto(markdownPage);
    await page.evaluate(() => {
      document.documentElement.dir = 'rtl';
    });
    const block = codeBlock(page, 'astro.config.ts');
    const code = await block.locator('pre').boundingBox();
    const button = await block.getByRole('button', { name: 'Copy code' }).boundingBox();
    if (!code || !button) throw new Error('the code block is not visible');
    expect(button.x).toBeGreaterThan(code.x + code.width / 2);
  });

  test('can be copied with the keyboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(markdownPage);
    const block = codeBlock(page, 'notes.md');
    // The code is the stop before its button, so a keyboard user reaches the button next.
    await block.locator('pre').focus();
    await page.keyboard.press('Tab');
    const button = block.getByRole('button', { name: 'Copy code' });
    await expect(button).toBeFocused();
    await expect(button).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('## not a heading');
    await expect(page.locator('[data-lectern-code-status]')).toHaveText('Copied');
  });

  test('far from the screen are drawn only when reached, taking their height before, so nothing moves', async ({
    page,
  }) => {
    await page.goto(markdownPage);
    // The code group's tabs first: they hide two of its three blocks, which must not be measured before
    // and missed after.
    await expect(page.getByRole('tablist')).toHaveCount(1);
    const heights = () =>
      page.locator('figure.lectern-code > pre').evaluateAll((blocks) =>
        blocks
          .filter((block) => block.checkVisibility())
          .map((block) => ({
            height: block.getBoundingClientRect().height,
            // The block's own box is always there; what is skipped is what it holds.
            drawn: block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
          })),
      );
    const before = await heights();
    expect(before.some((block) => !block.drawn)).toBe(true);
    // Reached, a heading below the blocks stays where the scroll put it while they are drawn.
    const heading = page.getByRole('heading', { name: 'Callouts', exact: true });
    await heading.scrollIntoViewIfNeeded();
    const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const reached = await top();
    await page.waitForTimeout(300);
    expect(await top()).toBe(reached);
    // Each block reached in turn is drawn, at the height it had before.
    const reachedBlocks = await page.locator('figure.lectern-code > pre').evaluateAll(async (blocks) => {
      const seen: { height: number; drawn: boolean }[] = [];
      for (const block of blocks.filter((each) => each.checkVisibility())) {
        block.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        seen.push({
          height: block.getBoundingClientRect().height,
          drawn: block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
        });
      }
      return seen;
    });
    expect(reachedBlocks.every((block) => block.drawn)).toBe(true);
    expect(reachedBlocks.map((block) => Math.round(block.height))).toEqual(
      before.map((block) => Math.round(block.height)),
    );
  });
});

test.describe('code groups', () => {
  test('show their blocks as tabs, switched by click and by the arrow keys', async ({ page }) => {
    await page.goto(markdownPage);
    const tabList = page.getByRole('tablist');
    await expect(tabList).toHaveCount(1);
    const tabs = tabList.getByRole('tab');
    await expect(tabs).toHaveText(['npm', 'pnpm', 'yarn']);
    const selected = tabList.getByRole('tab', { selected: true });
    const panel = page.getByRole('tabpanel');
    await expect(selected).toHaveText('npm');
    await expect(panel).toHaveCount(1);
    await expect(panel).toContainText('npm install @lectern/astro');
    await expect(panel).toHaveAttribute('aria-labelledby', (await selected.getAttribute('id')) ?? '');
    await expect(selected).toHaveAttribute('aria-controls', (await panel.getAttribute('id')) ?? '');

    await tabs.nth(1).click();
    await expect(selected).toHaveText('pnpm');
    await expect(page.getByRole('tabpanel')).toContainText('pnpm add @lectern/astro');

    await page.keyboard.press('ArrowRight');
    await expect(selected).toHaveText('yarn');
    await expect(selected).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('yarn add @lectern/astro');
    await page.keyboard.press('ArrowRight');
    await expect(selected).toHaveText('npm');
    await page.keyboard.press('ArrowLeft');
    await expect(selected).toHaveText('yarn');
    await page.keyboard.press('Home');
    await expect(selected).toHaveText('npm');
    await page.keyboard.press('End');
    await expect(selected).toHaveText('yarn');
    // One tab stop: Tab leaves the tab list for the code of the shown tab.
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel').locator('pre')).toBeFocused();
  });

  test('follow the reading direction with the arrow keys', async ({ page }) => {
    await page.goto(markdownPage);
    await page.evaluate(() => {
      document.documentElement.dir = 'rtl';
    });
    await page.getByRole('tab', { name: 'npm', exact: true }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { selected: true })).toHaveText('pnpm');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a code group shows every block, each with its title, and no tabs', async ({ page }) => {
    await page.goto(markdownPage);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const group = page.locator('.lectern-code-group');
    await expect(group.locator('figcaption')).toHaveText(['npm', 'pnpm', 'yarn']);
    for (const figure of await group.locator('figure').all()) await expect(figure).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(0);
  });
});

test('callouts are notes with a visible title and an icon', async ({ page }) => {
  await page.goto(markdownPage);
  const notes = page.locator('main').getByRole('note');
  await expect(notes.locator('.lectern-callout-title')).toHaveText([
    'Info',
    'Did you know?',
    'Success',
    'Warning',
    'Danger',
    // GitHub's alert, a callout of the info tone.
    'Important',
  ]);
  for (const note of await notes.all()) {
    await expect(note).toHaveJSProperty('tagName', 'ASIDE');
    const icon = note.locator('.lectern-callout-title .lectern-icon');
    await expect(icon).toBeVisible();
    const box = await icon.boundingBox();
    expect(box?.width).toBeGreaterThan(10);
    // Drawn inline in the title's colour: no image for the browser to build while it styles the page.
    const drawn = await icon.evaluate((svg) => {
      const style = getComputedStyle(svg);
      const title = getComputedStyle(svg.parentElement as Element);
      return {
        tag: svg.tagName.toLowerCase(),
        stroke: style.stroke,
        color: title.color,
        mask: style.maskImage,
      };
    });
    expect(drawn).toEqual({ tag: 'svg', stroke: drawn.color, color: drawn.color, mask: 'none' });
  }
  const tip = notes.filter({ hasText: 'Did you know?' });
  await expect(tip).toHaveClass(/lectern-callout-tip/);
  await expect(tip).toContainText('to hide its outline');
  // Each tone has its own colours (the alert shares the info tone's).
  const borders = await notes.evaluateAll((asides) =>
    asides.map((aside) => getComputedStyle(aside).borderInlineStartColor),
  );
  expect(new Set(borders).size).toBe(5);
});

test('badges are small pills in the line of text', async ({ page }) => {
  await page.goto(markdownPage);
  const badge = page.locator('main .lectern-badge', { hasText: /^New$/ });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveClass(/lectern-badge-tip/);
  await expect(badge).toHaveCSS('border-radius', '999px');
  const badgeSize = await badge.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  const textSize = await badge.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element.parentElement as Element).fontSize),
  );
  expect(badgeSize).toBeLessThan(textSize);
  // Seven written as :badge, and the version badge of <Since>, in the same pill.
  await expect(page.locator('main .lectern-badge')).toHaveCount(8);
  const version = page.locator('main .lectern-badge[data-lens-since="0.2"]');
  await expect(version).toHaveText('New in 0.2', { useInnerText: true });
  await expect(version).toHaveCSS('border-radius', '999px');
});

test.describe('headings', () => {
  test('each link to themselves, shown on hover and focus, without changing their text', async ({ page }) => {
    await page.goto(markdownPage);
    const headings = page.locator('main').locator('h2, h3, h4, h5, h6');
    expect(await headings.count()).toBeGreaterThan(10);
    for (const heading of await headings.all()) {
      const id = await heading.getAttribute('id');
      const text = (await heading.textContent()) ?? '';
      expect(id).toBeTruthy();
      const link = page.getByRole('link', { name: `Permalink to “${text}”`, exact: true });
      await expect(link).toHaveAttribute('href', `#${id}`);
    }
    await expect(page.getByRole('heading', { name: 'Code blocks', exact: true, level: 2 })).toBeVisible();

    const link = page.getByRole('link', { name: 'Permalink to “Callouts”' });
    await expect(link).toHaveCSS('opacity', '0');
    await page.getByRole('heading', { name: 'Callouts', exact: true }).hover();
    await expect(link).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(link).toHaveCSS('opacity', '0');
    await link.focus();
    await expect(link).toHaveCSS('opacity', '1');
    await link.click();
    await expect(page).toHaveURL(/#callouts$/);
  });

  test('written inside code blocks never reach the outline', async ({ page }) => {
    await page.goto(markdownPage);
    await waitForHydration(page);
    const outline = page.getByRole('navigation', { name: 'Table of contents for current page' });
    await expect(outline.getByRole('link', { name: 'Headings in code stay code' })).toBeVisible();
    await expect(outline.getByRole('link', { name: 'Level six' })).toBeVisible();
    await expect(outline).not.toContainText('not a heading');
    await expect(page.getByRole('heading', { name: 'not a heading' })).toHaveCount(0);
    await expect(codeBlock(page, 'notes.md')).toContainText('## not a heading');
  });
});

test('links to other sites open in a new tab and say so', async ({ page }) => {
  await page.goto(markdownPage);
  const external = page.getByRole('link', { name: 'the Astro documentation (opens in a new tab)' });
  await expect(external).toHaveAttribute('href', 'https://docs.astro.build/');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noreferrer');
  await expect(external.locator('.lectern-icon-external')).toBeVisible();
  await expect(external.locator('.lectern-sr-only')).toHaveCSS('clip-path', 'inset(50%)');

  const internal = page.getByRole('link', { name: 'the frontmatter reference', exact: true });
  await expect(internal).not.toHaveAttribute('target', /.*/);
});

test('text that only looks like a directive is shown as written', async ({ page }) => {
  await page.goto(markdownPage);
  await expect(page.locator('main')).toContainText('a time like 10:30, is shown as written');
});

for (const theme of ['light', 'dark', 'blackguard']) {
  test(`the page has no accessibility violations in the ${theme} theme`, async ({ page }) => {
    // A long page of every Markdown feature: axe needs more than the default half minute on a busy machine.
    test.setTimeout(90_000);
    await gotoWithTheme(page, markdownPage, theme);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // Show the copy buttons and a highlighted state, so their colours are checked too.
    await codeBlock(page, 'src/site-config.ts').hover();
    expect(await axeViolations(page)).toEqual([]);
  });
}
