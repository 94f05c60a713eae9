import { describe, expect, it } from 'vitest';
import { chosenSetting } from './document.js';
import { defaultSettings } from './fields.js';
import type { LegacySettings } from './migrate.js';
import { peekStoredSettings } from './peek.js';
import { readStoredSettings } from './read.js';

/** What the full reader gives for the settings the peek reads. */
function fullRead(raw: string | null, legacy: LegacySettings = {}) {
  const { settings } = readStoredSettings(raw, legacy);
  return {
    ...settings.values,
    theme: chosenSetting(settings, 'theme'),
    direction: chosenSetting(settings, 'direction'),
  };
}

const doc = (values: unknown, updatedAt: unknown = {}, version: unknown = 1) =>
  JSON.stringify({ version, values, updatedAt });

const STORED: readonly (string | null)[] = [
  null,
  '',
  'not json',
  '{"version":1',
  'null',
  '42',
  '"dark"',
  '[]',
  '{}',
  '{"version":1}',
  doc({ theme: 'dark' }, { theme: 5 }),
  doc({ theme: 'dark' }),
  doc({ theme: 'dark' }, { theme: -1 }),
  doc({ theme: 'dark' }, { theme: 1.5 }),
  doc({ theme: 'dark' }, { theme: '5' }),
  doc({ theme: 'sepia' }, { theme: 5 }),
  doc({ theme: 'blackguard', direction: 'rtl' }, { theme: 0, direction: 9 }),
  doc({ direction: 'sideways' }, { direction: 9 }),
  doc({ direction: 'ltr' }, { direction: 9 }),
  doc({ darkCodeBlocks: true }),
  doc({ darkCodeBlocks: 'yes' }, { darkCodeBlocks: 3 }),
  doc({ searchHotkey: 'slash' }),
  doc({ searchHotkey: 'ctrl-f' }, { searchHotkey: 2 }),
  doc({ theme: 'light', searchHotkey: 'slash' }, { theme: 3 }, 99),
  doc({ theme: 'light' }, { theme: 3 }, 0),
  doc({ theme: 'light' }, { theme: 3 }, 'one'),
  doc('values', { theme: 3 }),
  doc({ theme: 'dark' }, ['theme']),
  JSON.stringify({ values: { theme: 'dark' }, updatedAt: { theme: 1 } }),
  doc({ railDrawer: true, quickbar: false, ads: false, developerMode: true, refreshPrompt: false }),
  doc({ inlineApiTables: true, compositionApiExamples: false, syncSettings: false }),
  doc({ railDrawer: 'yes', quickbar: 0, ads: null, inlineApiTables: 1 }),
  doc({
    pins: [
      '/components/alert/',
      '/guide/',
      '/components/alert/',
      'javascript:alert(1)',
      '//evil.example',
      42,
    ],
  }),
  doc({ pins: Array.from({ length: 40 }, (_, index) => `/page-${index}/`) }),
  doc({ pins: 'not a list', dismissedBanners: {}, readNotifications: null }),
  doc({
    dismissedBanners: ['release-1', 'bad id', 'release-1', 'x'.repeat(49)],
    readNotifications: ['n:1', '-n'],
  }),
  doc({ readNotifications: Array.from({ length: 120 }, (_, index) => `n${index}`) }),
  doc({ avatar: 'https://example.com/me.png' }),
  doc({ avatar: 'http://example.com/me.png' }),
  doc({ avatar: `https://example.com/${'a'.repeat(1030)}` }),
  doc({ avatar: 'https://user:pw@example.com/me.png' }),
];

const LEGACY: readonly LegacySettings[] = [
  {},
  { appearance: 'dark' },
  { appearance: 'sepia', searchHotkey: 'slash' },
  { appearance: 'system', searchHotkey: 'nope' },
];

describe('peekStoredSettings', () => {
  it.each(STORED.flatMap((raw) => LEGACY.map((legacy) => [raw, legacy] as const)))(
    'reads %j (legacy %j) as the full reader does',
    (raw, legacy) => {
      expect(peekStoredSettings(raw, legacy)).toEqual(fullRead(raw, legacy));
    },
  );

  it('gives the chosen theme and direction, and nothing for what was never chosen', () => {
    expect(peekStoredSettings(doc({ theme: 'dark', direction: 'rtl' }, { theme: 1, direction: 2 }))).toEqual({
      ...defaultSettings,
      theme: 'dark',
      direction: 'rtl',
    });
    expect(peekStoredSettings(null)).toEqual({ ...defaultSettings, theme: undefined, direction: undefined });
  });

  it('keeps only the valid items of a list, the first of repeats, at most its limit', () => {
    const peeked = peekStoredSettings(
      doc({ pins: ['/a/', '/a/', 'https://evil.example/', '/b/'], dismissedBanners: ['ok', 'not ok'] }),
    );
    expect(peeked.pins).toEqual(['/a/', '/b/']);
    expect(peeked.dismissedBanners).toEqual(['ok']);
  });

  it('takes the legacy keys only while there is no document', () => {
    expect(peekStoredSettings(null, { appearance: 'blackguard', searchHotkey: 'slash' })).toMatchObject({
      theme: 'blackguard',
      searchHotkey: 'slash',
    });
    expect(peekStoredSettings(doc({}), { appearance: 'blackguard', searchHotkey: 'slash' })).toMatchObject({
      theme: undefined,
      searchHotkey: 'mod-k',
    });
  });
});
