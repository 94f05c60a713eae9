import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSidebarOpen } from './useSidebarOpen';

function Toggle() {
  const [open, setOpen] = useSidebarOpen();
  return (
    <button type="button" aria-pressed={open} onClick={() => setOpen(!open)}>
      sidebar
    </button>
  );
}

afterEach(() => document.documentElement.removeAttribute('data-sidebar-open'));

describe('useSidebarOpen', () => {
  it('opens and closes the sidebar through data-sidebar-open on <html>', async () => {
    render(<Toggle />);
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await act(async () => button.click());
    expect(document.documentElement).toHaveAttribute('data-sidebar-open', 'true');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await act(async () => button.click());
    expect(document.documentElement).not.toHaveAttribute('data-sidebar-open');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
