import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsMenu } from '../components/NotificationsMenu/NotificationsMenu';
import { forgetPageStores } from '../stores/page-stores';
import { notifications } from '../test/notifications';
import { storedSettings } from '../test/stored-settings';
import { shiftIntoWindow, startNotifications } from './notifications';

let stop = () => {};

function menu(read: string[] = []) {
  localStorage.setItem(
    'lectern-settings',
    JSON.stringify({ version: 1, values: { readNotifications: read }, updatedAt: {} }),
  );
  const { container } = render(createElement(NotificationsMenu, { notifications, locale: 'en' }));
  stop = startNotifications(container);
  return container;
}

const unreadTitles = () =>
  [...document.querySelectorAll('[data-notification-unread]:not([hidden])')].map(
    (mark) => mark.parentElement?.querySelector('span:nth-child(2)')?.textContent,
  );

afterEach(() => {
  stop();
  forgetPageStores();
  localStorage.clear();
});

describe('startNotifications', () => {
  it('counts and marks the notifications not read, and names the button after them', () => {
    const container = menu(['old']);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(container.querySelector('[data-notifications-count]')).toHaveTextContent('1');
    expect(unreadTitles()).toEqual(['Lectern 0.1 is out']);
  });

  it('opens and closes the list, Escape bringing focus back to the button', async () => {
    const container = menu();
    const button = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Notifications' })).toBeVisible();
    await expectNoAxeViolations(container);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks a followed notification read, then all of them', async () => {
    const container = menu();
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    const link = screen.getByRole('link', { name: /Lectern 0.1 is out/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await expect.poll(() => storedSettings().values.readNotifications).toEqual(['new']);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await expect.poll(() => storedSettings().values.readNotifications).toEqual(['new', 'old']);
    expect(container.querySelector('[data-notifications-count]')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(unreadTitles()).toEqual([]);
  });

  it('marks a notification followed at once read before the page goes', async () => {
    localStorage.setItem('lectern-settings', JSON.stringify({ version: 1, values: {}, updatedAt: {} }));
    const { container } = render(createElement(NotificationsMenu, { notifications, locale: 'en' }));
    const went: string[] = [];
    stop = startNotifications(container, (url) => went.push(url));
    const link = screen.getByRole('link', { name: /Lectern 0.1 is out/, hidden: true }) as HTMLAnchorElement;
    // Opened and followed in one go: the settings' writer has not loaded yet.
    screen.getByRole('button', { name: /^Notifications/ }).click();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(went).toEqual([]);
    await expect.poll(() => went).toEqual([link.href]);
    expect(storedSettings().values.readNotifications).toEqual(['new']);
  });

  it('does nothing on a page without the menu', () => {
    expect(startNotifications(document.createElement('div'))).toBeTypeOf('function');
  });
});

describe('shiftIntoWindow', () => {
  it('leaves a box inside the window where it is', () => {
    expect(shiftIntoWindow(100, 440, 1024)).toBe(0);
  });
  it('moves a box past the left edge right, and one past the right edge left, to the margin', () => {
    expect(shiftIntoWindow(-58, 282, 1024)).toBe(66);
    expect(shiftIntoWindow(742, 1082, 1024)).toBe(-66);
    expect(shiftIntoWindow(742, 1082, 1024, 16)).toBe(-74);
  });
  it('keeps the left side of a box wider than the window inside', () => {
    expect(shiftIntoWindow(20, 420, 300)).toBe(-12);
    expect(shiftIntoWindow(100, 500, 300)).toBe(-92);
  });
});
