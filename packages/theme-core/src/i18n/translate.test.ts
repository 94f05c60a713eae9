import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseThemeConfig } from '../config/errors.js';
import { en, type UiStringKey } from './en.js';
import { enIslandTexts } from './en-islands.js';
import { createTranslator, interpolate, resolveLabels, translate } from './translate.js';

const dictionaries = {
  'zh-CN': { 'outline.onThisPage': '目录', 'docFooter.next': '下一篇' },
  de: { 'docFooter.next': 'Nächste Seite', 'docFooter.prev': 'Vorherige Seite' },
  'de-AT': { 'docFooter.prev': 'Vorige Seite' },
};

describe('the English dictionary', () => {
  it.each([
    ['nav.search', 'Search'],
    ['nav.languageMenu', 'Change language'],
    ['nav.appearance', 'Appearance'],
    ['nav.switchToLight', 'Switch to light theme'],
    ['nav.switchToDark', 'Switch to dark theme'],
    ['nav.menu', 'Site menu'],
    ['localNav.menu', 'Menu'],
    ['outline.onThisPage', 'On this page'],
    ['outline.returnToTop', 'Return to top'],
    ['skipLink.label', 'Skip to content'],
    ['notFound.code', '404'],
    ['notFound.title', 'PAGE NOT FOUND'],
    ['notFound.linkText', 'Take me home'],
    ['notFound.linkLabel', 'go to home'],
    ['notFound.text', 'Not Found'],
    ['docFooter.prev', 'Previous page'],
    ['docFooter.next', 'Next page'],
    ['docFooter.editLink', 'Edit this page'],
    ['docFooter.lastUpdated', 'Last updated'],
    ['search.noResults', 'No results found'],
    ['example.loadError', 'Could not load example `{file}`'],
  ] as const)('says %s as %j', (key, text) => {
    expect(en[key]).toBe(text);
  });

  it('has a non-empty text for every key, each a flat dot key', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
      expect(text.trim()).not.toBe('');
    }
  });

  it('has the labels the navigation, sidebar and footer need', () => {
    expect(Object.keys(en)).toEqual(
      expect.arrayContaining([
        'nav.mainNavigation',
        'nav.extraMenu',
        'nav.socialLinks',
        'notFound.quote',
        'sidebar.label',
        'sidebar.close',
        'footer.label',
      ]),
    );
  });

  it('cannot be changed', () => {
    expect(Object.isFrozen(en)).toBe(true);
    expect(Object.isFrozen(enIslandTexts)).toBe(true);
  });

  it('holds the texts of the every-page islands with the same words, and only the areas those islands show', () => {
    for (const [key, text] of Object.entries(enIslandTexts)) expect(en[key as UiStringKey]).toBe(text);
    const areas = new Set(Object.keys(enIslandTexts).map((key) => key.slice(0, key.indexOf('.'))));
    expect([...areas].sort()).toEqual(['localNav', 'nav', 'outline', 'settings', 'sidebar']);
  });
});

