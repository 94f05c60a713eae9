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

  it('fills in values and leaves unknown placeholders as they are', () => {
    expect(areaText('en', 'jobs.countFiltered.other', { count: 2, total: 5 })).toBe('2 of 5 open listings');
    expect(areaText('zh-CN', 'jobs.countFiltered.other', { count: 2, total: 5 })).toBe(
      '5 个开放职位中的 2 个',
    );
    expect(areaText('en', 'jobs.count.one', {})).toBe('{count} open listing');
  });
});
