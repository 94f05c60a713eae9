import { describe, expect, it } from 'vitest';
import { defaultSettingsDocument, type SettingsDocument, updateSettings } from './document.js';
import { DEVICE_ONLY_SETTINGS, defaultSettings, type UserSettings } from './fields.js';
import { mergeSettings, settingsForSync } from './merge.js';
import { migrateLegacySettings } from './migrate.js';

const NOW = 1_000_000;

/** A document with the given settings changed at the given times. */
function changed(...changes: [Partial<UserSettings>, number][]): SettingsDocument {
  return changes.reduce(
    (document, [change, now]) => updateSettings(document, change, { now }),
    defaultSettingsDocument,
  );
}

describe('mergeSettings', () => {
  it.each<[string, SettingsDocument, SettingsDocument, Partial<UserSettings>, Record<string, number>]>([
    [
      'the later change of a setting',
      changed([{ theme: 'dark' }, 10]),
      changed([{ theme: 'light' }, 20]),
      { theme: 'light' },
      { theme: 20 },
    ],
    [
      'the later change, whichever side it is on',
      changed([{ theme: 'dark' }, 20]),
      changed([{ theme: 'light' }, 10]),
      { theme: 'dark' },
      { theme: 20 },
    ],
    [
      'a change over a setting never changed',
      defaultSettingsDocument,
      changed([{ ads: false }, 5]),
      { ads: false },
      { ads: 5 },
    ],
    [
      'a change kept when the other side never changed it',
      changed([{ ads: false }, 5]),
      defaultSettingsDocument,
      { ads: false },
      { ads: 5 },
    ],
    [
      'incoming on a tie: the one received last',
      changed([{ theme: 'dark' }, 10]),
      changed([{ theme: 'light' }, 10]),
      { theme: 'light' },
      { theme: 10 },
    ],
    [
      'a change made at the legacy time over a setting never changed',
      defaultSettingsDocument,
      changed([{ theme: 'dark' }, 0]),
      { theme: 'dark' },
      { theme: 0 },
    ],
    [
      'a recorded change over a legacy choice',
      changed([{ theme: 'dark' }, 0]),
      changed([{ theme: 'light' }, 1]),
      { theme: 'light' },
      { theme: 1 },
    ],
  ])('takes %s', (_case, current, incoming, values, updatedAt) => {
    const merged = mergeSettings(current, incoming, { now: NOW });
    expect(merged.values).toEqual({ ...defaultSettings, ...values });
    expect(merged.updatedAt).toEqual(updatedAt);
  });

  it('keeps the current value of a setting neither side ever changed', () => {
    const current = { ...defaultSettingsDocument, values: { ...defaultSettings, theme: 'dark' as const } };
    expect(mergeSettings(current, defaultSettingsDocument, { now: NOW }).values.theme).toBe('dark');
  });

  it('counts a time in the future as now, and keeps it as now', () => {
    const fast = changed([{ theme: 'light' }, NOW + 60_000]);
    const merged = mergeSettings(changed([{ theme: 'dark' }, NOW - 1]), fast, { now: NOW });
    expect(merged.values.theme).toBe('light');
    expect(merged.updatedAt.theme).toBe(NOW);
  });

  it('does not let a fast clock win over a change made after it was received', () => {
    const account = mergeSettings(defaultSettingsDocument, changed([{ theme: 'light' }, NOW + 3_600_000]), {
      now: NOW,
    });
    const later = changed([{ theme: 'dark' }, NOW + 1_000]);
    expect(mergeSettings(account, later, { now: NOW + 2_000 }).values.theme).toBe('dark');
  });

  it('clamps both sides: two future times on the same setting tie at now, and incoming wins', () => {
    const current = changed([{ theme: 'dark' }, NOW + 5]);
    const incoming = changed([{ theme: 'light' }, NOW + 1]);
    expect(mergeSettings(current, incoming, { now: NOW }).values.theme).toBe('light');
  });

  it('keeps the changes of two devices that changed different settings while offline', () => {
    const account = changed([{ theme: 'dark', pins: ['/a'] }, 100]);
    const laptop = updateSettings(account, { theme: 'blackguard' }, { now: 200 });
    const phone = updateSettings(account, { pins: ['/a', '/b'], direction: 'rtl' }, { now: 300 });

    // The phone syncs first, then the laptop; each merges the account's answer into its own settings.
    const afterPhone = mergeSettings(account, settingsForSync(phone), { now: 400 });
    const afterLaptop = mergeSettings(afterPhone, settingsForSync(laptop), { now: 500 });
    expect(afterLaptop.values).toMatchObject({ theme: 'blackguard', pins: ['/a', '/b'], direction: 'rtl' });

    const phoneAfter = mergeSettings(phone, afterLaptop, { now: 600 });
    const laptopAfter = mergeSettings(laptop, afterLaptop, { now: 600 });
    expect(phoneAfter).toEqual(laptopAfter);
    expect(phoneAfter.values).toMatchObject({ theme: 'blackguard', pins: ['/a', '/b'], direction: 'rtl' });
  });

  it('keeps the later change when two offline devices changed the same setting, in either order', () => {
    const laptop = changed([{ theme: 'light' }, 200]);
    const phone = changed([{ theme: 'dark' }, 300]);
    const laptopFirst = mergeSettings(mergeSettings(defaultSettingsDocument, laptop, { now: 400 }), phone, {
      now: 500,
    });
    const phoneFirst = mergeSettings(mergeSettings(defaultSettingsDocument, phone, { now: 400 }), laptop, {
      now: 500,
    });
    expect(laptopFirst.values.theme).toBe('dark');
    expect(phoneFirst.values.theme).toBe('dark');
  });

  it("merges an anonymous visitor's settings into the account on first login", () => {
    const anonymous = updateSettings(
      migrateLegacySettings({ appearance: 'dark' }) ?? defaultSettingsDocument,
      {
        ads: true,
        pins: [],
        readNotifications: ['n1'],
      },
      { now: 300 },
    );
    const account = changed([{ readNotifications: ['n0'], direction: 'rtl' }, 200]);
    const merged = mergeSettings(account, settingsForSync(anonymous), { now: 400 });
    expect(merged.values).toMatchObject({ theme: 'dark', readNotifications: ['n1'], direction: 'rtl' });
  });

  it('keeps device-only settings on the device when the account answers', () => {
    const device = changed([{ searchHotkey: 'slash', syncSettings: false }, 10]);
    const account = settingsForSync(changed([{ theme: 'dark' }, 20]));
    const merged = mergeSettings(device, account, { now: NOW });
    expect(merged.values).toMatchObject({ searchHotkey: 'slash', syncSettings: false, theme: 'dark' });
    expect(merged.updatedAt).toEqual({ searchHotkey: 10, syncSettings: 10, theme: 20 });
  });

  it('never takes device-only settings into the account', () => {
    const account = settingsForSync(defaultSettingsDocument);
    const device = changed([{ searchHotkey: 'slash', theme: 'dark' }, 10]);
    const merged = mergeSettings(account, device, { now: NOW });
    expect(Object.keys(merged.values)).toEqual(Object.keys(account.values));
    expect(merged.updatedAt).toEqual({ theme: 10 });
  });

  it('keeps the version of the current document', () => {
    expect(mergeSettings(defaultSettingsDocument, defaultSettingsDocument, { now: NOW }).version).toBe(1);
  });
});

describe('settingsForSync', () => {
  it('leaves out the device-only settings and their times', () => {
    const device = changed([{ searchHotkey: 'slash', syncSettings: false, theme: 'dark' }, 10]);
    const synced = settingsForSync(device);
    for (const name of DEVICE_ONLY_SETTINGS) {
      expect(synced.values).not.toHaveProperty(name);
      expect(synced.updatedAt).not.toHaveProperty(name);
    }
    expect(synced).toEqual({
      version: 1,
      values: { ...synced.values, theme: 'dark' },
      updatedAt: { theme: 10 },
    });
    expect(Object.keys(synced.values)).toHaveLength(15);
  });
});
