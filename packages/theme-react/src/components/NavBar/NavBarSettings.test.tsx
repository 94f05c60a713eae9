import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPageStores } from '../../stores/page-stores';
import { NavBarSettings } from './NavBarSettings';

afterEach(() => {
  forgetPageStores();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

const button = () => screen.getByRole('button', { name: 'Settings' });

describe('NavBarSettings', () => {
  it('renders a closed Settings button on the server', () => {
    const html = renderToString(<NavBarSettings />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="dialog"');
  });

  it('opens the panel, focused inside it, and has no axe violations while open', async () => {
    const { container } = render(<NavBarSettings />);
    await userEvent.click(button());
    const dialog = await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 10_000 });
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(button()).toHaveAttribute('aria-controls', dialog.id);
    // Focus moves in once the panel has shown (an effect after the render that shows it).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expectNoAxeViolations(container);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    render(<NavBarSettings />);
    await userEvent.click(button());
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside and on its close button', async () => {
    render(
      <>
        <NavBarSettings />
        <p>outside</p>
      </>,
    );
    await userEvent.click(button());
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(button());
    await userEvent.click(await screen.findByRole('button', { name: 'Close settings' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
  });

  it('closes when Tab moves focus out of it, leaving focus where it went', async () => {
    render(
      <>
        <NavBarSettings />
        <a href="#after">after</a>
      </>,
    );
    await userEvent.click(button());
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    // Tab through the panel's controls until focus leaves it.
    for (let step = 0; step < 60 && dialog.contains(document.activeElement); step += 1) {
      await userEvent.tab();
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'after' })).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open while focus moves inside it or back to its button', async () => {
    render(<NavBarSettings />);
    await userEvent.click(button());
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(dialog.querySelector('p') ?? dialog);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with a cross named "Close settings", like the other panels', async () => {
    render(<NavBarSettings />);
    await userEvent.click(button());
    const close = await screen.findByRole('button', { name: 'Close settings' }, { timeout: 10_000 });
    expect(close).toHaveTextContent('');
    expect(close.querySelector('svg')).not.toBeNull();
  });

  it('gives the panel the site’s API pages: without, no API tables switch', async () => {
    render(<NavBarSettings apiTables={false} />);
    await userEvent.click(button());
    await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 10_000 });
    expect(screen.queryByRole('switch', { name: 'API tables on component pages' })).not.toBeInTheDocument();
  });
});
