import type { UserSettings } from '@lectern/theme-core';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './SettingsPanel.css';
import { SettingsSwitch } from './SettingsSwitch';

export interface SettingsPagesProps {
  /**
   * The visitor's settings, one switch each: `inlineApiTables`, `compositionApiExamples`, `darkCodeBlocks`
   * and `developerMode`.
   */
  values: UserSettings;
  /**
   * The site has components with API pages, whose tables a page may show in place of the link to them: the
   * panel offers the reader the choice ("API tables on component pages"). Without, the switch would
   * change nothing and is left out. Default: `true`.
   */
  apiTables?: boolean;
  /** Changes settings. */
  onChange: (change: Partial<UserSettings>) => void;
  labels?: Labels | undefined;
}

/**
 * What the site's pages show: API tables in place, examples in their composition form, code blocks dark
 * in every theme, and the page's details for people working on the documentation.
 */
export function SettingsPages({ values, onChange, apiTables = true, labels }: SettingsPagesProps) {
  const text = (key: Parameters<typeof labelText>[1]) => labelText(labels, key);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{text('settings.reading')}</legend>
      {apiTables && (
        <SettingsSwitch
          label={text('settings.inlineApiTables')}
          checked={values.inlineApiTables}
          hint={text('settings.inlineApiTablesHint')}
          onChange={(inlineApiTables) => onChange({ inlineApiTables })}
        />
      )}
      <SettingsSwitch
        label={text('settings.compositionApiExamples')}
        checked={values.compositionApiExamples}
        hint={text('settings.compositionApiExamplesHint')}
        onChange={(compositionApiExamples) => onChange({ compositionApiExamples })}
      />
      <SettingsSwitch
        label={text('settings.darkCodeBlocks')}
        checked={values.darkCodeBlocks}
        onChange={(darkCodeBlocks) => onChange({ darkCodeBlocks })}
      />
      <SettingsSwitch
        label={text('settings.developerMode')}
        checked={values.developerMode}
        hint={text('settings.developerModeHint')}
        onChange={(developerMode) => onChange({ developerMode })}
      />
    </fieldset>
  );
}
