import { describe, expect, it } from 'vitest';
import { chosenSetting } from './document.js';
import type { LegacySettings } from './migrate.js';
import { peekStoredSettings } from './peek.js';
import { readStoredSettings } from './read.js';

/** What the full reader gives for the settings the peek reads. */
function fullRead(raw: string | null, legacy: LegacySettings = {}) {
  const { settings } = readStoredSettings(raw, legacy);
  return {
    theme: chosenSetting(settings, 'theme'),
    direction: chosenSetting(settings, 'direction'),
    darkCodeBlocks: settings.values.darkCodeBlocks,
    searchHotkey: settings.values.searchHotkey,
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
      theme: 'dark',
      direction: 'rtl',
      darkCodeBlocks: false,
      searchHotkey: 'mod-k',
    });
    expect(peekStoredSettings(null)).toEqual({
      theme: undefined,
      direction: undefined,
      darkCodeBlocks: false,
      searchHotkey: 'mod-k',
    });
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
