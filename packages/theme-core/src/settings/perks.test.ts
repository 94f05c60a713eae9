import { describe, expect, it } from 'vitest';
import { effectiveSettings, isSubscriberPerk, SUBSCRIBER_PERKS, type VisitorRole } from './effective.js';
import { defaultSettings, USER_SETTING_NAMES, type UserSettings } from './fields.js';
import { canSaveSettings, isPerkAllowed, PERK_MESSAGES, perkViolations, settingLock } from './perks.js';

const ROLES: readonly VisitorRole[] = ['anonymous', 'logged-in', 'subscriber'];

/** Each perk in use: set to something other than its default. */
const PERKS_IN_USE: Partial<UserSettings> = {
  ads: false,
  avatar: 'https://img.example/me.png',
  railDrawer: true,
  quickbar: false,
  pins: ['/components/alerts'],
};

describe('the subscriber perks', () => {
  it('are the rail drawer, disabling the quickbar, pins, a custom avatar and disabling ads, in the settings order', () => {
    expect(SUBSCRIBER_PERKS).toEqual(['railDrawer', 'quickbar', 'pins', 'avatar', 'ads']);
    expect(Object.keys(PERKS_IN_USE).sort()).toEqual([...SUBSCRIBER_PERKS].sort());
  });

  it.each(SUBSCRIBER_PERKS)('%s has a message saying it is a subscriber perk', (perk) => {
    expect(PERK_MESSAGES[perk]).toMatch(/ (is|are) a subscriber perk\.$/);
  });
});

describe('isSubscriberPerk', () => {
  it.each([
    ['ads', true],
    ['pins', true],
    ['theme', false],
    ['readNotifications', false],
    ['toString', false],
  ])('%s: %s', (name, expected) => {
    expect(isSubscriberPerk(name)).toBe(expected);
  });
});

describe('isPerkAllowed', () => {
  it.each(ROLES.flatMap((role) => USER_SETTING_NAMES.map((name) => [role, name] as const)))(
    '%s may use %s unless it is a perk and they are not a subscriber',
    (role, name) => {
      expect(isPerkAllowed(role, name)).toBe(role === 'subscriber' || !isSubscriberPerk(name));
    },
  );
});

describe('perkViolations', () => {
  it.each(['anonymous', 'logged-in'] as const)('refuses every perk to a visitor who is %s', (role) => {
    expect(perkViolations(role, PERKS_IN_USE)).toEqual([
      { field: 'railDrawer', message: 'The rail drawer is a subscriber perk.' },
      { field: 'quickbar', message: 'Turning off the quickbar is a subscriber perk.' },
      { field: 'pins', message: 'Pinning pages is a subscriber perk.' },
      { field: 'avatar', message: 'A custom avatar is a subscriber perk.' },
      { field: 'ads', message: 'Turning off ads is a subscriber perk.' },
    ]);
  });

  it('allows every perk to a subscriber', () => {
    expect(perkViolations('subscriber', PERKS_IN_USE)).toEqual([]);
  });

  it.each(['anonymous', 'logged-in'] as const)(
    'lets a visitor who is %s set perks back to their defaults',
    (role) => {
      expect(
        perkViolations(role, { ads: true, avatar: null, railDrawer: false, quickbar: true, pins: [] }),
      ).toEqual([]);
    },
  );

  it.each(ROLES)('lets a visitor who is %s change every setting that is not a perk', (role) => {
    const change = {
      ...defaultSettings,
      theme: 'blackguard',
      direction: 'rtl',
      developerMode: true,
      readNotifications: ['n1'],
    } as const;
    expect(perkViolations(role, change)).toEqual([]);
  });

  it('names only the perks in the change, ignoring those given as undefined', () => {
    expect(perkViolations('logged-in', { theme: 'dark', quickbar: false, ads: undefined })).toEqual([
      { field: 'quickbar', message: 'Turning off the quickbar is a subscriber perk.' },
    ]);
  });
});

describe('settingLock', () => {
  it.each([
    ['anonymous', 'pins', 'Pinning pages is a subscriber perk.'],
    ['logged-in', 'ads', 'Turning off ads is a subscriber perk.'],
    ['logged-in', 'theme', undefined],
    ['subscriber', 'ads', undefined],
    ['anonymous', 'syncSettings', undefined],
  ] as const)('a visitor who is %s sees %s locked because: %s', (role, name, reason) => {
    expect(settingLock(role, name)).toBe(reason);
  });
});

describe('effectiveSettings', () => {
  const saved = { ...defaultSettings, ...PERKS_IN_USE, theme: 'dark' as const };

  it("keeps a subscriber's perks", () => {
    expect(effectiveSettings(saved, 'subscriber')).toBe(saved);
  });

  it.each(['anonymous', 'logged-in'] as const)(
    'ignores the saved perks of a visitor who is %s now',
    (role) => {
      expect(effectiveSettings(saved, role)).toEqual({ ...defaultSettings, theme: 'dark' });
    },
  );

  it('leaves out perks the settings do not hold', () => {
    expect(effectiveSettings({ theme: 'dark' }, 'logged-in')).toEqual({ theme: 'dark' });
  });
});

describe('canSaveSettings', () => {
  it.each([
    ['anonymous', false],
    ['logged-in', true],
    ['subscriber', true],
  ] as const)('%s: %s', (role, expected) => {
    expect(canSaveSettings(role)).toBe(expected);
  });
});
