import { describe, expect, it } from 'vitest';
import { LEGACY_SETTINGS_STORAGE_KEYS, SEARCH_HOTKEY_STORAGE_KEY } from '../dom.js';
import { defaultSettingsDocument, SETTINGS_VERSION } from './document.js';
import { defaultSettings } from './fields.js';
import {
  LEGACY_SETTINGS_TIME,
  migrateLegacySettings,
  migrateSettings,
  SETTINGS_MIGRATIONS,
  type SettingsMigration,
} from './migrate.js';

describe('the legacy keys', () => {
  it('are those the appearance switch and the search hotkey used', () => {
    expect(LEGACY_SETTINGS_STORAGE_KEYS).toEqual({
      appearance: 'lectern-appearance',
      searchHotkey: SEARCH_HOTKEY_STORAGE_KEY,
    });
  });
});

describe('migrateLegacySettings', () => {
  it.each([
    ['a theme', { appearance: 'blackguard' }, { theme: 'blackguard' }],
    ['the system choice', { appearance: 'system' }, { theme: 'system' }],
    ['the / hotkey', { searchHotkey: 'slash' }, { searchHotkey: 'slash' }],
    ['the Ctrl/Cmd+K hotkey', { searchHotkey: 'mod-k' }, { searchHotkey: 'mod-k' }],
    ['both', { appearance: 'light', searchHotkey: 'slash' }, { theme: 'light', searchHotkey: 'slash' }],
    [
      'a valid and an invalid value',
      { appearance: 'sepia', searchHotkey: 'slash' },
      { searchHotkey: 'slash' },
    ],
  ])('carries over %s, as chosen at the legacy time', (_case, legacy, chosen) => {
    const document = migrateLegacySettings(legacy);
    expect(document?.values).toEqual({ ...defaultSettings, ...chosen });
    expect(document?.updatedAt).toEqual(
      Object.fromEntries(Object.keys(chosen).map((name) => [name, LEGACY_SETTINGS_TIME])),
    );
  });

  it.each([
    ['nothing', {}],
    ['empty keys', { appearance: null, searchHotkey: null }],
    ['values no version wrote', { appearance: 'Dark', searchHotkey: '/' }],
    ['empty strings', { appearance: '', searchHotkey: '' }],
  ])('gives nothing for %s', (_case, legacy) => {
    expect(migrateLegacySettings(legacy)).toBeUndefined();
  });

  it('dates legacy choices before any recorded change', () => {
    expect(LEGACY_SETTINGS_TIME).toBe(0);
  });
});

describe('migrateSettings', () => {
  it('has one migration fewer than the current version', () => {
    expect(SETTINGS_MIGRATIONS.length + 1).toBe(SETTINGS_VERSION);
  });

  it('leaves a current document as it is', () => {
    expect(migrateSettings({ ...defaultSettingsDocument })).toEqual({
      document: defaultSettingsDocument,
      from: 1,
      newer: false,
      issues: [],
    });
  });

  it.each([
    ['missing', {}, 'undefined'],
    ['a string', { version: '1' }, '"1"'],
    ['zero', { version: 0 }, '0'],
    ['negative', { version: -1 }, '-1'],
    ['a fraction', { version: 1.5 }, '1.5'],
    ['not a number', { version: Number.NaN }, 'NaN'],
  ])('reads a document whose version is %s as version 1', (_case, stored, got) => {
    const migrated = migrateSettings({ ...stored, values: { theme: 'dark' } });
    expect(migrated.document).toEqual({ version: 1, values: { theme: 'dark' } });
    expect(migrated.from).toBe(1);
    expect(migrated.issues).toEqual([
      { field: 'version', message: `expected a version number from 1 to 1 (got ${got}); read as version 1` },
    ]);
  });

  it('leaves a newer document as it was, for the caller to read what it can', () => {
    const stored = { version: 2, values: { theme: 'dark', layout: 'wide' } };
    expect(migrateSettings(stored)).toEqual({ document: stored, from: 2, newer: true, issues: [] });
  });

  // Two made-up migrations, to show the chain works once version 2 exists.
  const renameTheme: SettingsMigration = ({ values, ...rest }) => ({
    ...rest,
    values: { ...(values as object), colorTheme: (values as { theme?: unknown }).theme },
  });
  const addFlag: SettingsMigration = (document) => ({ ...document, flag: true });

  it.each([
    [1, { version: 3, values: { theme: 'dark', colorTheme: 'dark' }, flag: true }],
    [2, { version: 3, values: { theme: 'dark' }, flag: true }],
    [3, { version: 3, values: { theme: 'dark' } }],
  ])('runs every migration from version %i on', (from, expected) => {
    const migrated = migrateSettings({ version: from, values: { theme: 'dark' } }, [renameTheme, addFlag]);
    expect(migrated).toEqual({ document: expected, from, newer: false, issues: [] });
  });

  it('gives each migration the version it upgrades from', () => {
    const seen: unknown[] = [];
    const record: SettingsMigration = (document) => {
      seen.push(document.version);
      return { ...document };
    };
    migrateSettings({ version: 1 }, [record, record]);
    expect(seen).toEqual([1, 2]);
  });
});
