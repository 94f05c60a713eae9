import { describe, expect, it } from 'vitest';
import { fallbackLanguage } from './text-language.js';

describe('fallbackLanguage', () => {
  it.each([
    ['a text the labels leave out, on a page in Japanese', {}, 'ja', 'en'],
    ['a text the labels leave out, on a page in Chinese', {}, 'zh-CN', 'en'],
    ['a text the labels leave out, with no labels at all', undefined, 'de', 'en'],
    ['a text the labels give, on a page in Japanese', { 'docFooter.next': '次へ' }, 'ja', undefined],
    ['a text the labels leave out, on a page in English', {}, 'en', undefined],
    ['a text the labels leave out, on a page in British English', {}, 'en-GB', undefined],
    ['a text the labels leave out, on a page of no known language', {}, undefined, undefined],
    ['an empty text the labels give on purpose', { 'docFooter.next': '' }, 'ja', undefined],
  ] as const)('marks %s as %j', (_case, labels, locale, expected) => {
    expect(fallbackLanguage(labels, 'docFooter.next', locale)).toBe(expected);
  });
});
