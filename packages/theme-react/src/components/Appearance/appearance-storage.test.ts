import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPEARANCE_STORAGE_KEY, readAppearanceChoice, storeAppearanceChoice } from './appearance-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('appearance storage', () => {
  it('stores and reads the choice under lectern-appearance', () => {
    expect(APPEARANCE_STORAGE_KEY).toBe('lectern-appearance');
    storeAppearanceChoice('blackguard');
    expect(localStorage.getItem('lectern-appearance')).toBe('blackguard');
    expect(readAppearanceChoice()).toBe('blackguard');
  });

  it('reads nothing when nothing, or something invalid, is stored', () => {
    expect(readAppearanceChoice()).toBeUndefined();
    localStorage.setItem(APPEARANCE_STORAGE_KEY, 'sepia');
    expect(readAppearanceChoice()).toBeUndefined();
  });

  it('does not throw when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('Storage is blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked });
    expect(() => storeAppearanceChoice('dark')).not.toThrow();
    expect(readAppearanceChoice()).toBeUndefined();
  });
});
