import type { Appearance } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storedTheme } from '../../test/stored-settings';
import { NavBarAppearance } from './NavBarAppearance';

const root = document.documentElement;
const toggle = () => screen.getByRole('switch', { name: 'Appearance' });

afterEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
});

describe('NavBarAppearance', () => {
  it('is an unchecked switch named "Appearance" while the light theme shows', () => {
    render(<NavBarAppearance />);
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    expect(toggle()).toHaveAttribute('title', 'Switch to dark theme');
  });

  it('switches to dark on click, keeps the choice, and reads as checked', async () => {
    render(<NavBarAppearance />);
    await userEvent.click(toggle());
    expect(root).toHaveAttribute('data-theme', 'dark');
    await waitFor(() => expect(storedTheme()).toBe('dark'));
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', 'true'));
    expect(toggle()).toHaveAttribute('title', 'Switch to light theme');
  });

  it('counts blackguard as dark and switches it to light', async () => {
    root.setAttribute('data-theme', 'blackguard');
    render(<NavBarAppearance />);
    expect(toggle()).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle());
    expect(root).toHaveAttribute('data-theme', 'light');
  });

  it('toggles with the keyboard', async () => {
    render(<NavBarAppearance />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it.each<Appearance>(['force-dark', 'force-auto', false])('is hidden for %s', (appearance) => {
    const { container } = render(<NavBarAppearance appearance={appearance} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is shown for "dark"', () => {
    render(<NavBarAppearance appearance="dark" />);
    expect(toggle()).toBeInTheDocument();
  });

  it('can show its label, which then names it', () => {
    render(<NavBarAppearance withLabel labels={{ 'nav.appearance': 'Darstellung' }} />);
    expect(screen.getByText('Darstellung')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Darstellung' })).not.toHaveAttribute('aria-label');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <NavBarAppearance />
        <NavBarAppearance withLabel />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
