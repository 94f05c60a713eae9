import { describe, expect, it } from 'vitest';
import { defaultSettingsDocument, serializeSettings, updateSettings } from './document.js';
import { defaultSettings } from './fields.js';
import { storedSettingsSearchHotkey } from './peek.js';
import { readStoredSettings, settingsFromStorageEvent, settingsRepairWarning } from './read.js';
import { isTimestamp } from './timestamp.js';

const THEME_MESSAGE = 'expected one of "system", "light", "dark", "blackguard"';
const TIME_MESSAGE = 'expected a time in milliseconds since 1970 (a whole number, 0 or more)';

const chosen = updateSettings(
  defaultSettingsDocument,
  { theme: 'dark', pins: ['/a', '/b'], ads: false, searchHotkey: 'slash' },
  { now: 1_700_000_000_000 },
);
const stored = (value: unknown) => JSON.stringify(value);

describe('readStoredSettings', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(readStoredSettings(null)).toEqual({
      settings: defaultSettingsDocument,
      repaired: [],
      source: 'none',
      rewrite: false,
    });
  });

  it('carries over the legacy keys when nothing else is stored', () => {
    const read = readStoredSettings(null, { appearance: 'blackguard', searchHotkey: 'slash' });
    expect(read.source).toBe('legacy');
    expect(read.rewrite).toBe(true);
    expect(read.settings.values).toEqual({ ...defaultSettings, theme: 'blackguard', searchHotkey: 'slash' });
    expect(read.settings.updatedAt).toEqual({ theme: 0, searchHotkey: 0 });
  });

  it('prefers the settings document to the legacy keys', () => {
    const read = readStoredSettings(serializeSettings(chosen), { appearance: 'light' });
    expect(read.settings).toEqual(chosen);
    expect(read.source).toBe('stored');
  });

  it('reads back what it wrote, with nothing to rewrite', () => {
    expect(readStoredSettings(serializeSettings(chosen))).toEqual({
      settings: chosen,
      repaired: [],
      source: 'stored',
      rewrite: false,
    });
  });

  it('rewrites a valid document written in another order', () => {
    const { version, values, updatedAt } = chosen;
    const read = readStoredSettings(stored({ updatedAt, values, version }));
    expect(read.settings).toEqual(chosen);
    expect(read.repaired).toEqual([]);
    expect(read.rewrite).toBe(true);
  });

  it.each([
    ['text that is not JSON', '{"version":1,', 'expected settings written as JSON (got "{\\"version\\":1,")'],
    ['an empty string', '', 'expected settings written as JSON (got "")'],
    ['null', 'null', 'expected an object (got null)'],
    ['a number', '42', 'expected an object (got 42)'],
    ['a list', '[]', 'expected an object (got an array)'],
    ['a string', '"dark"', 'expected an object (got "dark")'],
  ])('resets everything when the value is %s, and says so', (_case, raw, message) => {
    expect(readStoredSettings(raw)).toEqual({
      settings: defaultSettingsDocument,
      repaired: [{ field: '', message }],
      source: 'stored',
      rewrite: true,
    });
  });

  it('falls back to the legacy keys when the value cannot be read at all', () => {
    const read = readStoredSettings('not json', { appearance: 'dark' });
    expect(read.settings.values.theme).toBe('dark');
    expect(read.source).toBe('legacy');
    expect(read.repaired).toHaveLength(1);
  });

  it('keeps every valid setting and resets only the invalid ones', () => {
    const raw = stored({
      version: 1,
      values: { ...chosen.values, theme: 'sepia', ads: 'no', pins: ['/a', 42, '/b'] },
      updatedAt: chosen.updatedAt,
    });
    const read = readStoredSettings(raw);
    expect(read.settings.values).toEqual({
      ...chosen.values,
      theme: 'system',
      ads: true,
      pins: ['/a', '/b'],
    });
    expect(read.repaired).toEqual([
      {
        field: 'values.pins[1]',
        message: 'expected a page path such as "/components/alerts" of at most 160 characters (got 42)',
      },
      { field: 'values.ads', message: 'expected a boolean (got "no")' },
      { field: 'values.theme', message: `${THEME_MESSAGE} (got "sepia")` },
    ]);
    expect(read.rewrite).toBe(true);
  });

  it('drops the time of a repaired setting, so the account can restore it, and keeps the others', () => {
    const raw = stored({
      version: 1,
      values: { ...chosen.values, theme: 'sepia', pins: ['/a', 42] },
      updatedAt: chosen.updatedAt,
    });
    expect(readStoredSettings(raw).settings.updatedAt).toEqual({
      ads: chosen.updatedAt.ads,
      searchHotkey: chosen.updatedAt.searchHotkey,
    });
  });

  it.each([
    ['negative', -1, '-1'],
    ['a fraction', 1.5, '1.5'],
    ['a string', '1700000000000', '"1700000000000"'],
    ['null', null, 'null'],
    ['past the safe integers', 2 ** 53, '9007199254740992'],
  ])('drops a time that is %s and keeps the value', (_case, time, got) => {
    const read = readStoredSettings(stored({ ...chosen, updatedAt: { ...chosen.updatedAt, theme: time } }));
    expect(read.settings.values.theme).toBe('dark');
    expect(read.settings.updatedAt.theme).toBeUndefined();
    expect(read.repaired).toEqual([{ field: 'updatedAt.theme', message: `${TIME_MESSAGE} (got ${got})` }]);
  });

  it('drops the time of a setting that has no value', () => {
    const { theme: _theme, ...values } = chosen.values;
    const read = readStoredSettings(stored({ ...chosen, values }));
    expect(read.settings.values.theme).toBe('system');
    expect(read.settings.updatedAt.theme).toBeUndefined();
    expect(read.repaired).toEqual([]);
  });

  it('gives the defaults for missing settings without calling them repaired', () => {
    const read = readStoredSettings(stored({ version: 1, values: { ads: false }, updatedAt: { ads: 5 } }));
    expect(read.settings).toEqual({
      version: 1,
      values: { ...defaultSettings, ads: false },
      updatedAt: { ads: 5 },
    });
    expect(read.repaired).toEqual([]);
  });

  it.each([
    [
      'values is missing',
      { version: 1, updatedAt: {} },
      [{ field: 'values', message: 'missing required field' }],
    ],
    [
      'values is a list',
      { version: 1, values: [], updatedAt: {} },
      [{ field: 'values', message: 'expected an object (got an array)' }],
    ],
    [
      'updatedAt is a number',
      { version: 1, values: {}, updatedAt: 5 },
      [{ field: 'updatedAt', message: 'expected an object (got 5)' }],
    ],
  ])('uses the defaults where %s', (_case, value, repaired) => {
    const read = readStoredSettings(stored(value));
    expect(read.settings).toEqual(defaultSettingsDocument);
    expect(read.repaired).toEqual(repaired);
  });

  it('drops unknown fields, naming them and the likely intended field', () => {
    const raw = stored({
      ...chosen,
      extra: 1,
      values: { ...chosen.values, them: 'dark' },
      updatedAt: { ...chosen.updatedAt, __proto__x: 3 },
    });
    const read = readStoredSettings(raw);
    expect(read.settings).toEqual(chosen);
    expect(read.repaired).toEqual([
      { field: '', message: 'unknown field "extra"' },
      { field: 'values', message: 'unknown field "them" (did you mean "theme"?)' },
      { field: 'updatedAt', message: 'unknown field "__proto__x"' },
    ]);
  });

  it('ignores a "__proto__" key written into the JSON', () => {
    const raw = `{"version":1,"values":{"__proto__":{"ads":false},"theme":"dark"},"updatedAt":{}}`;
    const read = readStoredSettings(raw);
    expect(read.settings.values.ads).toBe(true);
    expect(read.settings.values.theme).toBe('dark');
    expect(Object.getPrototypeOf(read.settings.values)).toBe(Object.prototype);
  });

  it('reads a document without a version as version 1, and says so', () => {
    const { version: _version, ...unversioned } = chosen;
    const read = readStoredSettings(stored(unversioned));
    expect(read.settings).toEqual(chosen);
    expect(read.repaired).toEqual([
      {
        field: 'version',
        message: 'expected a version number from 1 to 1 (got undefined); read as version 1',
      },
    ]);
    expect(read.rewrite).toBe(true);
  });

  it('reads what it can of a newer version, quietly, and never writes over it', () => {
    const raw = stored({
      version: 2,
      values: { ...chosen.values, theme: 'sepia', layout: 'wide' },
      updatedAt: { ...chosen.updatedAt, layout: 9 },
      syncedAt: 5,
    });
    const read = readStoredSettings(raw);
    expect(read.source).toBe('newer');
    expect(read.rewrite).toBe(false);
    expect(read.settings.version).toBe(1);
    expect(read.settings.values).toEqual({ ...chosen.values, theme: 'system' });
    // Unknown fields are expected in a newer document; an invalid known one is still reported.
    expect(read.repaired).toEqual([{ field: 'values.theme', message: `${THEME_MESSAGE} (got "sepia")` }]);
  });
});

