import { describe, expect, it } from 'vitest';
import {
  DEVICE_ONLY_SETTINGS,
  defaultSettings,
  PANEL_SWITCHES,
  panelSwitches,
  SETTINGS_LIMITS,
  SYNCED_SETTING_NAMES,
  USER_SETTING_NAMES,
  type UserSettingName,
} from './fields.js';
import { readSetting, settingIssues } from './read-setting.js';

const PIN_MESSAGE = 'expected a page path such as "/components/alerts" of at most 160 characters';
const path = (length: number) => `/${'a'.repeat(length - 1)}`;
const avatar = (length: number) =>
  `https://img.example/${'a'.repeat(length - 'https://img.example/'.length)}`;

describe('the settings', () => {
  it('are the sixteen of the issue and the version the visitor uses, in a fixed order', () => {
    expect(USER_SETTING_NAMES).toEqual([
      'railDrawer',
      'quickbar',
      'pins',
      'dismissedBanners',
      'readNotifications',
      'inlineApiTables',
      'compositionApiExamples',
      'refreshPrompt',
      'searchHotkey',
      'syncSettings',
      'darkCodeBlocks',
      'avatar',
      'ads',
      'developerMode',
      'theme',
      'direction',
      'usingVersion',
    ]);
  });

  it('keep syncSettings and searchHotkey on the device and sync the rest', () => {
    expect(DEVICE_ONLY_SETTINGS).toEqual(['searchHotkey', 'syncSettings']);
    expect(SYNCED_SETTING_NAMES).toEqual(
      USER_SETTING_NAMES.filter((name) => name !== 'syncSettings' && name !== 'searchHotkey'),
    );
  });

  it("the panel's switches are the rows with `panel`, in the table's order, with their hints and conditions", () => {
    expect(PANEL_SWITCHES).toEqual([
      { name: 'inlineApiTables', hint: true, onlyWith: 'apiPages' },
      { name: 'compositionApiExamples', hint: true },
      { name: 'darkCodeBlocks', hint: false },
      { name: 'developerMode', hint: true },
    ]);
    expect(Object.isFrozen(PANEL_SWITCHES)).toBe(true);
  });

  it('offer the API tables switch only on a site with API pages', () => {
    const names = (apiPages: boolean) => panelSwitches({ apiPages }).map((entry) => entry.name);
    expect(names(true)).toEqual(PANEL_SWITCHES.map((entry) => entry.name));
    expect(names(false)).toEqual(['compositionApiExamples', 'darkCodeBlocks', 'developerMode']);
  });

  it('have defaults that are valid settings and cannot be changed in place', () => {
    for (const name of USER_SETTING_NAMES) expect(settingIssues(name, defaultSettings[name])).toEqual([]);
    expect(Object.isFrozen(defaultSettings)).toBe(true);
    expect(Object.isFrozen(defaultSettings.pins)).toBe(true);
  });
});

