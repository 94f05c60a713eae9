import { type MarkdownToHtmlResult, markdownToHtml } from 'satteri';
import { describe, expect, it, vi } from 'vitest';
import { iconMarkup } from '../test/icons.js';
import { markdownDirectives } from './directives.js';
import { markdownTranslator } from './labels.js';
import { formatMarkdownWarning, type MarkdownWarning, markdownReporter } from './markdown-warnings.js';

/** The directives, their warnings formatted as the build prints them. */
function directives(warn: (line: string) => void) {
  const report = markdownReporter({
    root: '/site',
    warn: (warning: MarkdownWarning) => warn(formatMarkdownWarning(warning)),
  });
  return markdownDirectives({ t: markdownTranslator(), report });
}

function render(source: string, warn = vi.fn()) {
  // The plugin's visitors are synchronous, so is the result.
  const { html } = markdownToHtml(source, {
    mdastPlugins: [directives(warn)],
    features: { directive: true },
    fileURL: new URL('file:///site/docs/page.md'),
  }) as MarkdownToHtmlResult;
  return { html: html.trim(), warn };
}

describe('callouts', () => {
  it.each([
    ['info', 'info', 'Info'],
    ['note', 'info', 'Note'],
    ['tip', 'tip', 'Tip'],
    ['success', 'success', 'Success'],
    ['warning', 'warning', 'Warning'],
    ['caution', 'warning', 'Caution'],
    ['error', 'error', 'Error'],
    ['danger', 'error', 'Danger'],
  ] as const)(':::%s is an aside in the %s tone titled "%s"', (name, tone, title) => {
    expect(render(`:::${name}\nText\n:::`).html).toBe(
      `<aside class="lectern-callout lectern-callout-${tone}" role="note">` +
        `<p class="lectern-callout-title" data-pagefind-ignore="all">${iconMarkup(tone)}${title}</p>` +
        '<div class="lectern-callout-body"><p>Text</p></div></aside>',
    );
  });

  it('takes its title from the label, formatting included, and leaves only that title to search', () => {
    const { html } = render(':::tip[Did *you* know?]\nText\n\nMore\n:::');
    expect(html).toContain('<p class="lectern-callout-title"><svg');
    expect(html).toContain('</svg>Did <em>you</em> know?</p>');
    expect(html).toContain('<div class="lectern-callout-body"><p>Text</p><p>More</p></div>');
  });

  it('keeps the default title for an empty label and may be empty itself', () => {
    expect(render(':::warning[]\nText\n:::').html).toContain('</svg>Warning</p>');
    expect(render(':::tip\n:::').html).toContain('<div class="lectern-callout-body"></div>');
  });

  it('holds any Markdown, callouts included', () => {
    const { html } = render(':::::info\n- a list\n\n::::tip\nnested\n::::\n:::::');
    expect(html).toContain('<ul>');
    expect(html.match(/<aside/g)).toHaveLength(2);
  });
});

describe('badges', () => {
  it.each([
    ['{type=tip}', 'tip'],
    ['{type=danger}', 'error'],
    ['{type="success"}', 'success'],
    ['', 'info'],
  ])(':badge[New]%s is a pill in the %s tone', (attributes, tone) => {
    expect(render(`Install :badge[New]${attributes}`).html).toBe(
      `<p>Install <span class="lectern-badge lectern-badge-${tone}">New</span></p>`,
    );
  });

  it('reports an unknown type or a missing text, naming the file, line and column', () => {
    const { html, warn } = render(':badge[Beta]{type=beta} :badge');
    expect(html).toContain('<span class="lectern-badge lectern-badge-info">Beta</span>');
    expect(warn.mock.calls).toEqual([
      [
        'docs/page.md:1:1: :badge: unknown type "beta" (expected one of info, note, important, tip, success, warning, caution, error, danger)',
      ],
      ['docs/page.md:1:25: :badge: no text: write it in brackets, :badge[New]'],
    ]);
  });
});

describe('code groups', () => {
  it('wrap their code blocks in a group', () => {
    const { html, warn } = render(':::code-group\n```sh\nnpm i\n```\n```sh\npnpm add\n```\n:::');
    expect(html).toMatch(
      /^<div class="lectern-code-group"><pre><code class="language-sh">npm i\n<\/code><\/pre>/,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('report anything but code blocks, and being empty', () => {
    expect(render('Intro\n\n:::code-group\nText\n```sh\nx\n```\n:::').warn).toHaveBeenCalledWith(
      'docs/page.md:3:1: :::code-group holds only code blocks; its paragraph stay outside the tabs',
    );
    expect(render(':::code-group\n:::').warn).toHaveBeenCalledWith(
      'docs/page.md:1:1: :::code-group is empty',
    );
  });
});

describe('other directives', () => {
  it.each([
    ['Note:this matters', '<p>Note:this matters</p>'],
    ['At 10:30 sharp', '<p>At 10:30 sharp</p>'],
    ['a:b[**c**]{#d .e f=g}', '<p>a:b[<strong>c</strong>]{f="g" #d .e}</p>'],
    ['::leaf[text]{x}', '<p>::leaf[text]{x}</p>'],
    ['::leaf', '<p>::leaf</p>'],
  ])('put %j back as it was written', (source, html) => {
    expect(render(source).html).toBe(html);
  });

  it('keep an unknown container’s content and report it', () => {
    const { html, warn } = render(':::spoiler\nText\n:::');
    expect(html).toBe('<div><p>Text</p></div>');
    expect(warn).toHaveBeenCalledWith(
      'docs/page.md:1:1: unknown container directive ":::spoiler"; its content is shown as it is',
    );
  });

  it('report without a file name when there is none', () => {
    const warn = vi.fn();
    markdownToHtml(':::spoiler\n:::', {
      mdastPlugins: [directives(warn)],
      features: { directive: true },
    });
    expect(warn).toHaveBeenCalledWith(
      'unknown container directive ":::spoiler"; its content is shown as it is',
    );
    expect(() =>
      markdownToHtml(':::spoiler\n:::', {
        mdastPlugins: [markdownDirectives({ t: markdownTranslator() })],
        features: { directive: true },
      }),
    ).not.toThrow();
  });
});
