import { describe, expect, it } from 'vitest';
import { safeParseConfig } from './errors.js';
import { sidebarSchema } from './sidebar.js';

const problems = (input: unknown) => {
  const result = safeParseConfig(sidebarSchema, input);
  return result.success ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
};

describe('sidebarSchema', () => {
  it('takes a badge as its text alone or with a tone, and gives both forms alike', () => {
    expect(
      safeParseConfig(sidebarSchema, [
        { text: 'A', link: '/a/', badge: 'New' },
        { text: 'B', link: '/b/', badge: { text: 'Beta', type: 'caution' } },
      ]),
    ).toEqual({
      success: true,
      data: [
        { text: 'A', link: '/a/', badge: { text: 'New' } },
        { text: 'B', link: '/b/', badge: { text: 'Beta', type: 'caution' } },
      ],
    });
  });

  it('takes an item that names a page by slug without a text, with translations', () => {
    expect(problems([{ slug: 'guide/intro', translations: { 'zh-CN': '简介' } }])).toEqual([]);
  });

  it.each<[string, unknown, string[]]>([
    [
      'an item with neither text nor slug',
      [{ link: '/a/' }],
      ['[0].text: expected a text, or a slug naming the page whose title it takes'],
    ],
    [
      'a badge of an unknown tone',
      [{ text: 'A', badge: { text: 'x', type: 'loud' } }],
      [
        '[0].badge.type: expected one of "info", "note", "important", "tip", "success", "warning", "caution", "error", "danger" (got "loud")',
      ],
    ],
    [
      'an empty translation',
      [{ text: 'A', translations: { fr: '' } }],
      ['[0].translations.fr: expected a non-empty string (got "")'],
    ],
  ])('names %s', (_case, input, expected) => {
    expect(problems(input)).toEqual(expected);
  });
});
