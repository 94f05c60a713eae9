import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPageStores } from '../stores/page-stores';
import { storedTheme } from '../test/stored-settings';
import { APPEARANCE_STORAGE_KEY, readAppearanceChoice, storeAppearanceChoice } from './appearance-choice';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPageStores();
  localStorage.clear();
});

describe('appearance storage', () => {
  it("stores and reads the choice as the settings document's theme", async () => {
    await storeAppearanceChoice('blackguard');
    expect(storedTheme()).toBe('blackguard');
    expect(readAppearanceChoice()).toBe('blackguard');
  });

  it('carries over a choice kept under the legacy key lectern-appearance', async () => {
    expect(APPEARANCE_STORAGE_KEY).toBe('lectern-appearance');
    localStorage.setItem(APPEARANCE_STORAGE_KEY, 'dark');
    expect(readAppearanceChoice()).toBe('dark');
    await storeAppearanceChoice('light');
    expect(readAppearanceChoice()).toBe('light');
  });

  it('reads nothing when nothing, or something invalid, is stored', () => {
    expect(readAppearanceChoice()).toBeUndefined();
    localStorage.setItem(APPEARANCE_STORAGE_KEY, 'sepia');
    expect(readAppearanceChoice()).toBeUndefined();
  });

  it('does not throw when storage is blocked, and keeps the choice for the page', async () => {
    const blocked = () => {
      throw new DOMException('Storage is blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked });
    expect(readAppearanceChoice()).toBeUndefined();
    await expect(storeAppearanceChoice('dark')).resolves.toBeUndefined();
    expect(readAppearanceChoice()).toBe('dark');
  });
});
