import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSidebarOverlay } from './useSidebarOverlay';

const html = document.documentElement;

/** A controllable matchMedia (jsdom has none): narrow unless told otherwise. */
function mockViewport(wide = false) {
  let matches = wide;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

function Overlay({ currentPath }: { currentPath: string }) {
  const sidebar = useRef<HTMLElement>(null);
  const backdrop = useRef<HTMLButtonElement>(null);
  const { open, close } = useSidebarOverlay({ sidebar, backdrop, currentPath });
  return (
    <>
      <button
        ref={backdrop}
        type="button"
        aria-label="Close sidebar"
        onClick={() => close({ restoreFocus: true })}
      />
      <nav ref={sidebar} id="sidebar" aria-label="Sidebar" data-open={open || undefined}>
        <a href="/a">A</a>
        <a href="/b" aria-current="page">
          B
        </a>
      </nav>
    </>
  );
}

function Page({ currentPath = '/b' }: { currentPath?: string }) {
  return (
    <>
      <header>
        <button
          type="button"
          aria-controls="sidebar"
          onClick={() => html.setAttribute('data-sidebar-open', 'true')}
        >
          Menu
        </button>
      </header>
      <div>
        <Overlay currentPath={currentPath} />
        <main>
          <a href="/elsewhere">Content</a>
        </main>
      </div>
    </>
  );
}

const sidebar = () => screen.getByRole('navigation', { name: 'Sidebar' });
const menu = () => screen.getByRole('button', { name: 'Menu' });
const openWithMenu = async () => {
  await userEvent.click(menu());
  await vi.waitFor(() => expect(sidebar()).toHaveAttribute('data-open'));
};

beforeEach(() => {
  mockViewport();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  html.removeAttribute('data-sidebar-open');
});

describe('useSidebarOverlay (below 960 px)', () => {
  it('moves focus to the current page and makes the rest of the page inert', async () => {
    render(<Page />);
    await openWithMenu();
    expect(screen.getByRole('link', { name: 'B' })).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('inert');
    expect(screen.getByRole('banner')).toHaveAttribute('inert');
    expect(sidebar()).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Close sidebar' })).not.toHaveAttribute('inert');
  });

  it('focuses the first link when no link is the current page', async () => {
    render(<Page currentPath="/a" />);
    sidebar().querySelector('[aria-current]')?.removeAttribute('aria-current');
    await openWithMenu();
    expect(screen.getByRole('link', { name: 'A' })).toHaveFocus();
  });

  it('closes on Escape, restores the page and returns focus to the element focused before', async () => {
    render(<Page />);
    await openWithMenu();
    await userEvent.keyboard('{Escape}');
    expect(html).not.toHaveAttribute('data-sidebar-open');
    expect(sidebar()).not.toHaveAttribute('data-open');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(menu()).toHaveFocus();
  });

  it('returns focus to the button that controls it when nothing had focus (Safari does not focus clicked buttons)', async () => {
    render(<Page />);
    await act(async () => html.setAttribute('data-sidebar-open', 'true'));
    expect(screen.getByRole('link', { name: 'B' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu()).toHaveFocus();
  });

  it('closes on a click on the backdrop and returns focus', async () => {
    render(<Page />);
    await openWithMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Close sidebar' }));
    expect(html).not.toHaveAttribute('data-sidebar-open');
    expect(menu()).toHaveFocus();
  });

  it('closes on route change, without moving focus back', async () => {
    const { rerender } = render(<Page />);
    await openWithMenu();
    rerender(<Page currentPath="/a" />);
    await vi.waitFor(() => expect(screen.getByRole('main')).not.toHaveAttribute('inert'));
    expect(html).not.toHaveAttribute('data-sidebar-open');
    expect(menu()).not.toHaveFocus();
  });

  it('closes on popstate', async () => {
    render(<Page />);
    await openWithMenu();
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(html).not.toHaveAttribute('data-sidebar-open');
  });

  it('closes when the viewport grows to 960 px', async () => {
    const setWide = mockViewport();
    render(<Page />);
    await openWithMenu();
    await act(async () => setWide(true));
    expect(html).not.toHaveAttribute('data-sidebar-open');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('does nothing modal from 960 px, where the sidebar is a column: the open state is dropped', async () => {
    mockViewport(true);
    render(<Page />);
    await act(async () => html.setAttribute('data-sidebar-open', 'true'));
    await vi.waitFor(() => expect(html).not.toHaveAttribute('data-sidebar-open'));
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(sidebar()).not.toHaveAttribute('data-open');
  });
});
