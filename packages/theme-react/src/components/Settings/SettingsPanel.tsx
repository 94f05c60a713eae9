import {
  type Appearance,
  appearanceSwitch,
  chosenSetting,
  type Direction,
  type SearchHotkey,
  type ThemeChoice,
  type VisitorRole,
} from '@lectern/theme-core';
import { useEffect, useId, useRef } from 'react';
import { useAppearance } from '../../hooks/useAppearance';
import { useRootSettings } from '../../hooks/useRootSettings';
import { useSettings } from '../../hooks/useSettings';
import { useVisitorAccount } from '../../hooks/useVisitorAccount';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import { SettingsAnnouncements } from './SettingsAnnouncements';
import { SettingsChoice } from './SettingsChoice';
import { SettingsPages } from './SettingsPages';
import * as styles from './SettingsPanel.css';
import { SettingsPerks } from './SettingsPerks';
import { SettingsSync } from './SettingsSync';

export interface SettingsPanelProps {
  /** The panel's id, for the button that opens it (`aria-controls`). */
  id?: string;
  /** The site's appearance setting: the theme's default, and no theme choice when forced. Default: `true`. */
  appearance?: Appearance;
  /**
   * Who is reading; the subscriber perks are locked for anyone else. Default: the visitor's account as the
   * site's server said (`setVisitorAccount`), anonymous until it has.
   */
  visitorRole?: VisitorRole;
  /** Closes the panel (the close button). */
  onClose?: () => void;
  labels?: Labels | undefined;
}

/**
 * The visitor's settings whose effects exist in the theme: theme, reading direction, search shortcut and
 * dark code blocks, each applied at once and kept in the browser (see `useSettings`); and the subscriber
 * perks, locked with their reason. A non-modal dialog: focus moves into it when it opens; closing it
 * (Escape, a click outside) is up to whoever opened it.
 */
export function SettingsPanel({ id, appearance = true, visitorRole, onClose, labels }: SettingsPanelProps) {
  const account = useVisitorAccount();
  const role = visitorRole ?? account.role;
  const { document, values, update } = useSettings();
  const { choose } = useAppearance(appearance);
  useRootSettings();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const text = (key: Parameters<typeof labelText>[1]) => labelText(labels, key);
  const themeSwitch = appearanceSwitch(appearance);

  // Focus moves to the first choice made, so arrow keys change it at once.
  useEffect(() => {
    const panel = panelRef.current;
    const first =
      panel?.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
      panel?.querySelector<HTMLElement>('input:not(:disabled), button');
    first?.focus();
  }, []);

  return (
    <div ref={panelRef} id={id} role="dialog" aria-labelledby={titleId} className={styles.panel}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {text('settings.title')}
        </h2>
        {onClose && (
          <button type="button" className={styles.close} onClick={onClose}>
            {text('settings.close')}
          </button>
        )}
      </div>
      {role === 'anonymous' && <p className={styles.note}>{text('settings.keptInBrowser')}</p>}
      {themeSwitch.showSwitch && (
        <SettingsChoice<ThemeChoice>
          legend={text('settings.theme')}
          choices={[
            { value: 'system', label: text('settings.themeSystem') },
            { value: 'light', label: text('settings.themeLight') },
            { value: 'dark', label: text('settings.themeDark') },
            { value: 'blackguard', label: text('settings.themeBlackguard') },
          ]}
          value={chosenSetting(document, 'theme') ?? themeSwitch.initialChoice}
          onChange={choose}
        />
      )}
      <SettingsChoice<Direction>
        legend={text('settings.direction')}
        choices={[
          { value: 'ltr', label: text('settings.directionLtr') },
          { value: 'rtl', label: text('settings.directionRtl') },
        ]}
        value={values.direction}
        onChange={(direction) => update({ direction })}
      />
      <SettingsChoice<SearchHotkey>
        legend={text('settings.searchHotkey')}
        choices={[
          { value: 'mod-k', label: text('settings.searchHotkeyModK') },
          { value: 'slash', label: text('settings.searchHotkeySlash') },
        ]}
        value={values.searchHotkey}
        onChange={(searchHotkey) => update({ searchHotkey })}
      />
      <SettingsPages values={values} onChange={update} labels={labels} />
      <SettingsAnnouncements values={values} onChange={update} labels={labels} />
      <SettingsSync account={account} values={values} onChange={update} labels={labels} />
      <SettingsPerks role={role} values={values} onChange={update} labels={labels} />
    </div>
  );
}