describe('readSetting', () => {
  it.each<[string, UserSettingName, unknown]>([
    ['a boolean', 'railDrawer', true],
    ['false', 'ads', false],
    ['a theme', 'theme', 'blackguard'],
    ['the system theme', 'theme', 'system'],
    ['a direction', 'direction', 'rtl'],
    ['the / hotkey', 'searchHotkey', 'slash'],
    ['no avatar', 'avatar', null],
    ['an https avatar', 'avatar', 'https://avatars.example.com/u/1?s=80#me'],
    ['an avatar with a port', 'avatar', 'https://img.example:8443/me.png'],
    ['an avatar on a bare host', 'avatar', 'https://localhost'],
    ['the longest avatar', 'avatar', avatar(SETTINGS_LIMITS.avatar.length)],
    ['pins', 'pins', ['/', '/components/alerts', '/zh-CN/guide/', '/a%20b', "/it's(1)"]],
    ['the longest pin', 'pins', [path(SETTINGS_LIMITS.pins.length)]],
    ['banner ids', 'dismissedBanners', ['release-4.0', 'v4:survey_2025']],
    ['notification ids', 'readNotifications', ['42', 'a'.repeat(SETTINGS_LIMITS.readNotifications.length)]],
    ['an empty list', 'readNotifications', []],
    ['no version', 'usingVersion', null],
    ['a version', 'usingVersion', '1.2'],
    ['a line', 'usingVersion', '2'],
    ['a pre-release with a v', 'usingVersion', 'v3.0.0-beta.1'],
  ])('keeps %s', (_case, name, value) => {
    expect(readSetting(name, value)).toEqual({ value, issues: [] });
  });

  it.each<[string, UserSettingName, unknown, string]>([
    ['a string for a boolean', 'railDrawer', 'true', 'expected a boolean (got "true")'],
    ['a number for a boolean', 'ads', 0, 'expected a boolean (got 0)'],
    ['null for a boolean', 'quickbar', null, 'expected a boolean (got null)'],
    [
      'an unknown theme',
      'theme',
      'sepia',
      'expected one of "system", "light", "dark", "blackguard" (got "sepia")',
    ],
    [
      'a theme in capitals',
      'theme',
      'Dark',
      'expected one of "system", "light", "dark", "blackguard" (got "Dark")',
    ],
    ['an unknown direction', 'direction', 'ttb', 'expected one of "ltr", "rtl" (got "ttb")'],
    ['an old hotkey spelling', 'searchHotkey', 'ctrl-k', 'expected one of "mod-k", "slash" (got "ctrl-k")'],
    ['a list that is a string', 'pins', '/a', 'expected an array (got "/a")'],
    ['a list that is an object', 'dismissedBanners', { 0: 'a' }, 'expected an array (got an object)'],
  ])('resets %s to the default', (_case, name, value, message) => {
    expect(readSetting(name, value)).toEqual({
      value: defaultSettings[name],
      issues: [{ field: name, message }],
    });
  });

  const AVATAR = 'expected null or an https:// address of at most 1024 characters';
  it.each([
    ['an http address', 'http://img.example/me.png'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:image/png;base64,AAAA'],
    ['a protocol-relative address', '//img.example/me.png'],
    ['an address with a user name', 'https://user:secret@img.example/me.png'],
    ['an address with a space', 'https://img.example/my avatar.png'],
    ['an address with a quote', 'https://img.example/"onerror="x'],
    ['a host starting with a dot', 'https://.example/me.png'],
    ['an empty string', ''],
    ['an address one character too long', avatar(SETTINGS_LIMITS.avatar.length + 1)],
    ['a number', 42],
  ])('refuses %s as avatar', (_case, value) => {
    const [issue] = readSetting('avatar', value).issues;
    expect(readSetting('avatar', value).value).toBeNull();
    expect(issue?.field).toBe('avatar');
    expect(issue?.message.startsWith(`${AVATAR} (got `)).toBe(true);
  });

  it.each([
    ['a name', 'latest'],
    ['a range', '^1.2'],
    ['markup', '1.2"><img src=x onerror=alert(1)>'],
    ['an empty string', ''],
    ['a version too long', `1.2.3-${'a'.repeat(30)}`],
    ['a number', 1.2],
  ])('refuses %s as the version the visitor uses', (_case, value) => {
    const read = readSetting('usingVersion', value);
    expect(read.value).toBeNull();
    expect(read.issues[0]?.field).toBe('usingVersion');
    expect(read.issues[0]?.message).toMatch(
      /^expected null or a version such as "1\.2" or "2\.0\.0-beta\.1" of at most 32 characters \(got /,
    );
  });

  it.each([
    ['a path leading off the site', '//evil.example/page'],
    ['a path a browser reads as leading off the site', '/\\evil.example'],
    ['a relative path', 'components/alerts'],
    ['an absolute address', 'https://evil.example/'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a query', '/search?q=alert'],
    ['a hash', '/components/alerts#props'],
    ['a space', '/my page'],
    ['a character that is not percent-encoded', '/组件'],
    ['an empty string', ''],
    ['a path one character too long', path(SETTINGS_LIMITS.pins.length + 1)],
    ['a number', 7],
    ['null', null],
  ])('drops a pin that is %s, keeping the others', (_case, item) => {
    const read = readSetting('pins', ['/a', item, '/b']);
    expect(read.value).toEqual(['/a', '/b']);
    expect(read.issues).toHaveLength(1);
    expect(read.issues[0]?.field).toBe('pins[1]');
    expect(read.issues[0]?.message.startsWith(`${PIN_MESSAGE} (got `)).toBe(true);
  });

  it.each([
    ['a space', 'release 4'],
    ['a slash', 'release/4'],
    ['a leading dash', '-release'],
    ['an id one character too long', 'a'.repeat(SETTINGS_LIMITS.dismissedBanners.length + 1)],
    ['an empty string', ''],
  ])('drops a banner id with %s', (_case, item) => {
    const read = readSetting('dismissedBanners', [item]);
    expect(read.value).toEqual([]);
    expect(read.issues.map((issue) => issue.field)).toEqual(['dismissedBanners[0]']);
  });

  it('drops repeated items, keeping the first', () => {
    expect(readSetting('readNotifications', ['a', 'b', 'a', 'a'])).toEqual({
      value: ['a', 'b'],
      issues: [
        { field: 'readNotifications[2]', message: 'expected no repeated items (got "a" again)' },
        { field: 'readNotifications[3]', message: 'expected no repeated items (got "a" again)' },
      ],
    });
  });

  it.each([
    ['pins', SETTINGS_LIMITS.pins.items, (index: number) => `/page-${index}`],
    ['dismissedBanners', SETTINGS_LIMITS.dismissedBanners.items, (index: number) => `banner-${index}`],
    ['readNotifications', SETTINGS_LIMITS.readNotifications.items, (index: number) => `n${index}`],
  ] as const)('keeps %s up to the limit of %i and no more', (name, limit, item) => {
    const full = Array.from({ length: limit }, (_, index) => item(index));
    expect(readSetting(name, full)).toEqual({ value: full, issues: [] });
    expect(readSetting(name, [...full, item(limit)])).toEqual({
      value: full,
      issues: [{ field: name, message: `expected at most ${limit} items (got ${limit + 1})` }],
    });
  });

  it('counts the limit after dropping invalid items', () => {
    const full = Array.from({ length: SETTINGS_LIMITS.pins.items }, (_, index) => `/p${index}`);
    expect(readSetting('pins', [42, ...full]).value).toEqual(full);
  });
});

describe('settingIssues', () => {
  it('is empty for a valid value', () => {
    expect(settingIssues('theme', 'dark')).toEqual([]);
  });

  it('names every problem of a value, strictly', () => {
    expect(settingIssues('pins', ['/a', '/a', 'b'])).toEqual([
      { field: 'pins[1]', message: 'expected no repeated items (got "/a" again)' },
      { field: 'pins[2]', message: `${PIN_MESSAGE} (got "b")` },
    ]);
  });
});
