import { describe, expect, it } from 'vitest';
import { settingsSyncMode } from './sync-mode.js';

describe('settingsSyncMode', () => {
  it.each([
    ['anonymous', ['github'], true, 'off'],
    ['anonymous', [], true, 'off'],
    ['logged-in', ['github'], true, 'sync'],
    ['logged-in', ['discord', 'github'], true, 'sync'],
    ['subscriber', ['github'], true, 'sync'],
    ['logged-in', ['discord'], true, 'save'],
    ['subscriber', ['discord'], true, 'save'],
    ['logged-in', ['github'], false, 'off'],
    ['subscriber', ['discord'], false, 'off'],
  ] as const)('%s with %j, sync settings %s: %s', (role, providers, sync, expected) => {
    expect(settingsSyncMode({ role, providers }, sync)).toBe(expected);
  });
});
