import { afterEach, describe, expect, it } from 'vitest';
import { startSettingsEffects } from './settings-effects';

const root = document.documentElement;
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
  root.removeAttribute('data-dark-code');
  root.removeAttribute('data-theme');
});

/** Settings stored (by another tab) after this page's first paint. */
function storeLater() {
  localStorage.setItem(
    'lectern-settings',
    JSON.stringify({
      version: 1,
      values: { theme: 'dark', darkCodeBlocks: true },
      updatedAt: { theme: 5, darkCodeBlocks: 5 },
    }),
  );
}

describe('startSettingsEffects', () => {
  it('leaves <html> as the first paint drew it when nothing changed before it started', () => {
    storeLater();
    stop = startSettingsEffects(document);
    expect(root.hasAttribute('data-dark-code')).toBe(false);
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('with catchUp, brings <html> up to date with what changed before it started', () => {
    storeLater();
    stop = startSettingsEffects(document, { catchUp: true });
    expect(root.hasAttribute('data-dark-code')).toBe(true);
    expect(root.getAttribute('data-theme')).toBe('dark');
  });
});
