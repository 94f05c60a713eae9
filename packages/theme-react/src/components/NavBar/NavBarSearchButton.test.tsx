import { OPEN_SEARCH_EVENT } from '@lectern/theme-core/dom';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavBarSearchButton } from './NavBarSearchButton';
import * as styles from './NavBarSearchButton.css';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NavBarSearchButton', () => {
  it('is a button named "Search" whose shortcut is Ctrl K or ⌘ K, on every platform', () => {
    render(<NavBarSearchButton />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    const [modifier, key, slash] = [...button.querySelectorAll('kbd')];
    expect(slash).toHaveTextContent('/');
    expect(key?.textContent).toBe('K');
    // Both modifiers, each with its class: the stylesheet shows ⌘ under <html data-apple-platform>.
    expect(modifier?.querySelector(`.${styles.otherModifier.split(' ')[0]}`)).toHaveTextContent('Ctrl');
    expect(modifier?.querySelector(`.${styles.appleModifier.split(' ')[0]}`)).toHaveTextContent('⌘');
  });

  it('names / as its shortcut once hydrated for a visitor who chose it (the first paint shows it already)', async () => {
    document.documentElement.setAttribute('data-search-slash', '');
    try {
      render(<NavBarSearchButton />);
      expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', '/');
      document.documentElement.removeAttribute('data-search-slash');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute(
          'aria-keyshortcuts',
          'Control+K Meta+K',
        ),
      );
    } finally {
      document.documentElement.removeAttribute('data-search-slash');
    }
  });

  it('renders the same on the server, whatever the platform', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const mac = renderToString(<NavBarSearchButton />);
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Win32');
    expect(renderToString(<NavBarSearchButton />)).toBe(mac);
    expect(mac).toContain('Ctrl');
    expect(mac).toContain('⌘');
  });

  it('asks the search island to open with a lectern:open-search event on document', async () => {
    const listener = vi.fn();
    document.addEventListener(OPEN_SEARCH_EVENT, listener);
    render(<NavBarSearchButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    document.removeEventListener(OPEN_SEARCH_EVENT, listener);
    expect(OPEN_SEARCH_EVENT).toBe('lectern:open-search');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('takes its label from labels', () => {
    render(<NavBarSearchButton labels={{ 'nav.search': 'Suche' }} />);
    expect(screen.getByRole('button', { name: 'Suche' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<NavBarSearchButton />);
    await expectNoAxeViolations(container);
  });
});

describe('NavBarSearchButton label', () => {
  it('is marked lang="en" when it falls back to English on a page in another language', () => {
    render(<NavBarSearchButton locale="ja" labels={{}} />);
    expect(screen.getByText('Search')).toHaveAttribute('lang', 'en');
  });

  it('is not marked when the page gives it in its language', () => {
    render(<NavBarSearchButton locale="zh-CN" labels={{ 'nav.search': '搜索' }} />);
    expect(screen.getByText('搜索')).not.toHaveAttribute('lang');
  });
});
