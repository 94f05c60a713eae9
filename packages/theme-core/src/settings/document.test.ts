import { describe, expect, it } from 'vitest';
import { SETTINGS_STORAGE_KEY } from '../dom.js';
import {
  changedSettings,
  chosenSetting,
  defaultSettingsDocument,
  SETTINGS_VERSION,
  sameSettingValue,
  serializeSettings,
  updateSettings,
} from './document.js';
import { defaultSettings } from './fields.js';
import { settingsForSync } from './merge.js';

describe('the settings document', () => {
  it('is kept under one versioned key', () => {
    expect(SETTINGS_STORAGE_KEY).toBe('lectern-settings');
    expect(SETTINGS_VERSION).toBe(1);
    expect(defaultSettingsDocument).toEqual({ version: 1, values: defaultSettings, updatedAt: {} });
  });
});

describe('updateSettings', () => {
  it('changes the given settings and records when', () => {
    const document = updateSettings(defaultSettingsDocument, { theme: 'dark', pins: ['/a'] }, { now: 50 });
    expect(document.values).toEqual({ ...defaultSettings, theme: 'dark', pins: ['/a'] });
    expect(document.updatedAt).toEqual({ theme: 50, pins: 50 });
  });

  it('records choosing the value a setting already has', () => {
    const document = updateSettings(defaultSettingsDocument, { theme: 'system' }, { now: 7 });
    expect(document.updatedAt).toEqual({ theme: 7 });
  });

  it('keeps the times of the other settings, and replaces the changed one', () => {
    const first = updateSettings(defaultSettingsDocument, { theme: 'dark', ads: false }, { now: 1 });
    const second = updateSettings(first, { theme: 'light' }, { now: 2 });
    expect(second.updatedAt).toEqual({ theme: 2, ads: 1 });
  });

  it('skips settings given as undefined and settings the document does not hold', () => {
    const synced = settingsForSync(defaultSettingsDocument);
    const document = updateSettings(
      synced,
      { theme: undefined, ads: false, ...{ syncSettings: false } },
      { now: 3 },
    );
    expect(document.values).toEqual({ ...synced.values, ads: false });
    expect(document.updatedAt).toEqual({ ads: 3 });
  });

  it('leaves the document it was given as it was', () => {
    updateSettings(defaultSettingsDocument, { theme: 'dark' }, { now: 1 });
    expect(defaultSettingsDocument.values.theme).toBe('system');
  });
});

describe('chosenSetting', () => {
  it.each([
    ['never chosen', defaultSettingsDocument, undefined],
    ['chosen', updateSettings(defaultSettingsDocument, { theme: 'blackguard' }, { now: 1 }), 'blackguard'],
    [
      'chosen back to the default',
      updateSettings(defaultSettingsDocument, { theme: 'system' }, { now: 1 }),
      'system',
    ],
    [
      'carried over from the legacy key',
      updateSettings(defaultSettingsDocument, { theme: 'dark' }, { now: 0 }),
      'dark',
    ],
  ])('gives the theme when %s', (_case, document, expected) => {
    expect(chosenSetting(document, 'theme')).toBe(expected);
  });
});

describe('changedSettings', () => {
  it.each([
    ['nothing', {}, {}],
    ['the same values', { ...defaultSettings }, {}],
    ['an equal list', { pins: [] }, {}],
    ['one value', { ads: false }, { ads: false }],
    ['a longer list', { pins: ['/a'] }, { pins: ['/a'] }],
    ['null to an address', { avatar: 'https://a.example/me.png' }, { avatar: 'https://a.example/me.png' }],
  ])('gives %s', (_case, after, expected) => {
    expect(changedSettings(defaultSettings, after)).toEqual(expected);
  });

  it('counts a setting missing before as changed', () => {
    expect(changedSettings({}, { theme: 'system' })).toEqual({ theme: 'system' });
  });
});

describe('sameSettingValue', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [null, null, true],
    [null, 'x', false],
    [[], [], true],
    [['/a', '/b'], ['/a', '/b'], true],
    [['/a', '/b'], ['/b', '/a'], false],
    [['/a'], ['/a', '/b'], false],
    [['/a'], '/a', false],
  ])('%j and %j: %s', (a, b, expected) => {
    expect(sameSettingValue(a, b)).toBe(expected);
  });
});

describe('serializeSettings', () => {
  it('writes the fields in a fixed order whatever order they were set in', () => {
    const document = updateSettings(defaultSettingsDocument, { theme: 'dark', ads: false }, { now: 1 });
    const reordered = {
      updatedAt: { theme: 1, ads: 1 },
      values: Object.fromEntries(Object.entries(document.values).reverse()),
      version: 1,
    } as typeof document;
    expect(serializeSettings(reordered)).toBe(serializeSettings(document));
    expect(JSON.parse(serializeSettings(document))).toEqual(document);
    expect(serializeSettings(document)).toMatch(/"updatedAt":\{"ads":1,"theme":1\}\}$/);
  });

  it('keeps an avatar of null', () => {
    expect(JSON.parse(serializeSettings(defaultSettingsDocument)).values.avatar).toBeNull();
  });
});
