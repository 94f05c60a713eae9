import type { Appearance } from '@lectern/theme-core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPEARANCE_STORAGE_KEY } from '../settings/appearance-choice';
import { forgetPageStores } from '../stores/page-stores';
import { storedTheme } from '../test/stored-settings';
import { stubMatchMedia } from '../test/stub-match-media';
import { useAppearance } from './useAppearance';

const DARK = '(prefers-color-scheme: dark)';
const root = document.documentElement;

function Probe({ appearance }: { appearance?: Appearance }) {
  const { theme, isDark, toggle, choose } = useAppearance(appearance);
  return (
    <>
      <output>{`${theme} ${isDark ? 'dark' : 'light'}`}</output>
      <button type="button" onClick={toggle}>
        toggle
      </button>
      <button type="button" onClick={() => choose('system')}>
        system
      </button>
    </>
  );
}

/** Another tab changes the stored choice. */
function otherTabStores(value: string | null, key: string | null = APPEARANCE_STORAGE_KEY) {
  if (key !== null && value !== null) localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPageStores();
  localStorage.clear();
  root.removeAttribute('data-theme');
});

describe('useAppearance', () => {
  it('reads the theme from data-theme on <html>, light when absent', async () => {
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('light light');
    await act(async () => root.setAttribute('data-theme', 'blackguard'));
    expect(screen.getByRole('status')).toHaveTextContent('blackguard dark');
  });

  it('toggles light to dark and stores the choice', async () => {
    render(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(storedTheme()).toBe('dark');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('dark dark'));
  });

  it('toggles either dark theme to light', async () => {
    root.setAttribute('data-theme', 'blackguard');
    render(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(root).toHaveAttribute('data-theme', 'light');
    expect(storedTheme()).toBe('light');
  });

  it('toggles from the theme shown at the click, even before it has re-rendered', async () => {
    render(<Probe />);
    root.setAttribute('data-theme', 'dark');
    screen.getByRole('button', { name: 'toggle' }).click();
    expect(root).toHaveAttribute('data-theme', 'light');
  });

  it('can follow the system again, and then follows its changes', async () => {
    const setMedia = stubMatchMedia({ [DARK]: true });
    root.setAttribute('data-theme', 'light');
    render(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'system' }));
    expect(storedTheme()).toBe('system');
    expect(root).toHaveAttribute('data-theme', 'dark');
    act(() => setMedia(DARK, false));
    expect(root).toHaveAttribute('data-theme', 'light');
  });

  it('keeps an explicit choice when the system changes', async () => {
    const setMedia = stubMatchMedia({ [DARK]: false });
    render(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    act(() => setMedia(DARK, true));
    act(() => setMedia(DARK, false));
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('follows a choice made in another tab', async () => {
    render(<Probe />);
    await act(async () => otherTabStores('blackguard'));
    expect(root).toHaveAttribute('data-theme', 'blackguard');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('blackguard dark'));
  });

  it('goes back to the default when another tab clears storage, and ignores other keys', async () => {
    stubMatchMedia({ [DARK]: false });
    root.setAttribute('data-theme', 'dark');
    render(<Probe />);
    await act(async () => otherTabStores('dark', 'another-key'));
    expect(root).toHaveAttribute('data-theme', 'dark');
    await act(async () => otherTabStores(null, null));
    expect(root).toHaveAttribute('data-theme', 'light');
  });

  it('lets a forced setting win over the stored choice', async () => {
    render(<Probe appearance="force-dark" />);
    await act(async () => otherTabStores('light'));
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it("follows a theme chosen in another tab's settings document", async () => {
    render(<Probe />);
    const written = '{"version":1,"values":{"theme":"blackguard"},"updatedAt":{"theme":5}}';
    await act(async () => otherTabStores(written, 'lectern-settings'));
    expect(root).toHaveAttribute('data-theme', 'blackguard');
  });

  it('stops listening when unmounted', async () => {
    const { unmount } = render(<Probe />);
    unmount();
    otherTabStores('blackguard');
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('still changes the theme when storage is blocked', async () => {
    const blocked = () => {
      throw new DOMException('Storage is blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked });
    render(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(root).toHaveAttribute('data-theme', 'dark');
  });
});
