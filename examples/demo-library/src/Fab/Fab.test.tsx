import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Fab, type FabProps } from './Fab';

describe('Fab', () => {
  it('is a button named by its label, with the label hidden until extended', () => {
    const { rerender } = render(<Fab label="New message" />);
    const button = screen.getByRole('button', { name: 'New message' });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByText('New message')).toHaveClass('ui-fab-label--hidden');
    rerender(<Fab label="New message" extended />);
    expect(screen.getByText('New message')).not.toHaveClass('ui-fab-label--hidden');
    expect(button).toHaveClass('ui-fab--extended');
  });

  it('shows a decorative plus icon unless given one', () => {
    const { container, rerender } = render(<Fab label="Add" />);
    expect(container.querySelector('.ui-fab-icon svg')).toBeInTheDocument();
    expect(container.querySelector('.ui-fab-icon')).toHaveAttribute('aria-hidden', 'true');
    rerender(<Fab label="Add" icon={<span data-testid="star">★</span>} />);
    expect(screen.getByTestId('star')).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveAccessibleName('Add');
  });

  it.each([
    ['56 px by default', {}, '56px'],
    ['56 px when extended', { extended: true }, '56px'],
    ['80 px when large', { size: 'large' }, '80px'],
  ] satisfies [string, Partial<FabProps>, string][])('is %s', (_case, props, height) => {
    render(<Fab label="Add" {...props} />);
    expect(screen.getByRole('button').style.blockSize).toBe(height);
  });

  it.each([
    ['in the flow without a location', {}, ['ui-fab'], ['ui-fab--floating']],
    [
      'in the given corner',
      { location: 'top-start' },
      ['ui-fab--floating', 'ui-fab--top-start'],
      ['ui-fab--app'],
    ],
    [
      'fixed to the bottom-end corner as the app button',
      { app: true },
      ['ui-fab--app', 'ui-fab--bottom-end'],
      [],
    ],
    [
      'fixed to the given corner',
      { app: true, location: 'bottom-start' },
      ['ui-fab--bottom-start'],
      ['ui-fab--bottom-end'],
    ],
  ] satisfies [string, Partial<FabProps>, string[], string[]][])('sits %s', (_case, props, has, hasNot) => {
    render(<Fab label="Add" {...props} />);
    const button = screen.getByRole('button');
    expect(button).toHaveClass(...has);
    for (const name of hasNot) expect(button).not.toHaveClass(name);
  });

  it.each(['{Enter}', ' '])('runs its action from the keyboard with %j', async (key) => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Fab label="Add" onClick={onClick} />);
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await user.keyboard(key);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Fab label="Add" disabled onClick={onClick} />);
    await user.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <div>
        <Fab label="Add" />
        <Fab label="Compose" extended size="large" location="bottom-end" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
