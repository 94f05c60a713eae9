import {
  type Appearance,
  nextAppearance,
  resolveTheme,
  type ThemeChoice,
  type ThemeName,
} from '@lectern/theme-core';
import { useCallback, useEffect } from 'react';
import { followTheme, prefersDark } from '../effects/follow-theme';
import { storeAppearanceChoice } from '../settings/appearance-choice';
import { useRootAttribute } from './useRootAttribute';

/** What {@link useAppearance} gives. */
export interface AppearanceState {
  /** The theme shown, read from `data-theme` on `<html>`; `light` until known (and on the server). */
  theme: ThemeName;
  /** Whether a dark theme (dark or blackguard) is shown. */
  isDark: boolean;
  /** Turns light to dark and either dark theme to light, and keeps that choice. */
  toggle: () => void;
  /** Shows a theme, or follows the system, and keeps that choice. */
  choose: (choice: ThemeChoice) => void;
}

/** The theme a `data-theme` value shows; anything else shows the default, light. */
function themeName(value: string | null | undefined): ThemeName {
  return value === 'dark' || value === 'blackguard' ? value : 'light';
}

/**
 * The site's theme, shared by every island through `data-theme` on `<html>` (set before first paint by
 * `appearanceScript`). Changing it writes the attribute and stores the visitor's choice as the settings
 * document's `theme` (`lectern-settings`); a theme chosen elsewhere (the settings panel, another tab)
 * is followed, and a choice of `system` follows the system's preference as it changes. Not chosen, the
 * site's `appearance` decides. Which theme shows is decided by theme-core's `resolveTheme`.
 *
 * @param appearance The site's appearance setting; forced settings win over the visitor's choice.
 * @example const { isDark, toggle } = useAppearance(config.appearance);
 */
export function useAppearance(appearance: Appearance = true): AppearanceState {
  const [attribute, setAttribute] = useRootAttribute('theme');
  const theme = themeName(attribute);

  const choose = useCallback(
    (choice: ThemeChoice) => {
      storeAppearanceChoice(choice).catch(() => {}); // offline: shown for this page, not kept
      setAttribute(resolveTheme({ choice, prefersDark: prefersDark(), appearance }));
    },
    [appearance, setAttribute],
  );
  // From the theme shown at the moment of the click, which may be newer than this render.
  const toggle = useCallback(
    () => choose(nextAppearance(themeName(document.documentElement.getAttribute('data-theme')))),
    [choose],
  );

  // The same following the page script does (`data-theme` changes reach `attribute` above).
  useEffect(() => followTheme(document, appearance), [appearance]);

  return { theme, isDark: theme !== 'light', toggle, choose };
}
