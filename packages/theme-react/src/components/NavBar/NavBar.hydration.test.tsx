import { defaultLocales } from '@lectern/theme-core';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/stub-match-media';
import { NavBar } from './NavBar';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-theme');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('NavBar hydration', () => {
  it('hydrates the server HTML without mismatches, then shows the dark theme', async () => {
    stubMatchMedia();
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const bar = (
      <NavBar
        siteTitle="Lectern"
        locales={[...defaultLocales]}
        currentPath="/en/"
        nav={[{ text: 'Guide', link: '/en/guide/' }]}
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(bar);
    document.body.append(container);
    // The first-paint script has already set the theme.
    document.documentElement.setAttribute('data-theme', 'dark');
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');

    await act(async () => {
      root = hydrateRoot(container, bar, { onRecoverableError });
    });

    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Appearance' })).toHaveAttribute('aria-checked', 'true'),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
