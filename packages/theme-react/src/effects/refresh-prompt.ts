import { REFRESH_ATTRIBUTE } from '@lectern/theme-core/dom';
import { peekSettings, subscribeToSettings } from '../stores/stored-settings';

/** How often an open, visible page asks for the latest build: every 5 minutes. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** When the tab comes back into view, it asks again only if the last time was this long ago. */
export const BUILD_CHECK_MIN_GAP_MS = 60 * 1000;

/** What {@link watchForNewerBuild} may be given, for tests. */
export interface WatchOptions {
  /** Fetches the latest build's id. Default: `window.fetch`. */
  fetch?: typeof fetch;
  /** Reloads the page. Default: `location.reload()`. */
  reload?: () => void;
}

/**
 * Watches for a newer build of the site while the page is open (the refresh prompt, `RefreshPrompt`):
 * every 5 minutes while the tab is visible, and when it comes back into view (at most once a minute),
 * it asks for the latest build's id. When that differs from the page's and the visitor's refresh prompt
 * is on, the notice shows in the polite live region with "Refresh" (reloads the page) and "Not now"
 * (puts it away until an even newer build). Turning the setting off puts it away too. Offline or on an
 * unexpected answer it stays quiet. Returns the function that stops watching.
 */
export function watchForNewerBuild(root: ParentNode = document, options: WatchOptions = {}): () => void {
  const region = root.querySelector<HTMLElement>(`[${REFRESH_ATTRIBUTE}]`);
  const notice = region?.querySelector<HTMLElement>('[data-refresh-notice]');
  if (!region || !notice) return () => {};
  const { buildId = '', buildUrl = '' } = region.dataset;
  const load = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => window.fetch(input, init));
  const reload = options.reload ?? (() => window.location.reload());
  let lastCheck = Date.now();
  let latest: string | undefined;
  let putAway: string | undefined;

  const show = () => {
    notice.hidden = !(latest !== undefined && latest !== putAway && peekSettings().refreshPrompt);
  };
  const check = async () => {
    if (document.visibilityState !== 'visible') return;
    lastCheck = Date.now();
    try {
      const response = await load(buildUrl, { cache: 'no-store' });
      if (!response.ok) return;
      const answer: unknown = await response.json();
      const id =
        typeof answer === 'object' && answer !== null ? (answer as { buildId?: unknown }).buildId : undefined;
      if (typeof id === 'string' && id !== '' && id !== buildId) {
        latest = id;
        show();
      }
    } catch {
      // Offline or not deployed with a build file: ask again later.
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= BUILD_CHECK_MIN_GAP_MS) check();
  };

  notice.querySelector('[data-refresh-reload]')?.addEventListener('click', () => reload());
  notice.querySelector('[data-refresh-later]')?.addEventListener('click', () => {
    putAway = latest;
    show();
  });
  const timer = setInterval(check, BUILD_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);
  const stopSettings = subscribeToSettings(show);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onVisible);
    stopSettings();
  };
}