describe('isTimestamp', () => {
  it.each([
    [0, true],
    [1_700_000_000_000, true],
    [Number.MAX_SAFE_INTEGER, true],
    [-1, false],
    [0.5, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NaN, false],
    ['5', false],
    [undefined, false],
  ])('%s: %s', (value, expected) => {
    expect(isTimestamp(value)).toBe(expected);
  });
});

describe('settingsRepairWarning', () => {
  it('says nothing when nothing was repaired', () => {
    expect(settingsRepairWarning([])).toBeUndefined();
  });

  it('names one repair', () => {
    expect(
      settingsRepairWarning([{ field: 'values.theme', message: 'expected one of … (got "sepia")' }]),
    ).toBe(
      'Lectern: 1 part of the stored settings could not be used and was reset to its default:\n' +
        '  values.theme: expected one of … (got "sepia")',
    );
  });

  it('names a problem with the whole value without a field', () => {
    expect(settingsRepairWarning([{ field: '', message: 'expected an object (got 42)' }])).toMatch(
      /:\n {2}expected an object \(got 42\)$/,
    );
  });

  it('lists ten repairs and counts the rest', () => {
    const repaired = Array.from({ length: 12 }, (_, index) => ({
      field: `values.pins[${index}]`,
      message: 'bad',
    }));
    const lines = settingsRepairWarning(repaired)?.split('\n');
    expect(lines?.[0]).toBe(
      'Lectern: 12 parts of the stored settings could not be used and were reset to their defaults:',
    );
    expect(lines).toHaveLength(12);
    expect(lines?.at(-2)).toBe('  values.pins[9]: bad');
    expect(lines?.at(-1)).toBe('  … and 2 more');
  });
});

