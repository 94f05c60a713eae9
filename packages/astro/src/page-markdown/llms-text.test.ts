import { describe, expect, it } from 'vitest';
import { llmsText, markdownSource, markdownSourceHref } from './llms-text.js';

describe('llmsText', () => {
  it('lists the pages of each language with their titles, descriptions and Markdown sources', () => {
    const text = llmsText({
      siteTitle: 'Lectern',
      description: 'A documentation theme.',
      siteUrl: new URL('https://docs.example.com'),
      languages: [
        { locale: 'en', title: 'English' },
        { locale: 'zh-CN', title: '简体中文' },
        { locale: 'eo-UY', title: 'Help translate' },
      ],
      pages: [
        { locale: 'en', title: 'Home', href: '/en/' },
        { locale: 'en', title: 'Layouts', description: 'The five layouts.', href: '/en/reference/layouts/' },
        { locale: 'zh-CN', title: '首页', href: '/zh-CN/' },
      ],
    });
    expect(text).toBe(
      [
        '# Lectern',
        '',
        '> A documentation theme.',
        '',
        '## English (en)',
        '',
        '- [Home](https://docs.example.com/en.md)',
        '- [Layouts](https://docs.example.com/en/reference/layouts.md): The five layouts.',
        '',
        '## 简体中文 (zh-CN)',
        '',
        '- [首页](https://docs.example.com/zh-CN.md)',
        '',
      ].join('\n'),
    );
  });

  it('keeps addresses relative when the site has no address of its own', () => {
    const text = llmsText({
      siteTitle: 'Docs',
      siteUrl: undefined,
      languages: [{ locale: 'en', title: 'English' }],
      pages: [{ locale: 'en', title: 'Home', href: '/en/' }],
    });
    expect(text).toContain('- [Home](/en.md)');
  });
});

describe('markdownSourceHref', () => {
  it.each([
    ['/en/guide/introduction/', '/en/guide/introduction.md'],
    ['/en/', '/en.md'],
    ['/', '/index.md'],
  ])('serves the source of %s at %s', (href, expected) => {
    expect(markdownSourceHref(href)).toBe(expected);
  });
});

describe('markdownSource', () => {
  it('puts the title and description before the body', () => {
    expect(
      markdownSource({ title: 'Layouts', description: 'Five layouts.', body: '\n## doc\n\nThe default.\n' }),
    ).toBe('# Layouts\n\n> Five layouts.\n\n## doc\n\nThe default.\n');
    expect(markdownSource({ body: 'Just text' })).toBe('Just text\n');
  });

  it('says the versions of its frontmatter under its title, in words', () => {
    expect(
      markdownSource({
        title: 'Grid',
        versions: { since: '1.2', deprecated: '2.0', changed: 'soon' },
        body: 'Text',
      }),
    ).toBe('# Grid\n\n_New in 1.2 · Deprecated in 2.0_\n\nText\n');
  });

  it.each([
    ['# Intro\n\nText', '> About.\n\n# Intro\n\nText\n'],
    ['Intro\n=====\n\nText', '> About.\n\nIntro\n=====\n\nText\n'],
    ['```sh\n# a comment\n```', '# Intro\n\n> About.\n\n```sh\n# a comment\n```\n'],
    ['## Part', '# Intro\n\n> About.\n\n## Part\n'],
  ])('gives a body with an h1 of its own no other title: %j', (body, source) => {
    expect(markdownSource({ title: 'Intro', description: 'About.', body })).toBe(source);
  });
});
