import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../test/notifications';
import { NotificationsMenu } from './NotificationsMenu';

describe('NotificationsMenu', () => {
  it('is a bell button controlling a hidden list of the notifications, newest first, with their dates', async () => {
    const { container } = render(<NotificationsMenu notifications={notifications} locale="en" />);
    const button = screen.getByRole('button', { name: 'Notifications' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = container.querySelector(
      `#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`,
    ) as HTMLElement;
    expect(panel).not.toBeVisible();
    const links = within(panel).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/reference/releases/',
      '/en/features/search/',
    ]);
    expect(links[0]).toHaveTextContent('Lectern 0.1 is out Nov 20, 2026');
    expect(panel.querySelector('time')).toHaveAttribute('datetime', '2026-11-20');
    await expectNoAxeViolations(container);
  });

  it('draws nothing without notifications', () => {
    const { container } = render(<NotificationsMenu notifications={[]} locale="en" />);
    expect(container).toBeEmptyDOMElement();
  });
});
