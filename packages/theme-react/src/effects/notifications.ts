import { interpolate, markNotificationsRead, unreadNotifications } from '@lectern/theme-core';
import { NOTIFICATION_ID_ATTRIBUTE, NOTIFICATIONS_ATTRIBUTE } from '@lectern/theme-core/dom';
import { changeSettings } from '../settings/settings-source';
import { peekSettings, subscribeToSettings } from '../stores/stored-settings';

// The writer of the settings, loaded when the menu first opens: a followed link then marks its
// notification read at once, before the page goes. A link followed before it has loaded waits for it.
type SettingsWriter = typeof import('../stores/settings-storage');

/** The room kept between the open menu and the window's edges. */
const WINDOW_MARGIN = 8;

/**
 * How far (px, positive to the right) a box from `left` to `right` moves to lie inside a window `width`
 * wide, `margin` from its edges; a box wider than the room keeps its left side in.
 */
export function shiftIntoWindow(left: number, right: number, width: number, margin = WINDOW_MARGIN): number {
  if (left < margin) return margin - left;
  if (right > width - margin) return Math.max(width - margin - right, margin - left);
  return 0;
}

/**
 * Makes the navigation bar's notifications menu work (`NotificationsMenu`): the bell shows how many
 * notifications the visitor has not read, and its name says so; each unread one is marked. The button
 * opens and closes the list; Escape closes it (focus back on the button), as does a click outside.
 * Following a notification marks it read; "Mark all as read" marks them all. Follows the read state as
 * it changes here or in another tab. A notification followed before the settings' writer has loaded
 * (right after the menu opens) is marked read first, then the page goes (`navigate`). Returns the
 * function that stops.
 */
export function startNotifications(
  root: ParentNode = document,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): () => void {
  const menu = root.querySelector<HTMLElement>(`[${NOTIFICATIONS_ATTRIBUTE}]`);
  const button = menu?.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panel = button
    ? menu?.querySelector<HTMLElement>(`#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`)
    : null;
  if (!menu || !button || !panel) return () => {};
  const count = menu.querySelector<HTMLElement>('[data-notifications-count]');
  const markAll = menu.querySelector<HTMLButtonElement>('[data-notifications-read-all]');
  const items = [...menu.querySelectorAll<HTMLElement>(`[${NOTIFICATION_ID_ATTRIBUTE}]`)].map((element) => ({
    id: element.getAttribute(NOTIFICATION_ID_ATTRIBUTE) ?? '',
    element,
  }));
  const title = button.getAttribute('aria-label') ?? '';
  let writer: SettingsWriter | undefined;

  const show = () => {
    const read = peekSettings().readNotifications;
    const unread = unreadNotifications(items, read);
    for (const item of items) {
      const mark = item.element.querySelector<HTMLElement>('[data-notification-unread]');
      if (mark) mark.hidden = !unread.includes(item);
    }
    if (count) {
      count.textContent = String(unread.length);
      count.hidden = unread.length === 0;
    }
    const label =
      unread.length === 0
        ? title
        : interpolate(
            button.dataset.labelUnread ?? title,
            { count: unread.length },
            document.documentElement.lang || 'en',
          );
    button.setAttribute('aria-label', label);
    if (markAll) markAll.disabled = unread.length === 0;
  };
  // Marks the notifications read: at once when the writer is here, else once it has loaded (settled then).
  const markRead = (ids: readonly string[]): Promise<void> => {
    const change = { readNotifications: markNotificationsRead(peekSettings().readNotifications, ids) };
    if (writer) {
      writer.changeSettingsNow(change);
      return Promise.resolve();
    }
    return changeSettings(change).catch(() => {});
  };
  // The list hangs from the bell's end; where the bar puts the bell near the window's other side (the bar's
  // items are many, the page right to left), it would run out of the window: it moves back inside.
  const place = () => {
    if (panel.hidden) return;
    panel.style.translate = '';
    const box = panel.getBoundingClientRect();
    const shift = shiftIntoWindow(box.left, box.right, document.documentElement.clientWidth);
    if (shift !== 0) panel.style.translate = `${shift}px 0`;
  };
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    place();
    if (open && !writer) {
      import('../stores/settings-storage').then(
        (module) => {
          writer = module;
        },
        () => {},
      );
    }
  };

  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  markAll?.addEventListener('click', () => markRead(items.map((item) => item.id)));
  for (const item of items) {
    item.element.querySelector('a')?.addEventListener('click', (event) => {
      const link = event.currentTarget as HTMLAnchorElement;
      // A plain click that leaves this page, before the writer is here: mark the notification read, then go.
      const leaves =
        !writer &&
        !event.defaultPrevented &&
        event.button === 0 &&
        !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
        (link.target === '' || link.target === '_self');
      if (!leaves) {
        markRead([item.id]);
        return;
      }
      event.preventDefault();
      markRead([item.id]).then(() => navigate(link.href));
    });
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    setOpen(false);
    button.focus();
  };
  const onPointerDown = (event: Event) => {
    if (!panel.hidden && event.target instanceof Node && !menu.contains(event.target)) setOpen(false);
  };
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerdown', onPointerDown);
  window.addEventListener('resize', place);
  show();
  const stopSettings = subscribeToSettings(show);
  return () => {
    stopSettings();
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('pointerdown', onPointerDown);
    window.removeEventListener('resize', place);
  };
}
