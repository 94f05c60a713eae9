import { fallbackLanguage, SEARCH_BUTTON_ATTRIBUTE } from '@lectern/theme-core';
import { OPEN_SEARCH_EVENT } from '@lectern/theme-core/dom';
import { SEARCH_SLASH_FLAG } from '../../dom/page-attributes';
import { useRootAttribute } from '../../hooks/useRootAttribute';
import { IconSearch } from '../../icons/IconSearch';
import { islandLabelText, type Labels } from '../../labels';
import * as styles from './NavBarSearchButton.css';

export interface NavBarSearchButtonProps {
  /** The page's language: the label is marked `lang="en"` where it falls back to English. */
  locale?: string | undefined;
  labels?: Labels;
}

/**
 * The search button, with its shortcut: ⌘ K on Apple platforms, Ctrl K elsewhere, and / for a visitor who
 * chose that hotkey. Every variant is in the markup and the stylesheet shows one by the attributes the
 * first-paint script (`appearanceScript`) sets on `<html>` (`data-apple-platform`, `data-search-slash`),
 * so the right one shows from the first paint, before any island loads, and server and client render the
 * same. Either modifier opens search on every platform, as `aria-keyshortcuts` says. A click dispatches `lectern:open-search` on `document`, which the search
 * island listens to. A search opener on the page (`@lectern/search/opener`) takes the click itself, by
 * the button's `data-lectern-search-button`, so a click before this island has loaded still opens search.
 */
export function NavBarSearchButton({ locale, labels }: NavBarSearchButtonProps) {
  // The server and the first render say Ctrl/⌘ K; the attribute follows the visitor's `/` once hydrated.
  const [slash] = useRootAttribute(SEARCH_SLASH_FLAG);
  return (
    <button
      type="button"
      className={styles.button}
      {...{ [SEARCH_BUTTON_ATTRIBUTE]: '' }}
      aria-keyshortcuts={slash === undefined ? 'Control+K Meta+K' : '/'}
      onClick={() => document.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT))}
    >
      <IconSearch className={styles.icon} />
      <span className={styles.label} lang={fallbackLanguage(labels, 'nav.search', locale)}>
        {islandLabelText(labels, 'nav.search')}
      </span>
      <span className={styles.keys} aria-hidden="true">
        <span className={styles.modK}>
          <kbd>
            <span className={styles.otherModifier}>Ctrl</span>
            <span className={styles.appleModifier}>⌘</span>
          </kbd>
          <kbd>K</kbd>
        </span>
        <kbd className={styles.slashKey}>/</kbd>
      </span>
    </button>
  );
}
