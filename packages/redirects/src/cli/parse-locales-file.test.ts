import { describe, expect, it } from 'vitest';
import { parseLocalesFile } from './parse-locales-file';

const en = { locale: 'en', enabled: true };
const zh = { locale: 'zh-CN', alternate: 'zh-Hans', enabled: true };
const ja = { locale: 'ja', enabled: false };

describe('parseLocalesFile', () => {
  it.each<[string, unknown, unknown]>([
    ['a list', [ja, en, zh], { locales: [ja, en, zh], defaultLocale: 'en' }],
    ['theme config entries', [{ title: 'English', ...en }], { locales: [en], defaultLocale: 'en' }],
    [
      'an object',
      { locales: [en, zh], defaultLocale: 'zh-CN' },
      { locales: [en, zh], defaultLocale: 'zh-CN' },
    ],
    [
      'every setting',
      { locales: [en, zh], preferredLocale: 'zh-Hans', prefixDefaultLocale: false },
      { locales: [en, zh], defaultLocale: 'en', preferredLocale: 'zh-Hans', prefixDefaultLocale: false },
    ],
    ['an empty list', [], { locales: [] }],
  ])('reads %s', (_name, value, options) => {
    expect(parseLocalesFile(JSON.stringify(value), 'locales.json')).toEqual(options);
  });

  it('reads a file with a byte order mark', () => {
    expect(parseLocalesFile(`\uFEFF${JSON.stringify([en])}`, 'l.json')).toEqual({
      locales: [en],
      defaultLocale: 'en',
    });
  });

  it.each<[string, string, string[]]>([
    ['text that is not JSON', '[{', ['l.json: not valid JSON (']],
    ['a string', '"en"', ['l.json: expected a list of locales or an object with "locales" (got "en")']],
    [
      'an object without locales',
      '{ "defaultLocale": "en" }',
      ['l.json: expected a list of locales or an object with "locales" (got an object)'],
    ],
    [
      'bad entries',
      JSON.stringify([42, { locale: '', enabled: true }, { locale: 'fr', alternate: 7, enabled: 'no' }]),
      [
        'l.json: entry 1: expected an object { "locale", "enabled" } (got 42)',
        'l.json: entry 2: "locale": expected a locale code (got "")',
        'l.json: entry 3 ("fr"): "alternate": expected a locale code (got 7)',
        'l.json: entry 3 ("fr"): "enabled": expected true or false (got "no")',
      ],
    ],
    [
      'bad settings',
      JSON.stringify({ locales: [en], defaultlocale: 'en', preferredLocale: '', prefixDefaultLocale: 'no' }),
      [
        'l.json: unknown field "defaultlocale" (expected locales, defaultLocale, preferredLocale, prefixDefaultLocale)',
        'l.json: "preferredLocale": expected a locale code (got "")',
        'l.json: "prefixDefaultLocale": expected true or false (got "no")',
      ],
    ],
    ['no enabled locale', JSON.stringify([ja]), ['l.json: no locale is enabled, so none can be the default']],
    [
      'inconsistent settings',
      JSON.stringify({
        locales: [en, ja, { locale: 'ja', enabled: true }],
        defaultLocale: 'de',
        preferredLocale: 'xx',
      }),
      [
        'l.json: locale code "ja" is listed twice',
        'l.json: defaultLocale "de" is not the code of an enabled locale',
        'l.json: preferredLocale "xx" is not an enabled locale',
      ],
    ],
  ])('refuses %s, naming the file and the entry', (_name, text, lines) => {
    let message = '';
    try {
      parseLocalesFile(text, 'l.json');
    } catch (error) {
      message = (error as Error).message;
    }
    const actual = message.split('\n');
    expect(actual).toHaveLength(lines.length);
    for (const [index, line] of lines.entries()) expect(actual[index]).toContain(line);
  });
});