describe('settingsFromStorageEvent', () => {
  it.each([
    ['another key', { key: 'lectern-appearance', newValue: 'dark' }, undefined],
    ['the settings written', { key: 'lectern-settings', newValue: serializeSettings(chosen) }, chosen],
    ['the settings removed', { key: 'lectern-settings', newValue: null }, defaultSettingsDocument],
    ['the storage cleared', { key: null, newValue: null }, defaultSettingsDocument],
    ['damaged settings written', { key: 'lectern-settings', newValue: '{' }, defaultSettingsDocument],
  ])('gives the settings after %s', (_case, event, expected) => {
    expect(settingsFromStorageEvent(event)).toEqual(expected);
  });

  it('listens to the key it is given', () => {
    const event = { key: 'docs-v4:settings', newValue: serializeSettings(chosen) };
    expect(settingsFromStorageEvent(event, 'docs-v4:settings')).toEqual(chosen);
    expect(settingsFromStorageEvent(event)).toBeUndefined();
  });
});

describe('storedSettingsSearchHotkey', () => {
  const withHotkey = (searchHotkey: string) =>
    stored({ version: 1, values: { searchHotkey }, updatedAt: { searchHotkey: 1 } });

  it.each([
    ['nothing stored', null, null, 'mod-k'],
    ['the settings choosing /', withHotkey('slash'), null, 'slash'],
    ['the settings choosing Ctrl/Cmd+K over the legacy key', withHotkey('mod-k'), 'slash', 'mod-k'],
    ['only the legacy key', null, 'slash', 'slash'],
    ['an invalid choice in the settings', withHotkey('/'), 'slash', 'mod-k'],
    ['damaged settings and the legacy key', '{', 'slash', 'slash'],
  ])('gives the hotkey with %s', (_case, settings, legacy, expected) => {
    expect(storedSettingsSearchHotkey(settings, legacy)).toBe(expected);
  });

  it('reads the settings alone', () => {
    expect(storedSettingsSearchHotkey(withHotkey('slash'))).toBe('slash');
  });
});
