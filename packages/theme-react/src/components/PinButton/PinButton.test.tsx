import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PinButton } from './PinButton';

describe('PinButton', () => {
  it('is a toggle button for the page, hidden until the page script makes it work', () => {
    const { container } = render(<PinButton page={{ pin: '/components/alert/', title: 'Alert' }} />);
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button).toHaveTextContent('Pin this page');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('data-lectern-pin', '/components/alert/');
    expect(button.dataset).toMatchObject({
      title: 'Alert',
      full: 'You can pin up to 30 pages. Unpin one first.',
    });
    expect(button).not.toBeVisible();
    expect(container.querySelector('[role="status"]')).toBeInTheDocument();
  });
});
