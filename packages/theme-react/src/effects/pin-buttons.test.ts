import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PinButton } from '../components/PinButton/PinButton';
import { forgetAccount, signIn } from '../test/account';
import { storedSettings } from '../test/stored-settings';
import { wirePinButtons } from './pin-buttons';

let stop = () => {};

function pinButton(pins: readonly string[] = []) {
  localStorage.setItem('lectern-settings', JSON.stringify({ version: 1, values: { pins }, updatedAt: {} }));
  const { container } = render(
    createElement(PinButton, { page: { pin: '/components/alert/', title: 'Alert' } }),
  );
  stop = wirePinButtons(container);
  return {
    button: container.querySelector('button') as HTMLButtonElement,
    status: container.querySelector('[role="status"]') as HTMLElement,
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  stop();
  forgetAccount();
  localStorage.clear();
});

describe('wirePinButtons', () => {
  it("pins a subscriber's page last and remembers its title, then unpins it", async () => {
    await signIn('subscriber');
    const { button } = pinButton(['/guide/']);
    expect(button.hidden).toBe(false);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    button.click();
    await expect.poll(() => storedSettings().values.pins).toEqual(['/guide/', '/components/alert/']);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('lectern-pin-titles') ?? '{}')).toEqual({
      '/components/alert/': 'Alert',
    });
    button.click();
    await expect.poll(() => storedSettings().values.pins).toEqual(['/guide/']);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so instead of pinning past the limit', async () => {
    await signIn('subscriber');
    const full = Array.from({ length: 30 }, (_, index) => `/page-${index}/`);
    const { button, status } = pinButton(full);
    button.click();
    await settled();
    expect(status).toHaveTextContent('You can pin up to 30 pages. Unpin one first.');
    expect(storedSettings().values.pins).toEqual(full);
  });

  it('shows the page pinned while it is, and pins nothing for a visitor who is not a subscriber', async () => {
    const { button } = pinButton(['/components/alert/']);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    button.click();
    await settled();
    expect(storedSettings().values.pins).toEqual(['/components/alert/']);
    await signIn('subscriber');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('does nothing on a page without a pin button', () => {
    expect(wirePinButtons(document.createElement('div'))).toBeTypeOf('function');
  });
});
