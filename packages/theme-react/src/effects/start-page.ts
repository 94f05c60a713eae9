import { REACH_EVENTS, type RootSettingFlag } from '@lectern/theme-core';
import {
  BANNER_ATTRIBUTE,
  LENS_MARK_SELECTOR,
  NOTIFICATIONS_ATTRIBUTE,
  QUICKBAR_FILLED_ATTRIBUTE,
  SIDEBAR_ID,
  SIDEBAR_OPEN_ATTRIBUTE,
} from '@lectern/theme-core/dom';
import { accountMayBeLoggedIn } from '../account/account-hint';
import { heldClick } from '../dom/held-click';

/** What counts as the visitor's first doing something on the page (the reading effects load then). */
export const FIRST_ACTION_EVENTS = [
  'pointerover',
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'wheel',
  'focusin',
] as const;

/** What counts as reaching into the sidebar (theme-core's, as for the islands hydrated `client:reach`). */
export { REACH_EVENTS };

/** `<html>`'s flag for a subscriber (theme-core's root flag `subscriber`). */
const SUBSCRIBER_ATTRIBUTE = `data-${'subscriber' satisfies RootSettingFlag}`;

/** The parts of the page's behaviour that load on their own, each when it is first needed. */
export type PagePart =
  | 'reading'
  | 'account'
  | 'notifications'
  | 'settings'
  | 'navBar'
  | 'sidebar'
  | 'outline'
  | 'lens';

/**
 * Why a part starts: the page shows something that needs it (`load`), the visitor did something
 * (`action`), or what it follows changed before it had started (`change`: another tab's storage, the
 * system's colour scheme), so it must catch up at once.
 */
export type PartCause = 'load' | 'action' | 'change';

/** How each part is loaded and started; the default imports the package's own modules. */
export type PagePartLoaders = Record<PagePart, (doc: Document, cause: PartCause) => Promise<() => void>>;

const loaders: PagePartLoaders = {
  reading: (doc) => import('./reading-effects').then((part) => part.startReadingEffects(doc)),
  account: (doc) => import('./account-effects').then((part) => part.startAccountEffects(doc)),
  notifications: (doc) => import('./notifications').then((part) => part.startNotifications(doc)),
  settings: (doc, cause) =>
    import('./settings-effects').then((part) =>
      part.startSettingsEffects(doc, { catchUp: cause === 'change' }),
    ),
  navBar: (doc) => import('./nav-bar-fit').then((part) => part.fitNavBar(doc)),
  sidebar: (doc) =>
    import('./sidebar').then((part) => {
      const sidebar = doc.getElementById(SIDEBAR_ID);
      return sidebar
        ? part.enhanceSidebar(sidebar, doc.querySelector<HTMLElement>('[data-sidebar-backdrop]'))
        : () => {};
    }),
  lens: (doc) => import('./version-lens').then((part) => part.startVersionLens(doc)),
  outline: (doc) =>
    import('./outline').then((part) => {
      const stops = [...doc.querySelectorAll<HTMLElement>('[data-lectern-outline]')].map(part.enhanceOutline);
      return () => {
        for (const stop of stops) stop();
      };
    }),
};

/**
 * What every page of an Astro site runs as it loads: a few hundred bytes that load each part of the
 * page's behaviour only when it is needed, so a reader who only reads fetches almost no script. The
 * first-paint scripts have drawn the page as it will stay (theme, settings, the bar fitted, the sidebar
 * in its place); the parts follow changes and answer the visitor:
 *
 * - `reading` (`startReadingEffects`: the quickbar, the banner's close button, the refresh prompt): at
 *   once when the quickbar shows pages read before or the page shows a banner (its close button needs
 *   the script, and a keyboard's first Tab must reach it), else on the visitor's first action
 *   ({@link FIRST_ACTION_EVENTS}) or a change of the stored pages in another tab — a page counts as read
 *   once the reader does something on it;
 * - `account` (`startAccountEffects`: the avatar, the pins, the settings sync): at once for a visitor this
 *   browser saw logged in (or who logs in in another tab, or is marked a subscriber later);
 * - `notifications` (`startNotifications`): at once on a page with the notifications menu;
 * - `settings` (`startSettingsEffects`: `<html>` following the settings, the theme and the account): at
 *   once for a logged-in visitor, else on the first action, a change of the system's colour scheme or a
 *   change of the stored settings in another tab;
 * - `navBar` (`fitNavBar`): when the window is resized, or once the fonts arrive if they were loading;
 * - `sidebar` (`enhanceSidebar`, with the group's tree): when the visitor reaches into the sidebar or
 *   the Menu button that opens it ({@link REACH_EVENTS}), or the overlay opens; a click on one of its
 *   buttons before then is held and given again once it has loaded;
 * - `outline` (`enhanceOutline`): on the first scroll, resize or change of the address's `#`, or at once
 *   when the page opens scrolled;
 * - `lens` (`startVersionLens`): at once on a page with version badges or sections (the version lens marks
 *   what is newer than the version the visitor uses and hides what was removed by then).
 *
 * @param loadPart Loads and starts a part (tests give their own). Default: the package's modules.
 * @returns A function that stops listening and stops the parts started.
 * @example startPage(); // once per page, in a module script
 */
