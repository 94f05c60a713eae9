import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';
import { ALERT_TYPES, type AlertType } from './alert-rules';

describe('Alert', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
  ] as const)('renders a %s alert with the role %s', (type, role) => {
    render(<Alert type={type}>Message</Alert>);
    expect(screen.getByRole(role)).toHaveTextContent('Message');
    expect(screen.getByRole(role)).toHaveClass(`ui-alert--${type}`);
  });

  it('is an info status by default, without a border or a close button', () => {
    render(<Alert>Message</Alert>);
    const alert = screen.getByRole('status');
    expect(alert).toHaveAttribute('data-type', 'info');
    expect(alert).not.toHaveAttribute('data-border');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    [true, 'start'],
    ['top', 'top'],
    ['end', 'end'],
    ['bottom', 'bottom'],
    ['start', 'start'],
  ] as const)('with border=%j draws the border on the %s side', (border, side) => {
    render(<Alert border={border}>Message</Alert>);
    expect(screen.getByRole('status')).toHaveAttribute('data-border', side);
    expect(screen.getByRole('status')).toHaveClass(`ui-alert--border-${side}`);
  });

  it('throws a clear error for an unknown type', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Alert type={'danger' as AlertType}>Message</Alert>)).toThrow(
      'Alert: the "type" prop must be one of success, info, warning, error (got "danger")',
    );
    vi.restoreAllMocks();
  });

  it('shows its title before the message', () => {
    render(
      <Alert type="error" title="Upload failed">
        The file is too large.
      </Alert>,
    );
    const title = screen.getByText('Upload failed');
    expect(title).toHaveClass('ui-alert__title');
    expect(title.nextSibling).toHaveTextContent('The file is too large.');
  });

  it('hides when the close button is pressed, and reports it', async () => {
    const onClose = vi.fn();
    render(
      <Alert closable onClose={onClose}>
        Message
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes from the keyboard with a translated label', async () => {
    const user = userEvent.setup();
    render(
      <Alert closable closeLabel="Schließen">
        Nachricht
      </Alert>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(ALERT_TYPES)(
    'has no axe violations as a %s alert with a title and a close button',
    async (type) => {
      const { container } = render(
        <Alert type={type} title="Title" border closable>
          Message
        </Alert>,
      );
      await expectNoAxeViolations(container);
    },
  );
});
