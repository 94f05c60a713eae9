// @vitest-environment node
import { peekStoredSettings } from '@lectern/theme-core';
import { expect, it } from 'vitest';
import { syncStatus } from './settings-sync';
import { peekSettings } from './stored-settings';
import { visitorAccount } from './visitor-account';

// Server rendering (the dashboard's account section) reads the stores' snapshots, with no window for
// a page's stores to belong to.
it('gives the defaults on the server, where there is no page', () => {
  expect(globalThis.window).toBeUndefined();
  expect(syncStatus()).toEqual({ mode: 'off' });
  expect(syncStatus()).toBe(syncStatus());
  expect(visitorAccount()).toEqual({ role: 'anonymous' });
  expect(visitorAccount()).toBe(visitorAccount());
  expect(peekSettings()).toEqual(peekStoredSettings(null, { appearance: null, searchHotkey: null }));
});