export function startPage(
  doc: Document = document,
  loadPart: (part: PagePart, doc: Document, cause: PartCause) => Promise<() => void> = (
    part,
    target,
    cause,
  ) => loaders[part](target, cause),
): () => void {
  const view = doc.defaultView ?? window;
  const root = doc.documentElement;
  const started = new Map<PagePart, Promise<() => void>>();
  const ready = new Set<PagePart>();
  const removers: (() => void)[] = [];
  let stopped = false;

  const start = (part: PagePart, cause: PartCause = 'load') => {
    if (stopped) return Promise.resolve();
    let loading = started.get(part);
    if (!loading) {
      loading = loadPart(part, doc, cause);
      started.set(part, loading);
      loading.then(
        () => ready.add(part),
        () => undefined,
      );
      // Offline or a failed fetch: the next need tries again.
      loading.catch(() => started.delete(part));
    }
    return loading.then(
      () => undefined,
      () => undefined,
    );
  };
  const listen = (
    target: EventTarget,
    names: readonly string[],
    handler: (event: Event) => void,
    options: AddEventListenerOptions = { capture: true, passive: true },
  ) => {
    const remove = () => {
      for (const name of names) target.removeEventListener(name, handler, options);
    };
    for (const name of names) target.addEventListener(name, handler, options);
    removers.push(remove);
    return remove;
  };
  /** Like `listen`, for a handler needed once: the first event removes it. */
  const listenOnce = (
    target: EventTarget,
    names: readonly string[],
    handler: () => void,
    options?: AddEventListenerOptions,
  ) => {
    const remove = listen(
      target,
      names,
      () => {
        remove();
        handler();
      },
      options,
    );
  };

  // What this browser keeps for the visitor, and the settings.
  const banner =
    doc.querySelector(`[${BANNER_ATTRIBUTE}]`) !== null && !root.hasAttribute('data-banner-dismissed');
  if (root.hasAttribute(QUICKBAR_FILLED_ATTRIBUTE) || banner) void start('reading');
  if (doc.querySelector(`[${NOTIFICATIONS_ATTRIBUTE}]`)) void start('notifications');
  if (doc.querySelector(LENS_MARK_SELECTOR)) void start('lens');
  const account = () => {
    if (!accountMayBeLoggedIn()) return false;
    void start('account');
    void start('settings');
    return true;
  };
  account();
  listenOnce(view, FIRST_ACTION_EVENTS, () => {
    void start('reading', 'action');
    void start('settings', 'action');
  });
  const stopStorage = listen(view, ['storage'], () => {
    void start('reading', 'change');
    void start('settings', 'change');
    if (account()) stopStorage();
  });
  // Marked a subscriber after the first paint (the settings sync learned it): the pin buttons need the
  // account's effects.
  const subscriber = new view.MutationObserver(() => {
    if (!root.hasAttribute(SUBSCRIBER_ATTRIBUTE)) return;
    subscriber.disconnect();
    void start('account', 'change');
  });
  subscriber.observe(root, { attributes: true, attributeFilter: [SUBSCRIBER_ATTRIBUTE] });
  removers.push(() => subscriber.disconnect());
  const scheme =
    typeof view.matchMedia === 'function' ? view.matchMedia('(prefers-color-scheme: dark)') : undefined;
  if (scheme) listenOnce(scheme, ['change'], () => void start('settings', 'change'), {});

  // The bar: fitted at first paint, again when its width or font changes.
  listenOnce(view, ['resize'], () => void start('navBar', 'change'), { passive: true });
  if (doc.fonts?.status === 'loading') void doc.fonts.ready.then(() => start('navBar', 'change'));

  // The outline.
  if (doc.querySelector('[data-lectern-outline]')) {
    listenOnce(view, ['scroll', 'resize', 'hashchange'], () => void start('outline', 'action'), {
      passive: true,
    });
    // Read at the first frame, not now: reading the scroll position while the page is still unstyled
    // would force its whole layout inside this script's task (a long task on a slow phone).
    const frame = view.requestAnimationFrame(() => {
      if (!stopped && view.scrollY > 0) void start('outline');
    });
    removers.push(() => view.cancelAnimationFrame(frame));
  }

  // The sidebar.
  const sidebar = doc.getElementById(SIDEBAR_ID);
  if (sidebar) {
    // A click on the sidebar's buttons before its behaviour has loaded is held, and given again once it has.
    const clicks = heldClick(sidebar, 'button, [role="button"]');
    const loadSidebar = () => start('sidebar').then(() => clicks.giveBack());
    const stopReach = listen(doc, REACH_EVENTS, (event) => {
      const target = event.target;
      const places = `#${SIDEBAR_ID}, [aria-controls="${SIDEBAR_ID}"], [data-sidebar-backdrop]`;
      if (!(target instanceof view.Element) || !target.closest(places)) return;
      stopReach();
      void loadSidebar();
    });
    listen(
      doc,
      ['click'],
      (event) => {
        if (!ready.has('sidebar') && clicks.take(event)) void loadSidebar();
      },
      { capture: true },
    );
    const opened = () => {
      if (root.hasAttribute(SIDEBAR_OPEN_ATTRIBUTE)) void loadSidebar();
    };
    const observer = new view.MutationObserver(opened);
    observer.observe(root, { attributes: true, attributeFilter: [SIDEBAR_OPEN_ATTRIBUTE] });
    removers.push(() => observer.disconnect());
    opened();
  }

  return () => {
    stopped = true;
    for (const remove of removers) remove();
    for (const loading of started.values()) {
      loading.then(
        (stop) => stop(),
        () => undefined,
      );
    }
  };
}
