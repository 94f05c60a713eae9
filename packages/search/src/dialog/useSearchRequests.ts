import type { SearchHotkey } from '@lectern/theme-core';
import { SHOW_SEARCH_EVENT } from '@lectern/theme-core/dom';
import { useEffect, useRef } from 'react';
import { hasSearchOpener, installSearchOpener } from '../opener/search-opener';
import type { ShowSearchDetail } from '../search-events';

/**
 * Takes the opener's requests to show search (`lectern:show-search`), and installs an opener when the page
 * has none yet (then the hotkey, the search button's event and `?search=term` work without one).
 */
export function useSearchRequests(hotkey: SearchHotkey, onShow: (term: string | undefined) => void): void {
  const latest = useRef({ hotkey, onShow });
  useEffect(() => {
    latest.current = { hotkey, onShow };
  });
  useEffect(() => {
    const listener = (event: Event) => {
      event.preventDefault();
      latest.current.onShow((event as CustomEvent<ShowSearchDetail | null>).detail?.term);
    };
    // Listen first: an opener installed here may ask at once, for `?search=term`.
    document.addEventListener(SHOW_SEARCH_EVENT, listener);
    const opener = hasSearchOpener()
      ? undefined
      : installSearchOpener({ hotkey: () => latest.current.hotkey });
    return () => {
      document.removeEventListener(SHOW_SEARCH_EVENT, listener);
      opener?.uninstall();
    };
  }, []);
}
