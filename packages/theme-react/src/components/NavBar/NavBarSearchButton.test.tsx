import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { NavBarSearchButton } from './NavBarSearchButton';
import { OPEN_SEARCH_EVENT } from './open-search-event';

const keys = () => [...document.querySelectorAll('kbd')].map((key) => key.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'userAgentData');
});

describe('NavBarSearchButton', () => {
  it('is a button named "Search" with the shortcut Ctrl K outside Apple platforms', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Win32');
    render(<NavBarSearchButton />);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    expect(keys()).toEqual(['Ctrl', 'K']);
  });

  it('shows ⌘ K on Apple platforms once mounted', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    render(<NavBarSearchButton />);
    expect(keys()).toEqual(['⌘', 'K']);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
  });

  it('prefers navigator.userAgentData.platform', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Win32');
    Object.defineProperty(navigator, 'userAgentData', { value: { platform: 'macOS' }, configurable: true });
    render(<NavBarSearchButton />);
    expect(keys()).toEqual(['⌘', 'K']);
  });

  it('renders Ctrl on the server, where the platform is unknown', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const html = renderToString(<NavBarSearchButton />);
    expect(html).toContain('<kbd>Ctrl</kbd>');
    expect(html).not.toContain('⌘');
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
