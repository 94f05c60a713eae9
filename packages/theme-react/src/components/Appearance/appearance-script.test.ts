import { type Appearance, resolveTheme } from '@lectern/theme-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appearanceScript } from './appearance-script';
import { APPEARANCE_STORAGE_KEY } from './appearance-storage';

interface Visitor {
  /** What storage holds under the key; `'throws'` when storage is blocked. */
  stored: string | null | 'throws';
  prefersDark: boolean;
}

/** Runs the script as the browser would, in a page with the given storage and system preference. */
function run(script: string, { stored, prefersDark }: Visitor): string | undefined {
  document.documentElement.removeAttribute('data-theme');
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && prefersDark,
  }));
  vi.stubGlobal('localStorage', {
    getItem(key: string) {
      if (stored === 'throws') throw new DOMException('Storage is blocked', 'SecurityError');
      return key === APPEARANCE_STORAGE_KEY ? stored : null;
    },
  });
  // The script is a string by design: run it the way a page runs an inline script.
  new Function(script)();
  return document.documentElement.dataset.theme;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-theme');
});

describe('appearanceScript', () => {
  it.each<[string, Appearance, Visitor, string]>([
    ['follows a light system with no choice', true, { stored: null, prefersDark: false }, 'light'],
    ['follows a dark system with no choice', true, { stored: null, prefersDark: true }, 'dark'],
    ['keeps a stored light choice on a dark system', true, { stored: 'light', prefersDark: true }, 'light'],
    ['keeps a stored blackguard choice', true, { stored: 'blackguard', prefersDark: false }, 'blackguard'],
    ['follows the system for a stored system choice', true, { stored: 'system', prefersDark: true }, 'dark'],
    ['ignores an invalid stored value', true, { stored: 'sepia', prefersDark: false }, 'light'],
    ['survives blocked storage', true, { stored: 'throws', prefersDark: true }, 'dark'],
    ['starts dark for "dark" with no choice', 'dark', { stored: null, prefersDark: false }, 'dark'],
    ['lets a visitor choose light over "dark"', 'dark', { stored: 'light', prefersDark: false }, 'light'],
    [
      'starts dark for "dark" when storage is blocked',
      'dark',
      { stored: 'throws', prefersDark: false },
      'dark',
    ],
    ['is always dark for "force-dark"', 'force-dark', { stored: 'light', prefersDark: false }, 'dark'],
    ['follows a dark system for "force-auto"', 'force-auto', { stored: 'light', prefersDark: true }, 'dark'],
    [
      'follows a light system for "force-auto"',
      'force-auto',
      { stored: 'dark', prefersDark: false },
      'light',
    ],
    ['is always light for false', false, { stored: 'dark', prefersDark: true }, 'light'],
  ])('%s', (_name, appearance, visitor, expected) => {
    expect(run(appearanceScript(appearance), visitor)).toBe(expected);
  });

  it('decides like theme-core resolveTheme for every setting, stored value and preference', () => {
    const appearances: Appearance[] = [true, false, 'dark', 'force-dark', 'force-auto'];
    const storedValues = [null, 'system', 'light', 'dark', 'blackguard', 'sepia'];
    for (const appearance of appearances) {
      for (const stored of storedValues) {
        for (const prefersDark of [false, true]) {
          const expected = resolveTheme({ choice: stored, prefersDark, appearance });
          expect(run(appearanceScript(appearance), { stored, prefersDark }), `${appearance} ${stored}`).toBe(
            expected,
          );
        }
      }
    }
  });

  it('defaults to the `true` setting', () => {
    expect(appearanceScript()).toBe(appearanceScript(true));
  });

  it('stays under 600 bytes for every setting', () => {
    for (const appearance of [true, false, 'dark', 'force-dark', 'force-auto'] as const) {
      expect(new TextEncoder().encode(appearanceScript(appearance)).length).toBeLessThan(600);
    }
  });

  it('writes only known settings into the script, never arbitrary text', () => {
    const script = appearanceScript('</script><script>alert(1)//' as Appearance);
    expect(script).not.toContain('alert');
    expect(script).toBe(appearanceScript(true));
  });
});
