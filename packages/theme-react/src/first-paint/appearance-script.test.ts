import { gzipSync } from 'node:zlib';
import {
  type Appearance,
  chosenSetting,
  peekStoredSettings,
  ROOT_SETTING_FLAGS,
  readStoredSettings,
  resolveTheme,
  rootSettingFlags,
  searchShortcutLabel,
} from '@lectern/theme-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPEARANCE_STORAGE_KEY } from '../settings/appearance-choice';
import { appearanceScript } from './appearance-script';

interface Visitor {
  /** What storage holds under the legacy key; `'throws'` when storage is blocked. */
  stored: string | null | 'throws';
  prefersDark: boolean;
  /** What storage holds under `lectern-settings`. */
  settings?: string | null;
  /** What storage holds under `lectern-account` (the role last seen). */
  role?: string | null;
  /** What storage holds under the legacy `lectern-search-hotkey`. */
  legacyHotkey?: string | null;
}

/** Runs the script as the browser would, in a page with the given storage and system preference. */
function run(
  script: string,
  { stored, prefersDark, settings = null, role = null, legacyHotkey = null }: Visitor,
): string | undefined {
  document.documentElement.removeAttribute('data-theme');
  for (const flag of ROOT_SETTING_FLAGS) document.documentElement.removeAttribute(`data-${flag}`);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && prefersDark,
  }));
  vi.stubGlobal('localStorage', {
    getItem(key: string) {
      if (stored === 'throws') throw new DOMException('Storage is blocked', 'SecurityError');
      if (key === 'lectern-settings') return settings;
      if (key === 'lectern-account') return role;
      if (key === 'lectern-search-hotkey') return legacyHotkey;
      return key === APPEARANCE_STORAGE_KEY ? stored : null;
    },
  });
  // The script is a string by design: run it the way a page runs an inline script.
  new Function(script)();
  return document.documentElement.dataset.theme;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const root = document.documentElement;
  for (const name of [
    'data-theme',
    'dir',
    'data-quickbar-filled',
    ...ROOT_SETTING_FLAGS.map((flag) => `data-${flag}`),
  ]) {
    root.removeAttribute(name);
  }
});

