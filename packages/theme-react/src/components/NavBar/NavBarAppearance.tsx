import { type Appearance, appearanceSwitch } from '@lectern/theme-core';
import { useId } from 'react';
import { APPEARANCE_SWITCH_ATTRIBUTE } from '../../effects/appearance-switch';
import { useAppearance } from '../../hooks/useAppearance';
import { IconMoon } from '../../icons/IconMoon';
import { IconSun } from '../../icons/IconSun';
import { islandLabelText, type Labels } from '../../labels';
import * as styles from './NavBarAppearance.css';

export interface NavBarAppearanceProps {
  /** The site's appearance setting. Default: `true` (switch shown, follows the system). */
  appearance?: Appearance;
  /** Shows the label "Appearance" beside the switch, as in the extra menu and the mobile screen. */
  withLabel?: boolean;
  labels?: Labels;
}

/**
 * The appearance switch: a `switch` that is on while a dark theme shows, titled with what a click does.
 * A click sets `data-theme` on `<html>` and keeps the visitor's choice (see `useAppearance`). Hidden when
 * the site's setting leaves no choice (`false`, `'force-dark'`, `'force-auto'`).
 */
export function NavBarAppearance({ appearance = true, withLabel = false, labels }: NavBarAppearanceProps) {
  const { isDark, toggle } = useAppearance(appearance);
  const labelId = useId();
  if (!appearanceSwitch(appearance).showSwitch) return null;
  const label = islandLabelText(labels, 'nav.appearance');
  const button = (
    <button
      type="button"
      role="switch"
      className={styles.track}
      aria-checked={isDark}
      aria-label={withLabel ? undefined : label}
      aria-labelledby={withLabel ? labelId : undefined}
      title={islandLabelText(labels, isDark ? 'nav.switchToLight' : 'nav.switchToDark')}
      // The page script keeps the state and title right until this hydrates (followAppearanceSwitches).
      {...{
        [APPEARANCE_SWITCH_ATTRIBUTE]: '',
        'data-title-dark': islandLabelText(labels, 'nav.switchToLight'),
        'data-title-light': islandLabelText(labels, 'nav.switchToDark'),
      }}
      onClick={toggle}
    >
      <span className={styles.knob}>
        <IconSun className={styles.sun} />
        <IconMoon className={styles.moon} />
      </span>
    </button>
  );
  if (!withLabel) return button;
  return (
    <div className={styles.row}>
      <span id={labelId}>{label}</span>
      {button}
    </div>
  );
}
