import type { Appearance } from './config/appearance.js';

export { APPEARANCE_WORDS } from './appearance-words.js';

/** A theme of the site. `blackguard` is a second dark theme. */
export type ThemeName = 'light' | 'dark' | 'blackguard';

/** What a visitor can choose and keep: follow the system, or one theme. */
export type ThemeChoice = 'system' | ThemeName;

/** What the appearance switch starts on. */
export type InitialChoice = 'system' | 'light' | 'dark';

/** How the site's appearance setting shapes the appearance switch. */
export interface AppearanceSwitch {
  /** Whether the switch is shown. */
  readonly showSwitch: boolean;
  /** The choice of a visitor who has not chosen yet. */
  readonly initialChoice: InitialChoice;
  /** Set when the setting decides for the visitor: always dark, or always the system's preference. */
  readonly forced?: 'dark' | 'auto';
}

/** Every theme choice, in the order a settings menu lists them. */
export const THEME_CHOICES = [
  'system',
  'light',
  'dark',
  'blackguard',
] as const satisfies readonly ThemeChoice[];

/**
 * Whether a stored value is a theme choice; anything else (an old or tampered value) is ignored.
 *
 * @example isThemeChoice('blackguard') // true
 * @example isThemeChoice('sepia') // false
 */
export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/**
 * Reads the site's appearance setting: `true` shows the switch and follows the system; `false` hides it
 * and stays light; `'dark'` shows it and starts dark; `'force-dark'` hides it and is always dark;
 * `'force-auto'` hides it and always follows the system. Left out, it is `true`.
 *
 * @example appearanceSwitch('force-dark') // { showSwitch: false, initialChoice: 'dark', forced: 'dark' }
 */
export function appearanceSwitch(appearance: Appearance = true): AppearanceSwitch {
  switch (appearance) {
    case true:
      return { showSwitch: true, initialChoice: 'system' };
    case false:
      return { showSwitch: false, initialChoice: 'light' };
    case 'dark':
      return { showSwitch: true, initialChoice: 'dark' };
    case 'force-dark':
      return { showSwitch: false, initialChoice: 'dark', forced: 'dark' };
    case 'force-auto':
      return { showSwitch: false, initialChoice: 'system', forced: 'auto' };
    default:
      // A value from untyped JavaScript gets the default.
      appearance satisfies never;
      return { showSwitch: true, initialChoice: 'system' };
  }
}

/** What {@link resolveTheme} decides from. */
export interface ResolveThemeOptions {
  /** The visitor's stored choice, as read from storage; invalid values are ignored. */
  readonly choice?: ThemeChoice | (string & {}) | null | undefined;
  /** Whether the system prefers a dark colour scheme (`prefers-color-scheme: dark`). */
  readonly prefersDark: boolean;
  /** The site's appearance setting. Default: `true`. */
  readonly appearance?: Appearance | undefined;
}

/**
 * The theme to show. A forced setting wins (`'force-dark'` is dark, `'force-auto'` follows the system,
 * `false` is light); otherwise the visitor's valid choice, else the setting's initial choice, where
 * `'system'` follows the system's preference.
 *
 * @example resolveTheme({ choice: 'blackguard', prefersDark: false }) // 'blackguard'
 * @example resolveTheme({ choice: 'light', prefersDark: false, appearance: 'force-dark' }) // 'dark'
 */
export function resolveTheme({ choice, prefersDark, appearance = true }: ResolveThemeOptions): ThemeName {
  const system = prefersDark ? 'dark' : 'light';
  const settings = appearanceSwitch(appearance);
  if (settings.forced === 'dark') return 'dark';
  if (settings.forced === 'auto') return system;
  if (!settings.showSwitch) return 'light';
  const chosen = isThemeChoice(choice) ? choice : settings.initialChoice;
  return chosen === 'system' ? system : chosen;
}

/**
 * The theme the appearance switch turns to: light goes dark, and either dark theme goes light.
 *
 * @example nextAppearance('blackguard') // 'light'
 */
export function nextAppearance(current: ThemeName): 'light' | 'dark' {
  return current === 'light' ? 'dark' : 'light';
}