describe('createTranslator', () => {
  it('gives English when no language is asked for', () => {
    const t = createTranslator();
    expect(t('outline.onThisPage')).toBe('On this page');
  });

  it.each([
    ['zh-CN', 'outline.onThisPage', '目录'],
    ['zh-CN', 'docFooter.next', '下一篇'],
    ['zh-CN', 'docFooter.prev', '上一页'],
    ['zh-cn', 'outline.onThisPage', '目录'],
    ['zh-Hans', 'docFooter.prev', '上一页'],
    ['zh-TW', 'docFooter.prev', 'Previous page'],
    ['de-AT', 'docFooter.prev', 'Vorige Seite'],
    ['de-AT', 'docFooter.next', 'Nächste Seite'],
    ['de-CH', 'docFooter.next', 'Nächste Seite'],
    ['de', 'skipLink.label', 'Skip to content'],
    ['ja', 'docFooter.next', 'Next page'],
    ['', 'docFooter.next', 'Next page'],
  ] as const)(
    'in %j gives %s as %j, falling back to the theme translation, then English',
    (locale, key, expected) => {
      expect(createTranslator({ locale, dictionaries })(key)).toBe(expected);
    },
  );

  it('lets the site labels win over the language dictionary', () => {
    const t = createTranslator({
      locale: 'zh-CN',
      dictionaries,
      overrides: { 'outline.onThisPage': 'Contents', 'notFound.title': 'LOST' },
    });
    expect(t('outline.onThisPage')).toBe('Contents');
    expect(t('notFound.title')).toBe('LOST');
    expect(t('docFooter.next')).toBe('下一篇');
    expect(t('docFooter.prev')).toBe('上一页');
  });

  it('takes the theme config labels as overrides', () => {
    const { labels } = parseThemeConfig({ labels: { 'docFooter.next': 'Onwards' } });
    expect(createTranslator({ locale: 'zh-CN', dictionaries, overrides: labels })('docFooter.next')).toBe(
      'Onwards',
    );
  });

  it('keeps an empty override, to hide a label on purpose', () => {
    expect(createTranslator({ overrides: { 'docFooter.lastUpdated': '' } })('docFooter.lastUpdated')).toBe(
      '',
    );
  });

  it('skips an override left undefined', () => {
    expect(createTranslator({ overrides: { 'nav.search': undefined } })('nav.search')).toBe('Search');
  });

  it('fills placeholders, in overrides and translations too', () => {
    expect(createTranslator()('example.loadError', { file: 'Alert.vue' })).toBe(
      'Could not load example `Alert.vue`',
    );
    const t = createTranslator({
      locale: 'de',
      dictionaries: { de: { 'search.noResultsFor': 'Keine Ergebnisse für „{query}“' } },
      overrides: { 'sidebar.toggleSection': '{text} ein- oder ausklappen' },
    });
    expect(t('search.noResultsFor', { query: 'Alert' })).toBe('Keine Ergebnisse für „Alert“');
    expect(t('sidebar.toggleSection', { text: 'Guide' })).toBe('Guide ein- oder ausklappen');
  });

  it('leaves placeholders without a value visible', () => {
    expect(createTranslator()('example.loadError')).toBe('Could not load example `{file}`');
    expect(createTranslator()('example.loadError', { name: 'x' })).toBe('Could not load example `{file}`');
  });

  it('gives the key itself for a key it does not know', () => {
    expect(createTranslator()('nav.nope' as UiStringKey)).toBe('nav.nope');
  });

  it('accepts only known keys', () => {
    const t = createTranslator();
    // @ts-expect-error an unknown key is a type error
    t('nav.serch');
    expectTypeOf(t).parameter(0).toEqualTypeOf<UiStringKey>();
  });
});

describe('resolveLabels', () => {
  it('gives the texts of a language without English, the site winning key by key', () => {
    const labels = resolveLabels({ locale: 'zh-CN', dictionaries, overrides: { 'nav.search': 'Find' } });
    expect(labels['nav.search']).toBe('Find');
    expect(labels['outline.onThisPage']).toBe('目录');
    expect(labels['docFooter.prev']).toBe('上一页');
    expect(Object.keys(labels)).toHaveLength(Object.keys(en).length);
  });

  it.each([
    ['de-AT', { 'docFooter.prev': 'Vorige Seite', 'docFooter.next': 'Nächste Seite' }],
    ['ja', {}],
    ['en', {}],
    [undefined, {}],
  ] as const)('in %j gives only what the site translates', (locale, expected) => {
    expect(resolveLabels({ locale, dictionaries })).toEqual(expected);
  });

  it('keeps the site labels in English, and skips those left undefined', () => {
    const overrides = { 'nav.search': 'Find', 'docFooter.next': undefined };
    expect(resolveLabels({ locale: 'en', overrides })).toEqual({ 'nav.search': 'Find' });
    expect(resolveLabels({ locale: 'zh-CN', overrides })['docFooter.next']).toBe('下一页');
  });
});

describe('translate', () => {
  it('gives one text with its sources and placeholders', () => {
    expect(translate('docFooter.next', { locale: 'de', dictionaries })).toBe('Nächste Seite');
    expect(
      translate('docFooter.next', { locale: 'de', dictionaries, overrides: { 'docFooter.next': 'Weiter' } }),
    ).toBe('Weiter');
    expect(translate('example.loadError', { params: { file: 'Carousel.vue' } })).toBe(
      'Could not load example `Carousel.vue`',
    );
    expect(translate('nav.search')).toBe('Search');
  });
});

describe('interpolate', () => {
  it.each([
    ['Hello {name}', { name: 'Ada' }, 'Hello Ada'],
    ['{a} and {b}', { a: 1, b: 2 }, '1 and 2'],
    ['{a}{a}', { a: 'x' }, 'xx'],
    ['Hello {name}', {}, 'Hello {name}'],
    ['Hello {toString}', {}, 'Hello {toString}'],
    ['{ spaced }', { spaced: 'x' }, '{ spaced }'],
    ['no placeholders', { a: 1 }, 'no placeholders'],
    ['{count} items', { count: 0 }, '0 items'],
    ['{x}', { x: '{y}', y: 'z' }, '{y}'],
  ])('fills %j with %j as %j', (text, params, expected) => {
    expect(interpolate(text, params)).toBe(expected);
  });
});
