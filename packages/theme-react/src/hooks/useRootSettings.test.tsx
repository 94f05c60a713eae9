import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPageStores } from '../stores/page-stores';
import { useRootSettings } from './useRootSettings';

const root = document.documentElement;

function Probe() {
  useRootSettings();
  return null;
}

function otherTabWrites(value: string) {
  localStorage.setItem('lectern-settings', value);
  window.dispatchEvent(new StorageEvent('storage', { key: 'lectern-settings', newValue: value }));
}

afterEach(() => {
  vi.restoreAllMocks();
  forgetPageStores();
  localStorage.clear();
  root.removeAttribute('dir');
  root.removeAttribute('data-dark-code');
});

describe('useRootSettings', () => {
  it('leaves <html> as the first-paint script set it until the settings change', () => {
    root.dir = 'rtl';
    render(<Probe />);
    expect(root).toHaveAttribute('dir', 'rtl');
  });

  it('follows a direction and dark code blocks chosen in another tab', async () => {
    render(<Probe />);
    await act(async () =>
      otherTabWrites(
        '{"version":1,"values":{"direction":"rtl","darkCodeBlocks":true},"updatedAt":{"direction":1}}',
      ),
    );
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('data-dark-code', '');
    await act(async () =>
      otherTabWrites('{"version":1,"values":{"direction":"ltr"},"updatedAt":{"direction":2}}'),
    );
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(root).not.toHaveAttribute('data-dark-code');
  });

  it('has damaged stored settings repaired once the browser is idle, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(
      'lectern-settings',
      '{"version":1,"values":{"theme":"sepia","ads":false},"updatedAt":{"theme":1,"ads":2}}',
    );
    render(<Probe />);
    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(warn.mock.calls[0]?.[0]).toContain('values.theme');
    const repaired = JSON.parse(localStorage.getItem('lectern-settings') ?? '{}');
    expect(repaired.values).toMatchObject({ theme: 'system', ads: false });
    expect(repaired.updatedAt).toEqual({ ads: 2 });
  });

  it('moves the legacy keys into the settings document once the browser is idle', async () => {
    localStorage.setItem('lectern-appearance', 'blackguard');
    render(<Probe />);
    await waitFor(() => expect(localStorage.getItem('lectern-settings')).not.toBeNull());
    expect(JSON.parse(localStorage.getItem('lectern-settings') ?? '{}').values.theme).toBe('blackguard');
  });

  it('writes nothing for a visitor who stored nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Probe />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.length).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });
});
