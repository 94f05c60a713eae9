import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { markdownTranslator } from './labels.js';

const page = (file: string) => ({ fileURL: pathToFileURL(file) });

describe('markdownTranslator', () => {
  it('gives the English texts with their placeholders filled in', () => {
    const t = markdownTranslator()();
    expect(t('markdown.calloutTip')).toBe('Tip');
    expect(t('markdown.permalink', { text: 'Install' })).toBe('Permalink to “Install”');
    expect(t('nav.opensInNewTab')).toBe('(opens in a new tab)');
  });

  it('gives a page the texts of its language: the first folder of its path in the content folder', () => {
    const texts = markdownTranslator({ contentDir: '/site/src/content/docs', locales: ['en', 'zh-CN'] });
    expect(texts(page('/site/src/content/docs/zh-CN/guide/intro.md'))('markdown.calloutTip')).toBe('提示');
    expect(texts(page('/site/src/content/docs/zh-cn/guide/intro.md'))('markdown.details')).toBe('详情');
    expect(texts(page('/site/src/content/docs/en/guide/intro.md'))('markdown.calloutTip')).toBe('Tip');
    // A folder that is no language of the site, Markdown outside the content folder, or of no file.
    expect(texts(page('/site/src/content/docs/ja/intro.md'))('markdown.calloutTip')).toBe('Tip');
    expect(texts(page('/site/src/snippets/zh-CN/part.md'))('markdown.calloutTip')).toBe('Tip');
    expect(texts(undefined)('markdown.calloutTip')).toBe('Tip');
  });

  it("takes the site's labels first, in every language", () => {
    const texts = markdownTranslator({
      labels: { 'nav.opensInNewTab': '(new tab)', 'markdown.calloutTip': 'Hint' },
      contentDir: '/site/src/content/docs',
      locales: ['en', 'zh-CN'],
    });
    expect(texts()('nav.opensInNewTab')).toBe('(new tab)');
    expect(texts(page('/site/src/content/docs/zh-CN/a.md'))('markdown.calloutTip')).toBe('Hint');
    expect(texts(page('/site/src/content/docs/zh-CN/a.md'))('markdown.calloutNote')).toBe('注意');
  });
});
