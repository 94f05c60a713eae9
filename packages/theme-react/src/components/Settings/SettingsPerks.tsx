import {
  SUBSCRIBER_PERKS,
  type SubscriberPerk,
  settingLock,
  type UserSettings,
  type VisitorRole,
} from '@lectern/theme-core';
import { useId } from 'react';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './SettingsPanel.css';

export interface SettingsPerksProps {
  /** Who is reading: the perks are locked for anyone but subscribers. */
  role: VisitorRole;
  values: UserSettings;
  labels?: Labels | undefined;
}

/** Whether a perk is in use, as a switch shows it. */
function inUse(values: UserSettings, perk: SubscriberPerk): boolean {
  switch (perk) {
    case 'ads':
      return values.ads;
    case 'quickbar':
      return values.quickbar;
    case 'railDrawer':
      return values.railDrawer;
    case 'pins':
      return values.pins.length > 0;
    case 'avatar':
      return values.avatar !== null;
    default:
      return perk satisfies never;
  }
}

/**
 * The subscriber perks. Their effects are not built yet, so each shows as a switch: locked, with the
 * reason from `settingLock`, for anyone who is not a subscriber.
 */
export function SettingsPerks({ role, values, labels }: SettingsPerksProps) {
  const id = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{labelText(labels, 'settings.perks')}</legend>
      <ul className={styles.perks}>
        {SUBSCRIBER_PERKS.map((perk) => {
          const lock = settingLock(role, perk);
          const reasonId = `${id}-${perk}`;
          return (
            <li key={perk}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={inUse(values, perk)}
                  disabled={lock !== undefined}
                  aria-describedby={lock === undefined ? undefined : reasonId}
                  readOnly
                />
                {labelText(labels, `settings.${perk}`)}
              </label>
              {lock !== undefined && (
                <p id={reasonId} className={styles.lock}>
                  {lock}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
