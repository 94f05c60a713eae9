import { describe, expect, it } from 'vitest';
import { builtInDictionaries, builtInDictionary } from './catalogues.js';
import { en } from './en.js';
import { messageProblems } from './interpolate.js';
import { zhCN } from './zh-cn.js';

/** The names of a text's placeholders (`{name}`, `{name, plural, …}`), once each, sorted. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]))].sort();

describe.each(Object.entries(builtInDictionaries))('the %s catalogue', (_code, dictionary) => {
  it('translates every key of the English dictionary', () => {
    const missing = Object.keys(en).filter((key) => !Object.hasOwn(dictionary, key));
    expect(missing).toEqual([]);
  });

  it('has no key the English dictionary does not', () => {
    const extra = Object.keys(dictionary).filter((key) => !Object.hasOwn(en, key));
    expect(extra).toEqual([]);
  });

  it('keeps the placeholders of every English text', () => {
    for (const [key, text] of Object.entries(en)) {
      expect([key, placeholders(dictionary[key as keyof typeof en] ?? '')]).toEqual([
        key,
        placeholders(text),
      ]);
    }
  });

  it('writes every placeholder right', () => {
    for (const [key, text] of Object.entries(dictionary)) {
      expect([key, messageProblems(text ?? '')]).toEqual([key, []]);
    }
  });

  it('has a non-empty text for every key', () => {
    for (const [key, text] of Object.entries(dictionary)) expect([key, text?.trim()]).not.toEqual([key, '']);
  });

  it('cannot be changed', () => {
    expect(Object.isFrozen(dictionary)).toBe(true);
  });
});

describe('builtInDictionary', () => {
  it.each([
    ['zh-CN', zhCN],
    ['zh-cn', zhCN],
    ['zh', zhCN],
    ['zh-SG', zhCN],
    ['zh-Hans', zhCN],
    ['zh-Hans-CN', zhCN],
    ['zh-Hans-HK', zhCN],
    ['zh-TW', undefined],
    ['zh-HK', undefined],
    ['zh-MO', undefined],
    ['zh-Hant', undefined],
    ['zh-Hant-CN', undefined],
    ['en', undefined],
    ['ja', undefined],
    ['', undefined],
  ])('gives %j the %s translation', (locale, expected) => {
    expect(builtInDictionary(locale)).toBe(expected);
  });
});
