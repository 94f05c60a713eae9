import { panelSwitches, type UserSettings } from '@lectern/theme-core';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './SettingsPanel.css';
import { SettingsSwitch } from './SettingsSwitch';
import { SettingsVersion } from './SettingsVersion';

export interface SettingsPagesProps {
  /** The visitor's settings: the panel's switches show those of `PANEL_SWITCHES` (theme-core). */
  values: UserSettings;
  /**
   * The site has components with API pages, whose tables a page may show in place of the link to them: the
   * panel offers the reader the choice ("API tables on component pages"). Without, the switch would
   * change nothing and is left out. Default: `true`.
   */
  apiTables?: boolean;
  /**
   * The versions the version lens offers ("The version I use"): the site's versions and those its API data
   * marks. Without any, the field is left out. Default: none.
   */
  lensVersions?: readonly string[] | undefined;
  /** Changes settings. */
  onChange: (change: Partial<UserSettings>) => void;
  labels?: Labels | undefined;
}

/**
 * What the site's pages show: one switch per setting whose row in theme-core's table has `panel`
 * (`PANEL_SWITCHES`: API tables in place, examples in their composition form, code blocks dark in every
 * theme, and the page's details for people working on the documentation), labelled `settings.{name}`.
 */
export function SettingsPages({
  values,
  onChange,
  apiTables = true,
  lensVersions = [],
  labels,
}: SettingsPagesProps) {
  const text = (key: Parameters<typeof labelText>[1]) => labelText(labels, key);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{text('settings.reading')}</legend>
      {panelSwitches({ apiPages: apiTables }).map((entry) => (
        <SettingsSwitch
          key={entry.name}
          label={text(`settings.${entry.name}`)}
          checked={values[entry.name]}
          hint={entry.hint ? text(`settings.${entry.name}Hint`) : undefined}
          onChange={(checked) => onChange({ [entry.name]: checked })}
        />
      ))}
      {lensVersions.length > 0 && (
        <SettingsVersion
          versions={lensVersions}
          value={values.usingVersion}
          onChange={(usingVersion) => onChange({ usingVersion })}
          label={text('settings.usingVersion')}
          latest={text('settings.usingVersionLatest')}
          hint={text('settings.usingVersionHint')}
        />
      )}
    </fieldset>
  );
}
