import { describe, expect, it } from 'vitest';
import { defaultSettings } from './fields.js';
import type { VisitorRole } from './perks.js';
import { ROOT_SETTING_FLAGS, rootSettingFlags } from './root-flags.js';

const ROLES: readonly VisitorRole[] = ['anonymous', 'logged-in', 'subscriber'];

const onFlags = (flags: Readonly<Record<string, boolean>>) =>
  Object.entries(flags)
    .filter(([, on]) => on)
    .map(([flag]) => flag);

describe('rootSettingFlags', () => {
  it.each(ROLES)(
    'sets no flag for the default settings of a visitor who is %s, but the subscriber flag',
    (role) => {
      expect(onFlags(rootSettingFlags(defaultSettings, { role }))).toEqual(
        role === 'subscriber' ? ['subscriber'] : [],
      );
    },
  );

  it.each([
    ['darkCodeBlocks', true, 'dark-code'],
    ['inlineApiTables', true, 'inline-api-tables'],
    ['compositionApiExamples', false, 'composition-off'],
    ['developerMode', true, 'developer-mode'],
    ['searchHotkey', 'slash', 'search-slash'],
  ] as const)('turns %s = %s into %s for every visitor', (name, value, flag) => {
    for (const role of ROLES) {
      expect(rootSettingFlags({ ...defaultSettings, [name]: value }, { role })[flag]).toBe(true);
    }
  });

  it.each([
    ['railDrawer', true, 'rail-drawer'],
    ['quickbar', false, 'quickbar-off'],
    ['ads', false, 'ads-off'],
  ] as const)('turns the perk %s = %s into %s for a subscriber only', (name, value, flag) => {
    const settings = { ...defaultSettings, [name]: value };
    expect(rootSettingFlags(settings, { role: 'subscriber' })[flag]).toBe(true);
    expect(rootSettingFlags(settings, { role: 'logged-in' })[flag]).toBe(false);
    expect(rootSettingFlags(settings, { role: 'anonymous' })[flag]).toBe(false);
  });

  it('counts the banner as dismissed only when the visitor closed the one the site shows now', () => {
    const settings = { ...defaultSettings, dismissedBanners: ['release-1'] };
    expect(rootSettingFlags(settings, { role: 'anonymous', bannerId: 'release-1' })['banner-dismissed']).toBe(
      true,
    );
    expect(rootSettingFlags(settings, { role: 'anonymous', bannerId: 'release-2' })['banner-dismissed']).toBe(
      false,
    );
    expect(rootSettingFlags(settings, { role: 'anonymous' })['banner-dismissed']).toBe(false);
  });

  it('gives every flag, and only those', () => {
    expect(Object.keys(rootSettingFlags(defaultSettings, { role: 'anonymous' })).sort()).toEqual(
      [...ROOT_SETTING_FLAGS].sort(),
    );
  });
});
