import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { enIslandTexts } from './en-islands.js';
import { interpolate, messageProblems } from './interpolate.js';

const pages = '{count, plural, one {# page} other {# pages}}';

describe('interpolate with plural placeholders', () => {
  it.each([
    [0, '0 pages'],
    [1, '1 page'],
    [2, '2 pages'],
    [1.5, '1.5 pages'],
  ])('chooses the English words for %s', (count, expected) => {
    expect(interpolate(pages, { count })).toBe(expected);
  });

  it("chooses by the language's own rules: Russian has one, few and many", () => {
    const text = '{n, plural, one {# страница} few {# страницы} many {# страниц} other {# страницы}}';
    expect([1, 3, 5, 21].map((n) => interpolate(text, { n }, 'ru'))).toEqual([
      '1 страница',
      '3 страницы',
      '5 страниц',
      '21 страница',
    ]);
    // Chinese has one form.
    expect(interpolate('{n, plural, one {一} other {# 个页面}}', { n: 1 }, 'zh-CN')).toBe('1 个页面');
  });

  it('takes an exact =N branch before the category', () => {
    const text = '{n, plural, =0 {No pages} one {# page} other {# pages}}';
    expect([0, 1, 2].map((n) => interpolate(text, { n }))).toEqual(['No pages', '1 page', '2 pages']);
  });

  it('fills the placeholders inside a branch, and # only there', () => {
    expect(
      interpolate('#{n} {n, plural, one {# page of {book}} other {# pages of {book}}}', {
        n: 2,
        book: 'Lectern',
      }),
    ).toBe('#2 2 pages of Lectern');
  });

  it('gives the English texts their plural words', () => {
    expect(interpolate(en['apiExplorer.count'], { components: 1, members: 1 })).toBe('1 component, 1 member');
    expect(
      interpolate(en['apiExplorer.countFiltered'], { components: 1, totalComponents: 12, members: 3 }),
    ).toBe('1 of 12 components, 3 members shown');
    expect(interpolate(en['page.translationBehind'], { count: 1 })).toBe(
      'This translation is 1 change behind the English page',
    );
  });

  it.each([
    ['no value', pages, {}],
    ['a value that is no number', pages, { count: 'many' }],
    ['no other branch', '{count, plural, one {# page}}', { count: 2 }],
    ['an unknown selector', '{count, plural, single {# page} other {# pages}}', { count: 2 }],
    ['a branch not closed', '{count, plural, one {# page other {# pages}}', { count: 2 }],
  ])('leaves a plural placeholder as written with %s', (_case, text, params) => {
    expect(interpolate(text, params)).toBe(text);
  });
});

describe('messageProblems', () => {
  it('finds nothing wrong with placeholders written right, nor with plain text', () => {
    expect(messageProblems(`Hello {name}, ${pages}`)).toEqual([]);
    expect(messageProblems('No braces at all #1')).toEqual([]);
  });

  it.each([
    ['{count, plural, one {# page}}', 'the plural placeholder {count, plural, …} has no "other" branch'],
    [
      '{count, plural, single {# page} other {# pages}}',
      'the plural placeholder {count, plural, …} has a branch "single": the branches are =N, zero, one, two, few, many and other',
    ],
    ['Hello {name', 'the "{" at character 7 is not closed'],
    ['Hello name}', 'a "}" at character 11 closes no "{"'],
    ['{ name }', '{ name } is not a placeholder: write {name}, or {name, plural, one {…} other {…}}'],
    ['{n, plural, other {# of {x}}', 'the "{" at character 1 is not closed'],
    ['{n, plural, one {{y} other {#}}', 'the "{" at character 1 is not closed'],
  ])('names what is wrong with %j', (text, problem) => {
    expect(messageProblems(text)).toEqual([problem]);
  });

  it("finds nothing wrong with the theme's own English texts", () => {
    for (const [key, text] of Object.entries({ ...en, ...enIslandTexts })) {
      expect([key, messageProblems(text)]).toEqual([key, []]);
    }
  });
});
