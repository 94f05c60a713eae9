import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { mdxToJs } from 'satteri';
import { describe, expect, it, vi } from 'vitest';
import { codeThemes, markdownFeatures, shikiColors } from './markdown-features.js';
import { WARNINGS_FIELD } from './markdown-warnings.js';

/** Renders Markdown as an Astro site with Lectern does: Astro's Sätteri pipeline, Shiki included. */
async function render(source: string, options: Parameters<typeof markdownFeatures>[0] = {}) {
  const processor = await createSatteriMarkdownProcessor({
    syntaxHighlight: 'shiki',
    shikiConfig: { ...shikiColors(undefined) },
    ...markdownFeatures({ site: 'https://lectern.dev', ...options }),
  });
  const { code, metadata } = await processor.render(source, { frontmatter: {} });
  return { html: code, headings: metadata.headings };
}

describe('markdownFeatures', () => {
  it('turns on the directive syntax and lists its plugins in order', () => {
    const features = markdownFeatures();
    expect(features.features).toEqual({ directive: true, headingAttributes: true });
    expect(features.mdastPlugins).toHaveLength(3);
    expect(features.hastPlugins.length).toBeGreaterThanOrEqual(3);
  });

  it('highlights code with both themes as CSS variables', async () => {
    const { html } = await render('```ts\nconst answer = 42;\n```');
    expect(html).toContain('--shiki-light:');
    expect(html).toContain('--shiki-dark:');
    expect(html).toContain('github-light-high-contrast github-dark-default');
  });

  it('keeps headings written inside code blocks out of the headings', async () => {
    const { headings, html } = await render(
      '## Install\n\n```md\n## not a heading\n```\n\n:::code-group\n```md title="a.md"\n### nor this\n```\n:::\n\n:::tip\n```md\n## nor here\n```\n:::\n',
    );
    expect(headings).toEqual([{ depth: 2, slug: 'install', text: 'Install' }]);
    expect(html).toContain('not a heading');
  });

  it('works in MDX too', async () => {
    const { code } = await mdxToJs(
      ':::tip[Did you know?]\nText :badge[New]{type=tip}\n:::\n\n## Setup\n\n[Site](https://example.com)\n',
      { ...markdownFeatures(), jsxImportSource: 'astro', elementAttributeNameCase: 'html' },
    );
    expect(code).toContain('"lectern-callout lectern-callout-tip"');
    expect(code).toContain('"lectern-badge lectern-badge-tip"');
    expect(code).toContain('"lectern-heading-anchor"');
    expect(code).toContain('target: "_blank"');
  });

  it("writes its texts in the page's language: a Chinese page's callouts, self-links and tables", async () => {
    const processor = await createSatteriMarkdownProcessor({
      syntaxHighlight: false,
      ...markdownFeatures({ contentDir: '/site/src/content/docs', locales: ['en', 'zh-CN'] }),
    });
    const source =
      ':::tip\n提示内容\n:::\n\n> [!WARNING]\n> 小心\n\n:::details\n隐藏\n:::\n\n## 安装\n\n[[toc]]\n\n| 名称 | 类型 |\n| - | - |\n| a | b |\n';
    const page = (language: string) =>
      processor.render(source, {
        frontmatter: {},
        fileURL: new URL(`file:///site/src/content/docs/${language}/page.md`),
      });
    const chinese = (await page('zh-CN')).code;
    expect(chinese).toMatch(/<p class="lectern-callout-title"[^>]*>.*提示<\/p>/);
    expect(chinese).toMatch(/<p class="lectern-callout-title"[^>]*>.*警告<\/p>/);
    expect(chinese).toContain('<summary class="lectern-details-summary">详情</summary>');
    expect(chinese).toContain('“安装”的永久链接');
    expect(chinese).toContain('aria-label="目录"');
    expect(chinese).toContain('aria-label="表格：名称, 类型"');
    const english = (await page('en')).code;
    expect(english).toMatch(/<p class="lectern-callout-title"[^>]*>.*Tip<\/p>/);
    expect(english).toContain('<summary class="lectern-details-summary">Details</summary>');
  });

  it('reports Markdown written wrong with the file, line and column, and keeps it with the page', async () => {
    const warn = vi.fn();
    const processor = await createSatteriMarkdownProcessor({
      syntaxHighlight: false,
      ...markdownFeatures({ warn, root: '/site' }),
    });
    const { metadata } = await processor.render('Text\n\nSee :badge[New]{type=nope}', {
      frontmatter: { title: 'Page' },
      fileURL: new URL('file:///site/src/content/docs/en/page.md'),
    });
    const warning = {
      file: 'src/content/docs/en/page.md',
      line: 3,
      column: 5,
      message:
        ':badge: unknown type "nope" (expected one of info, note, important, tip, success, warning, caution, error, danger)',
    };
    expect(warn.mock.calls).toEqual([[warning]]);
    expect(metadata.frontmatter).toEqual({ title: 'Page', [WARNINGS_FIELD]: [warning] });
  });
});

describe('shikiColors', () => {
  it.each([
    [undefined, { themes: codeThemes, defaultColor: false }],
    [{}, { themes: codeThemes, defaultColor: false }],
    [
      { theme: 'github-dark', themes: {} },
      { themes: codeThemes, defaultColor: false },
    ],
    [{ theme: 'nord' }, undefined],
    [{ themes: { light: 'min-light', dark: 'min-dark' } }, undefined],
  ])('for the site settings %j gives %j', (own, expected) => {
    expect(shikiColors(own)).toEqual(expected);
  });
});
