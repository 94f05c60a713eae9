import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../test/stub-match-media';
import { enhanceSidebar, setSidebarOpen } from './sidebar';

/** The element `selector` finds in `root`; the test fails when there is none. */
function element<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`no element matches ${selector}`);
  return found;
}

const html = document.documentElement;

const WIDE = '(min-width: 960px)';

/** A controllable viewport (jsdom has no matchMedia): narrow unless told otherwise. */
function mockViewport(wide = false) {
  const setMedia = stubMatchMedia({ [WIDE]: wide });
  return (next: boolean) => setMedia(WIDE, next);
}

/** The behaviours attached by a test, removed after it. */
const attached: (() => void)[] = [];

/** The page as the server draws it: a Menu button, the backdrop, the sidebar and the content. */
function drawPage(current = '/b') {
  document.body.innerHTML = `
    <header><button type="button" aria-controls="sidebar">Menu</button></header>
    <div>
      <button type="button" tabindex="-1" aria-label="Close sidebar" data-sidebar-backdrop></button>
      <nav id="sidebar" aria-label="Sidebar">
        <a href="/a"${current === '/a' ? ' aria-current="page"' : ''}>A</a>
        <a href="/b"${current === '/b' ? ' aria-current="page"' : ''}>B</a>
      </nav>
      <main><a href="/elsewhere">Content</a></main>
    </div>`;
  const sidebar = element<HTMLElement>('nav');
  const backdrop = element<HTMLElement>('[data-sidebar-backdrop]');
  const menu = element<HTMLElement>('header button');
  menu.addEventListener('click', () => setSidebarOpen(true));
  const stop = enhanceSidebar(sidebar, backdrop);
  attached.push(stop);
  return { sidebar, backdrop, menu, main: element('main'), stop };
}

/** Lets the MutationObserver run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  mockViewport();
});

afterEach(() => {
  for (const stop of attached.splice(0)) stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  html.removeAttribute('data-sidebar-open');
  document.body.innerHTML = '';
});

describe('enhanceSidebar: the overlay below 960 px', () => {
  it('opens with the Menu button: focus on the current page, the rest of the page inert', async () => {
    const page = drawPage();
    await userEvent.click(page.menu);
    await settle();
    expect(page.sidebar).toHaveAttribute('data-open');
    expect(document.activeElement).toBe(page.sidebar.querySelector('[aria-current="page"]'));
    expect(page.main).toHaveAttribute('inert');
    expect(document.querySelector('header')).toHaveAttribute('inert');
    expect(page.sidebar).not.toHaveAttribute('inert');
    expect(page.backdrop).not.toHaveAttribute('inert');
  });

  it('focuses the first link when no link is the current page', async () => {
    const page = drawPage('/none');
    await userEvent.click(page.menu);
    await settle();
    expect(document.activeElement?.textContent).toBe('A');
  });

  it('keeps Tab inside: from its last stop to its first and back, skipping links of a closed group', async () => {
    const page = drawPage();
    page.sidebar.insertAdjacentHTML(
      'beforeend',
      '<details><summary>Group</summary><a href="/c">C</a></details>',
    );
    await userEvent.click(page.menu);
    await settle();
    const summary = element('summary', page.sidebar);
    summary.focus();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('A');
    await userEvent.tab({ shift: true });
    expect(summary).toHaveFocus();
  });

  it('closes on Escape, restores the page and returns focus to the element focused before', async () => {
    const page = drawPage();
    await userEvent.click(page.menu);
    await settle();
    await userEvent.keyboard('{Escape}');
    await settle();
    expect(html).not.toHaveAttribute('data-sidebar-open');
    expect(page.sidebar).not.toHaveAttribute('data-open');
    expect(page.main).not.toHaveAttribute('inert');
    expect(page.menu).toHaveFocus();
  });

  it('returns focus to the button that controls it when nothing had focus (Safari does not focus clicked buttons)', async () => {
    const page = drawPage();
    setSidebarOpen(true);
    await settle();
    expect(document.activeElement?.textContent).toBe('B');
    await userEvent.keyboard('{Escape}');
    await settle();
    expect(page.menu).toHaveFocus();
  });

  it('closes on a click on the backdrop and returns focus', async () => {
    const page = drawPage();
    await userEvent.click(page.menu);
    await settle();
    await userEvent.click(page.backdrop);
    await settle();
    expect(html).not.toHaveAttribute('data-sidebar-open');
    expect(page.menu).toHaveFocus();
  });

  it('closes when another script closes it, without moving focus back', async () => {
    const page = drawPage();
    await userEvent.click(page.menu);
    await settle();
    setSidebarOpen(false);
    await settle();
    expect(page.main).not.toHaveAttribute('inert');
    expect(page.menu).not.toHaveFocus();
  });

  it('closes on popstate', async () => {
    const page = drawPage();
    await userEvent.click(page.menu);
    await settle();
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(html).not.toHaveAttribute('data-sidebar-open');
    expect(page.sidebar).not.toHaveAttribute('data-open');
  });

  it('closes when the viewport grows to 960 px', async () => {
    const setWide = mockViewport();
    const page = drawPage();
    await userEvent.click(page.menu);
    await settle();
    setWide(true);
    await settle();
    expect(html).not.toHaveAttribute('data-sidebar-open');
    expect(page.main).not.toHaveAttribute('inert');
  });

  it('does nothing modal from 960 px, where the sidebar is a column: the open state is dropped', async () => {
    mockViewport(true);
    const page = drawPage();
    setSidebarOpen(true);
    await settle();
    expect(html).not.toHaveAttribute('data-sidebar-open');
    expect(page.main).not.toHaveAttribute('inert');
    expect(page.sidebar).not.toHaveAttribute('data-open');
  });
});

describe('enhanceSidebar: on load', () => {
  it('turns transitions on 300 ms after it starts, not before', () => {
    vi.useFakeTimers();
    const page = drawPage();
    vi.advanceTimersByTime(299);
    expect(page.sidebar).not.toHaveAttribute('data-ready');
    vi.advanceTimersByTime(1);
    expect(page.sidebar).toHaveAttribute('data-ready');
    expect(page.backdrop).toHaveAttribute('data-ready');
  });

  it('attaches once: a second call changes nothing, and the first one stops it all', async () => {
    const page = drawPage();
    const again = enhanceSidebar(page.sidebar, page.backdrop);
    again();
    await userEvent.click(page.menu);
    await settle();
    expect(page.sidebar).toHaveAttribute('data-open');
    page.stop();
    expect(page.sidebar).not.toHaveAttribute('data-open');
    expect(page.main).not.toHaveAttribute('inert');
    setSidebarOpen(false);
    setSidebarOpen(true);
    await settle();
    expect(page.sidebar).not.toHaveAttribute('data-open');
  });

  it('leaves the sidebar where it is: the first-paint script revealed the current page, the reader may have scrolled since', () => {
    document.body.innerHTML = '<nav id="s"><a href="/b" aria-current="page">B</a></nav>';
    const nav = element('nav');
    nav.getBoundingClientRect = () => ({ top: 0, bottom: 100 }) as DOMRect;
    element('a', nav).getBoundingClientRect = () => ({ top: 400, bottom: 420 }) as DOMRect;
    attached.push(enhanceSidebar(nav));
    expect(nav.scrollTop).toBe(0);
  });
});
