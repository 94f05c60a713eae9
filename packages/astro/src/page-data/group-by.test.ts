import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('keeps the order of the items within each group and of the groups', () => {
    const pages = [
      { locale: 'en', slug: 'b' },
      { locale: 'en', slug: 'a' },
      { locale: 'fr', slug: 'b' },
    ];
    expect([
      ...groupBy(
        pages,
        (page) => page.slug,
        (page) => page.locale,
      ),
    ]).toEqual([
      ['b', ['en', 'fr']],
      ['a', ['en']],
    ]);
    expect(groupBy(pages, (page) => page.locale).get('en')).toEqual([pages[0], pages[1]]);
  });

  it('grows in one pass over many items', () => {
    const many = Array.from({ length: 100_000 }, (_, index) => index);
    expect(groupBy(many, (index) => index % 2).get(1)).toHaveLength(50_000);
  });
});
