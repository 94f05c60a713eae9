import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editDistance, unknownFieldErrorMap, unknownFieldMessage } from './unknown-fields.js';

describe('unknownFieldMessage', () => {
  const themeFields = ['logo', 'siteTitle', 'nav', 'sidebar', 'socialLinks', 'footer', 'labels', 'locales'];

  it.each([
    ['sidbar', 'unknown field "sidbar" (did you mean "sidebar"?)'],
    ['Sidebar', 'unknown field "Sidebar" (did you mean "sidebar"?)'],
    ['sitetitle', 'unknown field "sitetitle" (did you mean "siteTitle"?)'],
    ['socialLink', 'unknown field "socialLink" (did you mean "socialLinks"?)'],
    ['navs', 'unknown field "navs" (did you mean "nav"?)'],
    ['colours', 'unknown field "colours"'],
    ['x', 'unknown field "x"'],
    ['', 'unknown field ""'],
  ])('words the unknown field %j as %j', (key, expected) => {
    expect(unknownFieldMessage(key, themeFields)).toBe(expected);
  });

  it.each([
    ['title', themeFields, 'unknown field "title" (did you mean "siteTitle"?)'],
    ['title', ['text', 'link', 'items'], 'unknown field "title" (did you mean "text"?)'],
    ['label', ['text', 'link', 'items'], 'unknown field "label" (did you mean "text"?)'],
    ['href', ['text', 'link', 'items'], 'unknown field "href" (did you mean "link"?)'],
    ['to', ['text', 'link'], 'unknown field "to" (did you mean "link"?)'],
    ['social', themeFields, 'unknown field "social" (did you mean "socialLinks"?)'],
    [
      'themeConfig',
      themeFields,
      'unknown field "themeConfig" (Lectern has no themeConfig: its fields are the theme settings themselves, one level up)',
    ],
    [
      'base',
      themeFields,
      "unknown field \"base\" (the site's base path is Astro's base option: defineConfig({ base: '/docs/' }))",
    ],
  ])('knows the name other tools give %j', (key, known, expected) => {
    expect(unknownFieldMessage(key, known)).toBe(expected);
  });

  it('suggests another tool’s field only where the object has it, else the closest field', () => {
    expect(unknownFieldMessage('href', ['text', 'items'])).toBe('unknown field "href"');
    expect(unknownFieldMessage('collapsible', ['collapsed', 'text'])).toBe(
      'unknown field "collapsible" (did you mean "collapsed"?)',
    );
  });

  it('suggests the closest of several near fields', () => {
    expect(unknownFieldMessage('tex', ['text', 'tax', 'next'])).toBe(
      'unknown field "tex" (did you mean "text"?)',
    );
  });

  it('suggests nothing when there are no known fields', () => {
    expect(unknownFieldMessage('sidbar', [])).toBe('unknown field "sidbar"');
  });
});

describe('unknownFieldErrorMap', () => {
  it('words each unknown field of an object on its own line', () => {
    const result = z
      .strictObject({ sidebar: z.array(z.unknown()).optional(), nav: z.array(z.unknown()).optional() })
      .safeParse({ sidbar: [], navv: [], zzz: 1 }, { error: unknownFieldErrorMap });
    expect(result.error?.issues[0]?.message).toBe(
      'unknown field "sidbar" (did you mean "sidebar"?)\nunknown field "navv" (did you mean "nav"?)\nunknown field "zzz"',
    );
  });

  it('leaves other problems to zod', () => {
    const result = z.string().safeParse(1, { error: unknownFieldErrorMap });
    expect(result.error?.issues[0]?.message).toBe('Invalid input: expected string, received number');
  });

  it('suggests nothing when the schema is unknown', () => {
    const issue = { code: 'unrecognized_keys', keys: ['sidbar'], input: {} } as z.core.$ZodRawIssue;
    expect(unknownFieldErrorMap(issue)).toBe('unknown field "sidbar"');
  });
});

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['', 'abc', 3],
    ['sidbar', 'sidebar', 1],
    ['kitten', 'sitting', 3],
    ['flaw', 'lawn', 2],
    ['same', 'same', 0],
  ])('counts %j to %j as %s edits', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });
});
