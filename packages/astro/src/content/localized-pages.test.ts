import { defaultLocales } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { localizedPages, splitEntryId } from './localized-pages.js';

const shown = (pages: ReturnType<typeof localizedPages>) =>
  pages.map((page) => `${page.locale}/${page.slug} ← ${page.entry.id}${page.fallback ? ' (fallback)' : ''}`);

describe('splitEntryId', () => {
  it.each([
    ['en/index', ['en', '']],
    ['en/guide/introduction', ['en', 'guide/introduction']],
    ['zh-CN/guide/index', ['zh-CN', 'guide']],
  ])('splits %s into its language and path', (id, expected) => {
    expect(splitEntryId(id)).toEqual(expected);
  });
});

describe('localizedPages', () => {
  it('builds a translated page from its translation and an untranslated one from the English page', () => {
    const pages = localizedPages(
      [{ id: 'en/index' }, { id: 'en/guide' }, { id: 'zh-CN/index' }],
      defaultLocales,
      'en',
    );
    expect(shown(pages)).toEqual([
      'en/ ← en/index',
      'zh-CN/ ← zh-CN/index',
      'eo-UY/ ← en/index (fallback)',
      'en/guide ← en/guide',
      'zh-CN/guide ← en/guide (fallback)',
      'eo-UY/guide ← en/guide (fallback)',
    ]);
  });

  it('leaves out pages of disabled and unknown languages', () => {
    const pages = localizedPages([{ id: 'ja/index' }, { id: 'xx/index' }], defaultLocales, 'en');
    expect(pages).toEqual([]);
  });

  it('finds the language of a folder whatever the case of its id', () => {
    const pages = localizedPages([{ id: 'en/guide' }, { id: 'zh-cn/guide' }], defaultLocales, 'en');
    expect(shown(pages)).toEqual([
      'en/guide ← en/guide',
      'zh-CN/guide ← zh-cn/guide',
      'eo-UY/guide ← en/guide (fallback)',
    ]);
  });

  it('keeps a page that exists only in a translation', () => {
    const pages = localizedPages([{ id: 'zh-CN/only-here' }], defaultLocales, 'en');
    expect(shown(pages)).toEqual(['zh-CN/only-here ← zh-CN/only-here']);
  });
});
