import { SEARCH_BUTTON_ATTRIBUTE, searchShortcutLabel } from '@lectern/theme-core';
import { useEffect, useState } from 'react';
import { IconSearch } from '../../icons/IconSearch';
import { islandLabelText, type Labels } from '../../labels';
import * as styles from './NavBarSearchButton.css';
import { OPEN_SEARCH_EVENT } from './open-search-event';

export interface NavBarSearchButtonProps {
  labels?: Labels;
}

/** The platform as the browser reports it; Chromium's `userAgentData` first. */
function currentPlatform(): string {
  const { userAgentData, platform } = navigator as Navigator & { userAgentData?: { platform?: string } };
  return userAgentData?.platform ?? platform;
}

/**
 * The search button, with its shortcut: ⌘ K on Apple platforms, Ctrl K elsewhere (the server renders
 * Ctrl and the platform is read after mount). A click dispatches `lectern:open-search` on `document`,
 * which the search island listens to. A search opener on the page (`@lectern/search/opener`) takes the
 * click itself, by the button's `data-lectern-search-button`, so a click before this island has loaded
 * still opens search.
 */
export function NavBarSearchButton({ labels }: NavBarSearchButtonProps) {
  const [shortcut, setShortcut] = useState(() => searchShortcutLabel(undefined));
  useEffect(() => setShortcut(searchShortcutLabel(currentPlatform())), []);
  return (
    <button
      type="button"
      className={styles.button}
      {...{ [SEARCH_BUTTON_ATTRIBUTE]: '' }}
      aria-keyshortcuts={`${shortcut.modifier === '⌘' ? 'Meta' : 'Control'}+${shortcut.key}`}
      onClick={() => document.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT))}
    >
      <IconSearch className={styles.icon} />
      <span className={styles.label}>{islandLabelText(labels, 'nav.search')}</span>
      <span className={styles.keys} aria-hidden="true">
        <kbd>{shortcut.modifier}</kbd>
        <kbd>{shortcut.key}</kbd>
      </span>
    </button>
  );
}
