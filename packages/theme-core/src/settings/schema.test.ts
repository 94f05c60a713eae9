import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SETTINGS_BODY_MAX_BYTES, utf8ByteLength } from './body-size.js';
import { defaultSettingsDocument, serializeSettings, updateSettings } from './document.js';
import {
  defaultSettings,
  SETTINGS_LIMITS,
  SYNCED_SETTING_NAMES,
  USER_SETTING_NAMES,
  type UserSettingName,
  type UserSettings,
} from './fields.js';
import { type SyncedSettingsDocument, settingsForSync } from './merge.js';
import { readSetting } from './read-setting.js';
import {
  settingsBodySchema,
  syncedSettingsSchema,
  userSettingsSchema,
  validateSettingsBody,
} from './schema.js';

const document = updateSettings(
  defaultSettingsDocument,
  { theme: 'dark', pins: ['/components/alerts'], searchHotkey: 'slash' },
  { now: 1_700_000_000_000 },
);
const body = (value: unknown) => JSON.stringify(value);
const synced = settingsForSync(document);

/** A body with one setting's value replaced. */
const withValue = (name: string, value: unknown) =>
  body({ ...synced, values: { ...synced.values, [name]: value } });

describe('validateSettingsBody', () => {
  it('accepts what a device sends', () => {
    expect(validateSettingsBody(body(synced))).toEqual({ ok: true, value: synced });
  });

  it('drops device-only settings and unknown fields', () => {
    const sent = {
      ...document,
      extra: true,
      values: { ...document.values, layout: 'wide' },
      updatedAt: { ...document.updatedAt, layout: 1 },
    };
    expect(validateSettingsBody(body(sent))).toEqual({ ok: true, value: synced });
  });

  it.each<[string, string, unknown, string]>([
    [
      'a wrong theme',
      'theme',
      'sepia',
      'expected one of "system", "light", "dark", "blackguard" (got "sepia")',
    ],
    ['a string for a boolean', 'ads', 'false', 'expected a boolean (got "false")'],
    ['a missing setting', 'quickbar', undefined, 'missing required field'],
    ['a missing choice', 'direction', undefined, 'missing required field'],
    [
      'an http avatar',
      'avatar',
      'http://img.example/me.png',
      'expected null or an https:// address of at most 1024 characters (got "http://img.example/me.png")',
    ],
    [
      'a number for an avatar',
      'avatar',
      7,
      'expected null or an https:// address of at most 1024 characters (got 7)',
    ],
    ['a list that is not one', 'dismissedBanners', 'all', 'expected an array (got "all")'],
    ['repeated pins', 'pins', ['/a', '/a'], 'expected no repeated items'],
    [
      'too many pins',
      'pins',
      Array.from({ length: 31 }, (_, index) => `/p${index}`),
      'expected at most 30 items (got 31)',
    ],
  ])('refuses %s, naming the field', (_case, name, value, message) => {
    expect(validateSettingsBody(withValue(name, value))).toEqual({
      ok: false,
      errors: [{ field: `values.${name}`, message }],
    });
  });

  it('names the item of a list', () => {
    expect(validateSettingsBody(withValue('pins', ['/a', '//evil.example']))).toEqual({
      ok: false,
      errors: [
        {
          field: 'values.pins[1]',
          message:
            'expected a page path such as "/components/alerts" of at most 160 characters (got "//evil.example")',
        },
      ],
    });
  });

  it.each([
    ['negative', -5, 'expected a time in milliseconds since 1970 (a whole number, 0 or more) (got -5)'],
    ['a fraction', 0.5, 'expected a time in milliseconds since 1970 (a whole number, 0 or more) (got 0.5)'],
    ['a string', 'now', 'expected a time in milliseconds since 1970 (a whole number, 0 or more) (got "now")'],
  ])('refuses a time that is %s', (_case, time, message) => {
    const sent = { ...synced, updatedAt: { ...synced.updatedAt, theme: time } };
    expect(validateSettingsBody(body(sent))).toEqual({
      ok: false,
      errors: [{ field: 'updatedAt.theme', message }],
    });
  });

  it('lists every problem at once', () => {
    const sent = { ...synced, values: { ...synced.values, theme: 1, ads: 2 }, updatedAt: { pins: -1 } };
    const result = validateSettingsBody(body(sent));
    expect(result.ok ? [] : result.errors.map((error) => error.field)).toEqual([
      'values.ads',
      'values.theme',
      'updatedAt.pins',
    ]);
  });

  it.each([
    ['text that is not JSON', '{"version":', [{ field: '', message: 'expected settings written as JSON' }]],
    ['a list', '[]', [{ field: '', message: 'expected an object (got an array)' }]],
    ['null', 'null', [{ field: '', message: 'expected an object (got null)' }]],
    [
      'a newer version',
      body({ ...synced, version: 2 }),
      [{ field: 'version', message: 'expected version 1 or older (got 2)' }],
    ],
    [
      'a version that is not a number',
      body({ ...synced, version: 'one' }),
      [{ field: 'version', message: 'expected 1 (got "one")' }],
    ],
    [
      'no version',
      body({ values: synced.values, updatedAt: {} }),
      [{ field: 'version', message: 'missing required field' }],
    ],
    [
      'no values',
      body({ version: 1, updatedAt: {} }),
      [{ field: 'values', message: 'missing required field' }],
    ],
  ])('refuses %s', (_case, sent, errors) => {
    expect(validateSettingsBody(sent)).toEqual({ ok: false, errors });
  });

  describe('the 16 KB limit', () => {
    /** A valid body padded with spaces (valid JSON whitespace) to the given number of bytes. */
    const padded = (bytes: number, character = ' ') => {
      const text = body(synced);
      return `${text}${character.repeat(bytes - utf8ByteLength(text))}`;
    };

    it('accepts a body of exactly 16 KB', () => {
      expect(validateSettingsBody(padded(SETTINGS_BODY_MAX_BYTES)).ok).toBe(true);
    });

    it('refuses a body one byte over', () => {
      expect(validateSettingsBody(padded(SETTINGS_BODY_MAX_BYTES + 1))).toEqual({
        ok: false,
        errors: [{ field: '', message: 'expected at most 16384 bytes (16 KB) of settings (got 16385)' }],
      });
    });

    it('measures bytes of UTF-8, not characters', () => {
      // 6,000 characters of three bytes each: under 16 K characters, over 16 KB.
      const sent = withValue('theme', '€'.repeat(6_000));
      expect(sent.length).toBeLessThan(SETTINGS_BODY_MAX_BYTES);
      expect(validateSettingsBody(sent)).toEqual({
        ok: false,
        errors: [
          {
            field: '',
            message: `expected at most 16384 bytes (16 KB) of settings (got ${utf8ByteLength(sent)})`,
          },
        ],
      });
    });

    it('leaves room for the largest valid settings, device-only ones included', () => {
      const fill = (count: number, item: (index: number) => string) =>
        Array.from({ length: count }, (_, index) => item(index));
      const id = (length: number) => (index: number) => `${index}`.padStart(length, 'x');
      const largest: UserSettings = {
        ...defaultSettings,
        railDrawer: false,
        quickbar: false,
        pins: fill(SETTINGS_LIMITS.pins.items, (index) => `/${id(SETTINGS_LIMITS.pins.length - 1)(index)}`),
        dismissedBanners: fill(
          SETTINGS_LIMITS.dismissedBanners.items,
          id(SETTINGS_LIMITS.dismissedBanners.length),
        ),
        readNotifications: fill(
          SETTINGS_LIMITS.readNotifications.items,
          id(SETTINGS_LIMITS.readNotifications.length),
        ),
        inlineApiTables: false,
        compositionApiExamples: false,
        refreshPrompt: false,
        searchHotkey: 'slash',
        syncSettings: false,
        darkCodeBlocks: false,
        avatar: `https://img.example/${'a'.repeat(SETTINGS_LIMITS.avatar.length - 'https://img.example/'.length)}`,
        ads: false,
        developerMode: false,
        theme: 'blackguard',
      };
      const times = Object.fromEntries(USER_SETTING_NAMES.map((name) => [name, Number.MAX_SAFE_INTEGER]));
      const full = { version: 1 as const, values: largest, updatedAt: times };
      const sent = body(settingsForSync(full));
      expect(validateSettingsBody(sent).ok).toBe(true);
      expect(utf8ByteLength(serializeSettings(full))).toBeLessThan(SETTINGS_BODY_MAX_BYTES);
    });
  });
});

