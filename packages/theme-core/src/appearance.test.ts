import { describe, expect, it } from 'vitest';
import { appearanceSwitch, isThemeChoice, nextAppearance, resolveTheme } from './appearance.js';
import type { Appearance } from './config/theme.js';

describe('appearanceSwitch', () => {
  it.each([
    [true, { showSwitch: true, initialChoice: 'system' }],
    [undefined, { showSwitch: true, initialChoice: 'system' }],
    [false, { showSwitch: false, initialChoice: 'light' }],
    ['dark', { showSwitch: true, initialChoice: 'dark' }],
    ['force-dark', { showSwitch: false, initialChoice: 'dark', forced: 'dark' }],
    ['force-auto', { showSwitch: false, initialChoice: 'system', forced: 'auto' }],
  ] as const)('reads the appearance setting %j as %j', (appearance, expected) => {
    expect(appearanceSwitch(appearance)).toEqual(expected);
  });

  it('treats an unknown setting from untyped code as the default', () => {
    expect(appearanceSwitch('sepia' as never)).toEqual({ showSwitch: true, initialChoice: 'system' });
  });

  it.each(['force-dark', 'force-auto'] as const)('hides the switch when the setting is %s', (appearance) => {
    expect(appearanceSwitch(appearance).showSwitch).toBe(false);
  });
});

describe('isThemeChoice', () => {
  it.each([
    ['system', true],
    ['light', true],
    ['dark', true],
    ['blackguard', true],
    ['auto', false],
    ['Dark', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('treats %j as a theme choice: %s', (value, expected) => {
    expect(isThemeChoice(value)).toBe(expected);
  });
});

describe('resolveTheme', () => {
  type Case = [
    choice: string | null | undefined,
    prefersDark: boolean,
    appearance: Appearance | undefined,
    expected: string,
  ];

  it.each<Case>([
    // The default setting follows the system until the visitor chooses.
    [undefined, false, undefined, 'light'],
    [undefined, true, undefined, 'dark'],
    ['system', true, true, 'dark'],
    ['system', false, true, 'light'],
    ['light', true, true, 'light'],
    ['dark', false, true, 'dark'],
    ['blackguard', false, true, 'blackguard'],
    // Invalid stored values are ignored.
    ['sepia', true, true, 'dark'],
    ['', false, true, 'light'],
    [null, true, true, 'dark'],
    // 'dark' starts dark, whatever the system prefers, but the visitor's choice still counts.
    [undefined, false, 'dark', 'dark'],
    ['bogus', false, 'dark', 'dark'],
    ['light', true, 'dark', 'light'],
    ['system', false, 'dark', 'light'],
    ['blackguard', false, 'dark', 'blackguard'],
    // Without a switch the site is light only.
    [undefined, true, false, 'light'],
    ['dark', true, false, 'light'],
    ['blackguard', true, false, 'light'],
    // A forced appearance wins over the visitor's choice.
    ['light', false, 'force-dark', 'dark'],
    ['blackguard', false, 'force-dark', 'dark'],
    [undefined, false, 'force-dark', 'dark'],
    ['dark', false, 'force-auto', 'light'],
    ['light', true, 'force-auto', 'dark'],
    ['blackguard', true, 'force-auto', 'dark'],
  ])(
    'with choice %j, a system preferring dark %s and setting %j shows %s',
    (choice, prefersDark, appearance, expected) => {
      expect(resolveTheme({ choice, prefersDark, appearance })).toBe(expected);
    },
  );
});

describe('nextAppearance', () => {
  it.each([
    ['light', 'dark'],
    ['dark', 'light'],
    ['blackguard', 'light'],
  ] as const)('switches %s to %s', (current, expected) => {
    expect(nextAppearance(current)).toBe(expected);
  });
});
