import { type Appearance, chosenSetting, readStoredSettings, resolveTheme } from '@lectern/theme-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appearanceScript } from './appearance-script';
import { APPEARANCE_STORAGE_KEY } from './appearance-storage';

interface Visitor {
  /** What storage holds under the legacy key; `'throws'` when storage is blocked. */
  stored: string | null | 'throws';
  prefersDark: boolean;
  /** What storage holds under `lectern-settings`. */
  settings?: string | null;
}

/** Runs the script as the browser would, in a page with the given storage and system preference. */
function run(script: string, { stored, prefersDark, settings = null }: Visitor): string | undefined {
  document.documentElement.removeAttribute('data-theme');
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && prefersDark,
  }));
  vi.stubGlobal('localStorage', {
    getItem(key: string) {
      if (stored === 'throws') throw new DOMException('Storage is blocked', 'SecurityError');
      if (key === 'lectern-settings') return settings;
      return key === APPEARANCE_STORAGE_KEY ? stored : null;
    },
  });
  // The script is a string by design: run it the way a page runs an inline script.
  new Function(script)();
  return document.documentElement.dataset.theme;
}

afterEach(() => {
  vi.unstubAllGlobals();
  const root = document.documentElement;
  for (const name of ['data-theme', 'data-dark-code', 'dir']) root.removeAttribute(name);
});

/** A settings document as a page stores it. */
function settingsDocument(values: Record<string, unknown>, updatedAt: Record<string, unknown>): string {
  return JSON.stringify({ version: 1, values, updatedAt });
}

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

  it('stays under 1 KB for every setting', () => {
    for (const appearance of [true, false, 'dark', 'force-dark', 'force-auto'] as const) {
      expect(new TextEncoder().encode(appearanceScript(appearance)).length).toBeLessThan(1024);
    }
  });

  it.each<[string, Appearance, Visitor, string]>([
    [
      'takes the theme chosen in the settings document',
      true,
      { stored: null, prefersDark: false, settings: settingsDocument({ theme: 'blackguard' }, { theme: 1 }) },
      'blackguard',
    ],
    [
      'prefers the settings document to the legacy key',
      true,
      { stored: 'dark', prefersDark: false, settings: settingsDocument({ theme: 'light' }, { theme: 0 }) },
      'light',
    ],
    [
      'gives the site default for a theme never chosen, whatever the legacy key says',
      'dark',
      { stored: 'light', prefersDark: false, settings: settingsDocument({ theme: 'light' }, {}) },
      'dark',
    ],
    [
      'falls back to the legacy key when the settings are not JSON',
      true,
      { stored: 'dark', prefersDark: false, settings: '{oops' },
      'dark',
    ],
    [
      'ignores an invalid chosen theme',
      true,
      { stored: null, prefersDark: true, settings: settingsDocument({ theme: 'sepia' }, { theme: 1 }) },
      'dark',
    ],
  ])('%s', (_name, appearance, visitor, expected) => {
    expect(run(appearanceScript(appearance), visitor)).toBe(expected);
  });

  it('decides like readStoredSettings and resolveTheme for settings documents', () => {
    const documents = [
      null,
      '',
      'null',
      '[]',
      '{oops',
      '{"version":1}',
      '{"version":1,"values":[],"updatedAt":[]}',
      settingsDocument({ theme: 'dark' }, { theme: 3 }),
      settingsDocument({ theme: 'dark' }, {}),
      settingsDocument({ theme: 'system' }, { theme: 0 }),
      settingsDocument({ theme: 'blackguard' }, { theme: 'yesterday' }),
      settingsDocument({ theme: 42 }, { theme: 3 }),
      JSON.stringify({ version: 7, values: { theme: 'light', future: 1 }, updatedAt: { theme: 9 } }),
    ];
    for (const appearance of [true, 'dark', 'force-auto'] as Appearance[]) {
      for (const settings of documents) {
        for (const stored of [null, 'blackguard']) {
          const read = readStoredSettings(settings, { appearance: stored });
          const choice = chosenSetting(read.settings, 'theme');
          const expected = resolveTheme({ choice, prefersDark: true, appearance });
          const visitor = { stored, prefersDark: true, settings };
          expect(run(appearanceScript(appearance), visitor), `${appearance} ${settings} ${stored}`).toBe(
            expected,
          );
        }
      }
    }
  });

  it('sets a chosen reading direction and dark code blocks before first paint', () => {
    const root = document.documentElement;
    const settings = settingsDocument({ direction: 'rtl', darkCodeBlocks: true }, { direction: 1 });
    run(appearanceScript(), { stored: null, prefersDark: false, settings });
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('data-dark-code', '');
  });

  it("leaves the page's direction alone while none was chosen, and code blocks as the theme has them", () => {
    const root = document.documentElement;
    root.dir = 'ltr';
    const settings = settingsDocument({ direction: 'rtl', darkCodeBlocks: false }, {});
    run(appearanceScript(), { stored: null, prefersDark: false, settings });
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(root).not.toHaveAttribute('data-dark-code');
    run(appearanceScript(), {
      stored: null,
      prefersDark: false,
      settings: settingsDocument({ direction: 'up' }, { direction: 1 }),
    });
    expect(root).toHaveAttribute('dir', 'ltr');
  });

  it('writes only known settings into the script, never arbitrary text', () => {
    const script = appearanceScript('</script><script>alert(1)//' as Appearance);
    expect(script).not.toContain('alert');
    expect(script).toBe(appearanceScript(true));
  });
});
