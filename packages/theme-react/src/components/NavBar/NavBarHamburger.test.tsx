import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavBarHamburger } from './NavBarHamburger';

describe('NavBarHamburger', () => {
  it('is a "Menu" button that says whether the screen it controls is open', () => {
    const { rerender } = render(<NavBarHamburger open={false} controls="screen" />);
    const button = screen.getByRole('button', { name: 'Site menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'screen');
    rerender(<NavBarHamburger open controls="screen" />);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('reports clicks and takes its label from labels', async () => {
    const onClick = vi.fn();
    render(
      <NavBarHamburger open={false} controls="screen" onClick={onClick} labels={{ 'nav.menu': 'Menü' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menü' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <NavBarHamburger open controls="screen" />
        <div id="screen">Screen</div>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