/** The settings flags the script put on `<html>`. */
function flagsSet(): string[] {
  return ROOT_SETTING_FLAGS.filter((flag) => document.documentElement.hasAttribute(`data-${flag}`));
}

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

  it.each([
    ['MacIntel', undefined, true],
    ['iPhone', undefined, true],
    ['Win32', 'macOS', true],
    ['Linux x86_64', undefined, false],
    ['MacIntel', 'Windows', false],
    ['', undefined, false],
  ])(
    'marks Apple platforms as searchShortcutLabel does: platform %j, userAgentData %j',
    (platform, data, apple) => {
      vi.spyOn(navigator, 'platform', 'get').mockReturnValue(platform);
      if (data !== undefined)
        Object.defineProperty(navigator, 'userAgentData', { value: { platform: data }, configurable: true });
      document.documentElement.removeAttribute('data-apple-platform');
      try {
        run(appearanceScript(true), { stored: null, prefersDark: false });
        expect(document.documentElement.hasAttribute('data-apple-platform')).toBe(apple);
        expect(searchShortcutLabel(data ?? platform).modifier === '⌘').toBe(apple);
      } finally {
        Reflect.deleteProperty(navigator, 'userAgentData');
        document.documentElement.removeAttribute('data-apple-platform');
      }
    },
  );

  it('stays under 2.75 KB gzip for every setting, with a banner', () => {
    for (const appearance of [true, false, 'dark', 'force-dark', 'force-auto'] as const) {
      const script = appearanceScript(appearance, { bannerId: 'release-2026-11-lectern-1.0' });
      expect(gzipSync(script, { level: 9 }).length).toBeLessThan(2816);
    }
  });

  it('is built minified, with the theme-core rules it runs and nothing of the settings model it does not', () => {
    const script = appearanceScript();
    expect(script.split('\n')).toHaveLength(1);
    // The schema, the lenient reader's messages and the settings' descriptions stay out.
    expect(script).not.toMatch(/zod|expected a boolean|subscriber perk|Shows the quickbar/);
  });

  it('sets the flags theme-core decides for every stored document and role', () => {
    const documents = [
      null,
      '{oops',
      '[]',
      '{"version":1,"values":"x"}',
      settingsDocument({ darkCodeBlocks: true, inlineApiTables: true, developerMode: true }, {}),
      settingsDocument({ compositionApiExamples: false, darkCodeBlocks: 'yes', inlineApiTables: 1 }, {}),
      settingsDocument({ railDrawer: true, quickbar: false, ads: false }, { railDrawer: 1 }),
      settingsDocument({ railDrawer: 'true', quickbar: 'no', ads: 0 }, {}),
      settingsDocument({ dismissedBanners: ['release-1', 'other'] }, {}),
      settingsDocument({ dismissedBanners: 'release-1' }, {}),
      settingsDocument({ dismissedBanners: ['other'] }, {}),
      settingsDocument({ searchHotkey: 'slash' }, {}),
      settingsDocument({ searchHotkey: 'Slash' }, {}),
      settingsDocument({ searchHotkey: 'mod-k', darkCodeBlocks: true }, {}),
    ];
    for (const settings of documents) {
      for (const role of [null, 'anonymous', 'logged-in', 'subscriber', 'admin'] as const) {
        for (const bannerId of [undefined, 'release-1']) {
          run(appearanceScript(true, { bannerId }), { stored: null, prefersDark: false, settings, role });
          const known = role === 'logged-in' || role === 'subscriber' ? role : 'anonymous';
          const flags = rootSettingFlags(peekStoredSettings(settings), { role: known, bannerId });
          const expected = ROOT_SETTING_FLAGS.filter((flag) => flags[flag]);
          expect(flagsSet(), `${settings} ${role} ${bannerId}`).toEqual(expected);
        }
      }
    }
  });

  it('marks the / search hotkey from the document, else from the legacy key, as peekStoredSettings reads it', () => {
    const cases: [string | null, string | null][] = [
      [null, 'slash'],
      [null, 'mod-k'],
      ['{oops', 'slash'],
      [settingsDocument({ searchHotkey: 'mod-k' }, {}), 'slash'],
      [settingsDocument({}, {}), 'slash'],
      [settingsDocument({ searchHotkey: 'slash' }, {}), null],
    ];
    for (const [settings, legacyHotkey] of cases) {
      run(appearanceScript(), { stored: null, prefersDark: false, settings, legacyHotkey });
      const expected = peekStoredSettings(settings, { searchHotkey: legacyHotkey }).searchHotkey === 'slash';
      expect(document.documentElement.hasAttribute('data-search-slash'), `${settings} ${legacyHotkey}`).toBe(
        expected,
      );
    }
  });

  it('hides a closed banner before first paint, and only the banner closed', () => {
    const settings = settingsDocument({ dismissedBanners: ['release-1'] }, { dismissedBanners: 1 });
    run(appearanceScript(true, { bannerId: 'release-1' }), { stored: null, prefersDark: false, settings });
    expect(flagsSet()).toEqual(['banner-dismissed']);
    run(appearanceScript(true, { bannerId: 'release-2' }), { stored: null, prefersDark: false, settings });
    expect(flagsSet()).toEqual([]);
  });

  it('applies the perks only for a visitor the server last called a subscriber', () => {
    const settings = settingsDocument({ railDrawer: true, ads: false, quickbar: false }, {});
    run(appearanceScript(), { stored: null, prefersDark: false, settings, role: 'subscriber' });
    expect(flagsSet()).toEqual(['rail-drawer', 'quickbar-off', 'ads-off', 'subscriber']);
    run(appearanceScript(), { stored: null, prefersDark: false, settings, role: 'logged-in' });
    expect(flagsSet()).toEqual([]);
  });

  it('never writes a banner id that is not one into the script', () => {
    const script = appearanceScript(true, { bannerId: '"]);alert(1);//' });
    expect(script).not.toContain('alert');
    expect(script).toBe(appearanceScript(true));
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
