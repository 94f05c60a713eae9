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
import { roleOf } from '../../account/account-api';
import { useAccount } from '../../hooks/useAccount';
import { useAppearance } from '../../hooks/useAppearance';
import { useRootSettings } from '../../hooks/useRootSettings';
import { useSettings } from '../../hooks/useSettings';
import { useVisitorAccount } from '../../hooks/useVisitorAccount';
import { IconClose } from '../../icons/IconClose';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import { AccountSection } from '../Account/AccountSection';
import { SettingsAnnouncements } from './SettingsAnnouncements';
import { SettingsChoice } from './SettingsChoice';
import { SettingsPages } from './SettingsPages';
import * as styles from './SettingsPanel.css';
import { SettingsPerks } from './SettingsPerks';

export interface SettingsPanelProps {
  /** The panel's id, for the button that opens it (`aria-controls`). */
  id?: string;
  /** The site's appearance setting: the theme's default, and no theme choice when forced. Default: `true`. */
  appearance?: Appearance;
  /**
   * Who is reading, until the accounts server says: the subscriber perks are locked for anyone else.
   * Default: the role this browser last saw the visitor have (see `visitorAccount`), else anonymous.
   */
  visitorRole?: VisitorRole;
  /** Closes the panel (the close button). */
  onClose?: () => void;
  /**
   * The site has an accounts server: the panel offers login and shows the account; the perks follow the
   * account's role. Default: `false`.
   */
  accounts?: boolean;
  /** The dashboard's address for the page's language, linked from the account part. */
  dashboardHref?: string | undefined;
  /** Part of a page (the dashboard) rather than a dialog: no dialog role, and focus stays put. */
  embedded?: boolean;
  /**
   * The site has components with API pages, whose tables a page may show in place of the link to them: the
   * panel offers the reader the choice ("API tables on component pages"). Without, the switch would
   * change nothing and is left out. Default: `true`.
   */
  apiTables?: boolean;
  /**
   * The versions the version lens offers in "The version I use" (the site's versions, those its API data
   * marks); without any, the field is left out. Default: none.
   */
  lensVersions?: readonly string[] | undefined;
  labels?: Labels | undefined;
}

/**
 * The visitor's settings, each applied at once and kept in the browser (see `useSettings`): theme,
 * reading direction and search shortcut; what pages show (API tables, composition examples, dark code
 * blocks, developer mode); the site's announcements (refresh prompt, banners, notifications); and the
 * subscriber perks, locked with their reason for anyone else. With accounts, the account part first. A
 * non-modal dialog, drawn as a full-height sheet at the inline end of the window (the whole width on a
 * phone), so it fits on every screen: focus moves into it when it opens; closing it (Escape, a click
 * outside, focus leaving it) is up to whoever opened it.
 */
export function SettingsPanel({
  id,
  appearance = true,
  visitorRole,
  onClose,
  accounts = false,
  dashboardHref,
  embedded = false,
  apiTables = true,
  lensVersions,
  labels,
}: SettingsPanelProps) {
  const { document, values, update } = useSettings();
  const account = useAccount(accounts);
  const visitor = useVisitorAccount();
  const role = account?.status === 'ready' ? roleOf(account.user) : (visitorRole ?? visitor.role);
  // Keeps `data-theme` following the stored choice (the panel's own changes arrive as settings events).
  useAppearance(appearance);
  useRootSettings();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const text = (key: Parameters<typeof labelText>[1]) => labelText(labels, key);
  const themeSwitch = appearanceSwitch(appearance);

  // Focus moves to the first choice made, so arrow keys change it at once.
  useEffect(() => {
    if (embedded) return;
    const panel = panelRef.current;
    const first =
      panel?.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
      panel?.querySelector<HTMLElement>('input:not(:disabled), button');
    first?.focus();
  }, [embedded]);

  return (
    <div
      ref={panelRef}
      id={id}
      {...(embedded ? {} : { role: 'dialog', 'aria-labelledby': titleId, tabIndex: -1 })}
      className={embedded ? styles.embedded : styles.panel}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {text('settings.title')}
        </h2>
        {onClose && (
          <button
            type="button"
            className={styles.close}
            aria-label={text('settings.close')}
            title={text('settings.close')}
            onClick={onClose}
          >
            <IconClose className={styles.closeIcon} />
          </button>
        )}
      </div>
      {accounts && !embedded && (
        <AccountSection account={account} dashboardHref={dashboardHref} labels={labels} />
      )}
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
          onChange={(theme) => update({ theme })}
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
      <SettingsPages
        values={values}
        onChange={update}
        apiTables={apiTables}
        lensVersions={lensVersions}
        labels={labels}
      />
      <SettingsAnnouncements values={values} onChange={update} labels={labels} />
      <SettingsPerks role={role} values={values} onChange={update} labels={labels} />
    </div>
  );
}
