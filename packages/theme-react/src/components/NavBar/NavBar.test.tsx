import { defaultLocales, type NavItem, versionMenu } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../test/stub-match-media';
import { NavBar, type NavBarProps } from './NavBar';

const WIDE = '(min-width: 768px)';
const root = document.documentElement;

const nav: NavItem[] = [
  { text: 'Guide', link: '/en/guide/' },
  { text: 'Components', items: [{ text: 'Buttons', link: '/en/components/buttons' }] },
];
const socialLinks = [{ icon: 'github', link: 'https://github.com/lectern/lectern' }];
const siteVersions = { current: { name: '0.2', label: 'v0.2' }, older: [{ name: '0.1', label: 'v0.1' }] };

let setMedia: (query: string, matches: boolean) => void;
beforeEach(() => {
  setMedia = stubMatchMedia({ [WIDE]: false });
});
afterEach(() => {
  root.removeAttribute('data-theme');
  root.removeAttribute('style');
  document.body.removeAttribute('style');
});

/** The bar on a page, with content after it. */
function renderPage(props: Partial<NavBarProps> = {}) {
  const all: NavBarProps = {
    siteTitle: 'Lectern',
    nav,
    socialLinks,
    locales: [...defaultLocales],
    currentPath: '/en/guide/',
    ...props,
  };
  const result = render(
    <>
      <NavBar {...all} />
      <main>
        <a href="#content">Content</a>
      </main>
    </>,
  );
  return {
    ...result,
    rerenderBar: (next: Partial<NavBarProps>) =>
      result.rerender(
        <>
          <NavBar {...all} {...next} />
          <main>
            <a href="#content">Content</a>
          </main>
        </>,
      ),
  };
}

const hamburger = () => screen.getByRole('button', { name: 'Site menu' });
const navScreen = () =>
  document.getElementById(hamburger().getAttribute('aria-controls') ?? '') as HTMLElement;

