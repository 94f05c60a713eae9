import { notificationsNewestFirst, type SiteNotification } from '@lectern/theme-core';
import { NOTIFICATION_ID_ATTRIBUTE, NOTIFICATIONS_ATTRIBUTE } from '@lectern/theme-core/dom';
import { useId } from 'react';
import { IconBell } from '../../icons/IconBell';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './NotificationsMenu.css';

export interface NotificationsMenuProps {
  /** The site's notifications (the theme config's `notifications`), their links as the page should link them. */
  notifications: readonly SiteNotification[];
  /** The page's language, for the dates. */
  locale: string;
  labels?: Labels | undefined;
}

/**
 * The notifications menu of the navigation bar: a bell button that opens a list of the site's
 * notifications, newest first, each a link with its date. The server draws it; the page's effects script
 * (`startNotifications`) counts and marks those the visitor has not read (their `readNotifications`),
 * opens and closes the list (Escape or a click outside), and marks a notification read when it is
 * followed, or all of them with "Mark all as read". Nothing is drawn without notifications.
 */
export function NotificationsMenu({ notifications, locale, labels }: NotificationsMenuProps) {
  const id = useId();
  if (notifications.length === 0) return null;
  const title = labelText(labels, 'notifications.title');
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className={styles.menu} {...{ [NOTIFICATIONS_ATTRIBUTE]: '' }}>
      <button
        type="button"
        className={styles.button}
        aria-label={title}
        title={title}
        aria-expanded="false"
        aria-controls={`${id}-panel`}
        data-label-unread={labelText(labels, 'notifications.titleUnread')}
      >
        <IconBell className={styles.icon} />
        <span className={styles.count} hidden data-notifications-count />
      </button>
      <div id={`${id}-panel`} className={styles.panel} hidden>
        <div className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.markAll} data-notifications-read-all>
            {labelText(labels, 'notifications.markAllRead')}
          </button>
        </div>
        <ul className={styles.list} aria-labelledby={`${id}-title`}>
          {notificationsNewestFirst(notifications).map((notification) => (
            <li
              key={notification.id}
              className={styles.item}
              {...{ [NOTIFICATION_ID_ATTRIBUTE]: notification.id }}
            >
              <a className={styles.link} href={notification.link}>
                <span className={styles.unread} hidden data-notification-unread>
                  {labelText(labels, 'notifications.unread')}{' '}
                </span>
                <span className={styles.text}>{notification.title}</span>{' '}
                <time className={styles.date} dateTime={notification.date}>
                  {dates.format(new Date(`${notification.date}T00:00:00Z`))}
                </time>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
