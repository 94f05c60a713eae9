import { SETTINGS_STORAGE_KEY, serializeSettings, updateSettings } from '@lectern/theme-core';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPageStores } from '../stores/page-stores';
import { storedSettings } from '../test/stored-settings';
import { useSettings } from './useSettings';

/** Shows a hook instance's search hotkey and theme, with a button that changes the hotkey. */
function Probe({ name }: { name: string }) {
  const { values, update } = useSettings();
  return (
    <div>
      <output aria-label={name}>{`${values.searchHotkey} ${values.theme}`}</output>
      <button type="button" onClick={() => update({ searchHotkey: 'slash' })}>
        {`slash in ${name}`}
      </button>
    </div>
  );
}

/** Another tab writes (or removes) a value, and this tab hears of it. */
function otherTabWrites(key: string | null, value: string | null) {
  if (key !== null && value !== null) localStorage.setItem(key, value);
  if (key !== null && value === null) localStorage.removeItem(key);
  if (key === null) localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  forgetPageStores();
  localStorage.clear();
});

describe('useSettings', () => {
  it('gives the defaults when nothing is stored', () => {
    render(<Probe name="a" />);
    expect(screen.getByLabelText('a')).toHaveTextContent('mod-k system');
  });

  it('renders the defaults on the server, whatever is stored', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{"version":1,"values":{"theme":"dark"},"updatedAt":{}}');
    expect(renderToString(<Probe name="a" />)).toContain('mod-k system');
  });

  it('carries over the legacy keys, and writes them into the settings document', () => {
    localStorage.setItem('lectern-appearance', 'blackguard');
    localStorage.setItem('lectern-search-hotkey', 'slash');
    render(<Probe name="a" />);
    expect(screen.getByLabelText('a')).toHaveTextContent('slash blackguard');
    expect(storedSettings().values).toMatchObject({ theme: 'blackguard', searchHotkey: 'slash' });
    expect(storedSettings().updatedAt).toEqual({ theme: 0, searchHotkey: 0 });
  });

  it('stores a change, dated, and every instance in the page follows', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    render(
      <>
        <Probe name="a" />
        <Probe name="b" />
      </>,
    );
    await act(async () => screen.getByRole('button', { name: 'slash in a' }).click());
    expect(screen.getByLabelText('a')).toHaveTextContent('slash system');
    expect(screen.getByLabelText('b')).toHaveTextContent('slash system');
    expect(storedSettings().updatedAt).toEqual({ searchHotkey: 1_700_000_000_000 });
  });

  it('follows what another tab writes, and the defaults when it removes the settings', async () => {
    render(
      <>
        <Probe name="a" />
        <Probe name="b" />
      </>,
    );
    const written = serializeSettings(
      updateSettings(storedSettings(), { theme: 'dark', searchHotkey: 'slash' }, { now: 5 }),
    );
    await act(async () => otherTabWrites(SETTINGS_STORAGE_KEY, written));
    expect(screen.getByLabelText('a')).toHaveTextContent('slash dark');
    expect(screen.getByLabelText('b')).toHaveTextContent('slash dark');
    await act(async () => otherTabWrites(SETTINGS_STORAGE_KEY, null));
    expect(screen.getByLabelText('a')).toHaveTextContent('mod-k system');
    await act(async () => otherTabWrites(SETTINGS_STORAGE_KEY, written));
    await act(async () => otherTabWrites(null, null));
    expect(screen.getByLabelText('b')).toHaveTextContent('mod-k system');
  });

  it('ignores storage events about other keys', async () => {
    render(<Probe name="a" />);
    const read = vi.fn();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(read);
    await act(async () => otherTabWrites('another-key', 'x'));
    expect(read).not.toHaveBeenCalled();
  });

  it('warns once about repaired settings, however many instances read them, and writes them back repaired', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      '{"version":1,"values":{"theme":"sepia","searchHotkey":"slash"},"updatedAt":{}}',
    );
    render(
      <>
        <Probe name="a" />
        <Probe name="b" />
      </>,
    );
    expect(screen.getByLabelText('a')).toHaveTextContent('slash system');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('values.theme: expected one of');
    expect(storedSettings().values.searchHotkey).toBe('slash');
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).not.toContain('sepia');
  });

  it('keeps a change for the page when storage is blocked', async () => {
    const blocked = () => {
      throw new DOMException('Storage is blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked });
    render(<Probe name="a" />);
    await act(async () => screen.getByRole('button', { name: 'slash in a' }).click());
    expect(screen.getByLabelText('a')).toHaveTextContent('slash system');
  });
});