describe('the settings schema and the browser reader', () => {
  // The browser reads settings without zod (readSetting); the server checks them with the schema. They
  // must accept the same values.
  const samples: readonly unknown[] = [
    true,
    false,
    0,
    1,
    null,
    undefined,
    '',
    'true',
    'dark',
    'Dark',
    'system',
    'blackguard',
    'sepia',
    'ltr',
    'rtl',
    'mod-k',
    'slash',
    '/',
    {},
    [],
    ['/a'],
    ['/a', '/a'],
    ['//evil.example'],
    ['/a?b'],
    ['n1', 'release-4.0'],
    ['-n1'],
    [42],
    [`/${'a'.repeat(159)}`],
    [`/${'a'.repeat(160)}`],
    ['a'.repeat(48)],
    ['a'.repeat(49)],
    Array.from({ length: 30 }, (_, index) => `/p${index}`),
    Array.from({ length: 31 }, (_, index) => `/p${index}`),
    Array.from({ length: 100 }, (_, index) => `n${index}`),
    Array.from({ length: 101 }, (_, index) => `n${index}`),
    'https://img.example/me.png',
    'https://img.example:8080/me.png?size=80#x',
    'http://img.example/me.png',
    'https://user@img.example/me.png',
    'javascript:alert(1)',
    `https://img.example/${'a'.repeat(1004)}`,
    `https://img.example/${'a'.repeat(1005)}`,
  ];
  const shape = userSettingsSchema.shape as Record<UserSettingName, z.ZodType>;

  it.each(USER_SETTING_NAMES)('agree on every sample value of %s', (name) => {
    const disagreements = samples.filter(
      (value) => shape[name].safeParse(value).success !== (readSetting(name, value).issues.length === 0),
    );
    expect(disagreements).toEqual([]);
  });

  it('has the same fields as the settings, and the synced schema the synced ones', () => {
    expect(Object.keys(userSettingsSchema.shape)).toEqual(USER_SETTING_NAMES);
    expect(Object.keys(syncedSettingsSchema.shape)).toEqual(SYNCED_SETTING_NAMES);
    expect(userSettingsSchema.parse(defaultSettings)).toEqual(defaultSettings);
  });

  it('reads into the types of the settings model', () => {
    const parsed: UserSettings = userSettingsSchema.parse(defaultSettings);
    const body: SyncedSettingsDocument = settingsBodySchema.parse(synced);
    expect([parsed, body]).toHaveLength(2);
  });
});
