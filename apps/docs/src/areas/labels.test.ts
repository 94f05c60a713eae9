import { describe, expect, it } from 'vitest';
import { areaText } from './labels';

describe('areaText', () => {
  it.each([
    ['en', 'Sponsored by'],
    ['zh-CN', '赞助商'],
    ['eo-UY', 'Sponsored by'],
    ['fr', 'Sponsored by'],
  ])('gives the text in %s, else in English', (lang, text) => {
    expect(areaText(lang, 'sponsors.strip.title')).toBe(text);
  });
});
