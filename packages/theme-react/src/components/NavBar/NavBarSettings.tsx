import { type Appearance, fallbackLanguage, type VisitorRole } from '@lectern/theme-core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '../../hooks/useDismiss';
import { IconSettings } from '../../icons/IconSettings';
import { islandLabelText, type Labels } from '../../labels';
import * as styles from './NavBarSettings.css';

// Loaded on first open, so the panel costs nothing on page load.
const SettingsPanel = lazy(() =>
  import('../Settings/SettingsPanel').then((module) => ({ default: module.SettingsPanel })),
);

export interface NavBarSettingsProps {
  /** The site's appearance setting. Default: `true`. */
  appearance?: Appearance;
  /** Who is reading, until the accounts server says (see `SettingsPanel`). */
  visitorRole?: VisitorRole;
  /** The site has an accounts server: the panel offers login and shows the account. Default: `false`. */
  accounts?: boolean;
  /** The dashboard's address for the page's language, linked from the account part of the panel. */
  dashboardHref?: string | undefined;
  /**
   * The site has components with API pages, whose tables a page may show in place of the link to them: the
   * panel offers the reader the choice ("API tables on component pages"). Without, the switch would
   * change nothing and is left out. Default: `true`.
   */
  apiTables?: boolean;
  /**
   * The versions the version lens offers in the settings panel ("The version I use"): the site's versions
   * and those its API data marks. Without any, the field is left out. Default: none.
   */
  lensVersions?: readonly string[] | undefined;
  /** The page's language: the button's name is marked `lang="en"` where it falls back to English. */
  locale?: string | undefined;
  labels?: Labels | undefined;
}

/**
 * The gear button that opens the settings panel (`SettingsPanel`, loaded on first open). The panel
 * closes on Escape and its close button (focus returns to the button), on a click outside, and when focus
 * moves out of it (Tab past its ends), like the other menus of the bar: focus then stays where it went.
 */
export function NavBarSettings({
  appearance = true,
  visitorRole,
  accounts = false,
  dashboardHref,
  apiTables = true,
  lensVersions,
  locale,
  labels,
}: NavBarSettingsProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  useDismiss(rootRef, open, (reason) => close(reason === 'escape'));
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    // Focus that goes nowhere (a click on the panel's text, the window losing focus) leaves it open.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !root.contains(next)) setOpen(false);
    };
    root.addEventListener('focusout', onFocusOut);
    return () => root.removeEventListener('focusout', onFocusOut);
  }, [open]);
  const label = islandLabelText(labels, 'settings.title');
  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        title={label}
        lang={fallbackLanguage(labels, 'settings.title', locale)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <IconSettings className={styles.icon} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SettingsPanel
            id={panelId}
            appearance={appearance}
            visitorRole={visitorRole}
            accounts={accounts}
            dashboardHref={dashboardHref}
            apiTables={apiTables}
            lensVersions={lensVersions}
            labels={labels}
            onClose={() => close(true)}
          />
        </Suspense>
      )}
    </div>
  );
}
