import {
  defaultSettingsDocument,
  PERK_MESSAGES,
  serializeSettings,
  settingsForSync,
  type UserSettings,
  updateSettings,
} from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import {
  etagMatches,
  NO_ACCOUNT_SETTINGS,
  planSettingsSave,
  readAccountSettings,
  settingsEtag,
} from './account-settings';

const synced = (change: Partial<UserSettings>, now: number) =>
  settingsForSync(updateSettings(defaultSettingsDocument, change, { now }));

describe('readAccountSettings', () => {
  it('reads no row as the defaults at version 0', () => {
    expect(readAccountSettings(undefined)).toEqual({ ...NO_ACCOUNT_SETTINGS, repaired: [] });
  });

  it('reads a stored document, repairing invalid settings to their defaults', () => {
    const stored = serializeSettings(synced({ theme: 'dark' }, 10)).replace('"dark"', '"sepia"');
    const read = readAccountSettings({ document: stored, version: 3 });
    expect(read.version).toBe(3);
    expect(read.document.values.theme).toBe('system');
    expect(read.document.values).not.toHaveProperty('searchHotkey');
    expect(read.repaired.map((issue) => issue.field)).toEqual(['values.theme']);
  });
});

describe('planSettingsSave', () => {
  const current = synced({ theme: 'dark', ads: false }, 100);

  it('merges field by field and says whether anything changed', () => {
    const save = planSettingsSave(
      current,
      synced({ direction: 'rtl', theme: 'light' }, 50),
      'logged-in',
      1000,
    );
    expect(save.refused).toBeUndefined();
    if (save.refused) return;
    expect(save.document.values).toMatchObject({ theme: 'dark', direction: 'rtl', ads: false });
    expect(save.changed).toBe(true);
    expect(save.text).toBe(serializeSettings(save.document));
    const same = planSettingsSave(current, current, 'logged-in', 1000);
    expect(same).toMatchObject({ changed: false });
  });

  it('checks perks only on what the save changes', () => {
    // ads: false was saved while subscribed: sending it back is no change.
    expect(planSettingsSave(current, current, 'logged-in', 1000).refused).toBeUndefined();
    expect(planSettingsSave(current, synced({ pins: ['/a'] }, 200), 'logged-in', 1000).refused).toEqual([
      { field: 'pins', message: PERK_MESSAGES.pins },
    ]);
    expect(
      planSettingsSave(current, synced({ pins: ['/a'] }, 200), 'subscriber', 1000).refused,
    ).toBeUndefined();
    // A perk sent back to its default is allowed.
    expect(planSettingsSave(current, synced({ ads: true }, 200), 'logged-in', 1000).refused).toBeUndefined();
  });
});

describe('settingsEtag and etagMatches', () => {
  it.each([
    ['"u.3"', true],
    ['W/"u.3"', true],
    ['"u.2", "u.3"', true],
    ['*', true],
    ['"v.3"', false],
    ['"u.30"', false],
  ])('If-None-Match %s matches: %s', (header, expected) => {
    expect(etagMatches(header, settingsEtag('u', 3))).toBe(expected);
  });

  it('matches nothing without the header', () => {
    expect(etagMatches(null, settingsEtag('u', 3))).toBe(false);
  });
});