describe('NavBar', () => {
  it('is the banner, with the title, search, main menu, languages, switch and social links', () => {
    renderPage();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Lectern' })).toHaveAttribute('href', '/en/');
    expect(within(banner).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(banner).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(within(banner).getAllByRole('button', { name: 'Change language' })).toHaveLength(1);
    expect(within(banner).getByRole('switch', { name: 'Appearance' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Extra navigation' })).toBeInTheDocument();
    expect(within(banner).getByRole('list', { name: 'Social links' })).toBeInTheDocument();
  });

  it.each([
    ['the current language home', {}, '/en/'],
    ['a listed language reached by its alternate code', { currentPath: '/zh-Hans/guide/' }, '/zh-CN/'],
    ['the root without a language', { currentPath: '/guide/', locales: [] }, '/'],
    ['the logo link when given', { logoLink: 'https://lectern.dev/' }, 'https://lectern.dev/'],
  ])('links the title to %s', (_name, props, href) => {
    renderPage(props);
    expect(screen.getByRole('link', { name: 'Lectern' })).toHaveAttribute('href', href);
  });

  it('on a site under a base path, writes its own links under it and matches the menu after it', async () => {
    renderPage({
      base: '/docs/',
      currentPath: '/docs/zh-CN/guide/intro/',
      nav: [
        { text: 'Guide', link: '/docs/zh-CN/guide/intro/', activeMatch: '^/[^/]+/guide/' },
        { text: 'API', link: '/docs/zh-CN/api/' },
      ],
      accounts: true,
      settings: true,
    });
    expect(screen.getByRole('link', { name: 'Lectern' })).toHaveAttribute('href', '/docs/zh-CN/');
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByRole('link', { name: 'Guide' })).toHaveAttribute('data-active');
    expect(within(menu).getByRole('link', { name: 'API' })).not.toHaveAttribute('data-active');
    await userEvent.click(screen.getAllByRole('button', { name: 'Change language' })[0] as HTMLElement);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/docs/en/guide/intro/');
  });

  it('leads every language menu to the home of a language that has not the page', () => {
    renderPage({ currentPath: '/zh-CN/blog/launch/', pageLocales: ['zh-CN'] });
    const hrefsOf = (name: string) =>
      screen.getAllByRole('link', { name, hidden: true }).map((link) => link.getAttribute('href'));
    // The bar's menu, the "…" menu and the screen: each one leads English to its home.
    expect(new Set(hrefsOf('English'))).toEqual(new Set(['/en/']));
    expect(new Set(hrefsOf('简体中文'))).toEqual(new Set(['/zh-CN/blog/launch/']));
  });

  it('puts the versions in the bar before the languages, in the "…" menu and in the screen', () => {
    renderPage({ currentPath: '/0.1/en/guide/', versions: versionMenu('/0.1/en/guide/', siteVersions) });
    const menu = screen.getByRole('button', { name: 'Change version v0.1' });
    const language = screen.getAllByRole('button', { name: 'Change language' })[0] as HTMLElement;
    expect(menu.compareDocumentPosition(language) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /^v0\.[12]/, hidden: true });
    // The bar's menu, the "…" menu and the screen: each link carries its version's name.
    expect(links).toHaveLength(6);
    for (const link of links) {
      const name = link.getAttribute('data-lectern-version');
      expect(link.getAttribute('href')).toBe(name === '0.2' ? '/en/guide/' : '/0.1/en/guide/');
      expect(link.getAttribute('aria-current')).toBe(name === '0.1' ? 'true' : null);
    }
  });

  it('has no version menu with one version or none', () => {
    renderPage({ versions: versionMenu('/en/', { current: { name: '1.0' }, older: [] }) });
    expect(screen.queryByRole('button', { name: /^Change version/ })).toBeNull();
    expect(screen.queryAllByText('Change version')).toHaveLength(0);
  });

  it('leaves out the search button when search is off, and the switch for force-dark', () => {
    renderPage({ search: false, appearance: 'force-dark' });
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('draws the notifications after the search button and the account after the settings button', () => {
    renderPage({
      settings: true,
      notifications: <button type="button">Bell</button>,
      account: <button type="button">Ada</button>,
    });
    const names = within(screen.getByRole('banner'))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names.slice(0, 4)).toEqual(['SearchCtrl⌘K/', 'Bell', 'Settings', 'Ada']);
  });

  it('shows the settings button only when asked to, opening the settings with the perks locked', async () => {
    const { rerenderBar } = renderPage();
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    rerenderBar({ settings: true });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    // The panel is loaded on first open: give the import time on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('switch', { name: 'Ads' })).toBeDisabled();
  });

  it('has a hamburger controlling the nav screen, closed at first', () => {
    renderPage();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(navScreen()).not.toBeVisible();
    expect(root).not.toHaveAttribute('data-nav-screen-open');
  });

  it('opens the screen: page locked and inert, state on <html>; Escape closes it back to the hamburger', async () => {
    renderPage();
    await userEvent.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
    expect(navScreen()).toBeVisible();
    expect(root).toHaveAttribute('data-nav-screen-open', 'true');
    expect(root.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');

    await userEvent.keyboard('{Escape}');
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger()).toHaveFocus();
    expect(navScreen()).not.toBeVisible();
    expect(root).not.toHaveAttribute('data-nav-screen-open');
    expect(root.style.overflow).toBe('');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('starts the open screen under the bar wherever the bar is, as under a banner', async () => {
    renderPage();
    const bar = document.querySelector('[data-lectern-nav-bar]')?.firstElementChild as HTMLElement;
    bar.getBoundingClientRect = () => ({ bottom: 144 }) as DOMRect;
    await userEvent.click(hamburger());
    expect(root.style.getPropertyValue('--lectern-nav-screen-top')).toBe('144px');
    await userEvent.keyboard('{Escape}');
    expect(root.style.getPropertyValue('--lectern-nav-screen-top')).toBe('');
  });

  it('keeps focus inside while open: Tab and Shift+Tab wrap', async () => {
    renderPage();
    await userEvent.click(hamburger());
    const title = screen.getByRole('link', { name: 'Lectern' });
    const lastLink = within(navScreen()).getByRole('link', { name: 'github' });
    lastLink.focus();
    await userEvent.tab();
    expect(title).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(lastLink).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(lastLink).not.toHaveFocus();
    screen.getByRole('link', { name: 'Content', hidden: true }).focus();
    await userEvent.tab();
    expect(title).toHaveFocus();
  });

  it('shows the menu, languages, switch and social links in the screen', async () => {
    renderPage({ currentPath: '/en/components/buttons' });
    await userEvent.click(hamburger());
    const inScreen = within(navScreen());
    expect(inScreen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(inScreen.getByRole('link', { name: 'Buttons' })).toHaveAttribute('aria-current', 'page');
    expect(inScreen.getByRole('list', { name: 'Change language' })).toBeInTheDocument();
    expect(inScreen.getByRole('switch', { name: 'Appearance' })).toBeInTheDocument();
  });

  it('closes on a second click of the hamburger', async () => {
    renderPage();
    await userEvent.click(hamburger());
    await userEvent.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the page changes', async () => {
    const { rerenderBar } = renderPage();
    await userEvent.click(hamburger());
    rerenderBar({ currentPath: '/en/components/buttons' });
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on history navigation', async () => {
    renderPage();
    await userEvent.click(hamburger());
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the window reaches 768 px', async () => {
    renderPage();
    await userEvent.click(hamburger());
    act(() => setMedia(WIDE, true));
    expect(navScreen()).not.toBeVisible();
    expect(root).not.toHaveAttribute('data-nav-screen-open');
  });

  it('closes when a link in the screen is followed', async () => {
    renderPage({ nav: [{ text: 'Intro', link: '#intro' }] });
    await userEvent.click(hamburger());
    await userEvent.click(within(navScreen()).getByRole('link', { name: 'Intro' }));
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderPage();
    await expectNoAxeViolations(container);
  });

  it('has no accessibility violations with versions', async () => {
    const { container } = renderPage({ versions: versionMenu('/en/guide/', siteVersions) });
    await expectNoAxeViolations(container);
  });
});
