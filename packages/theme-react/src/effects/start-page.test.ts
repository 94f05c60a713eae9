import { RECENT_PAGES_STORAGE_KEY } from '@lectern/theme-core';
import { ACCOUNT_HINT_STORAGE_KEY } from '@lectern/theme-core/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PagePart, startPage } from './start-page';

const PAGE = `
  <header data-lectern-nav-bar><button aria-controls="lectern-sidebar">Menu</button></header>
  <nav id="lectern-sidebar"><a href="/en/a/" aria-current="page">A</a><button data-sidebar-gap="3+4">Show 4 more</button></nav>
  <main><h2 id="one">One</h2><a id="link" href="#one">One</a></main>
  <aside data-lectern-outline><a href="#one">One</a></aside>
  <div data-lectern-quickbar data-path="/en/a/" data-title="A" data-locale="en"><div data-quickbar-list="recent"><ul></ul></div></div>
`;

let started: PagePart[];
let causes: string[];
let stopped: PagePart[];
let stop: (() => void) | undefined;
let resolveSidebar: (() => void) | undefined;

/** Starts the page with parts that only say they started (the sidebar's when the test lets it). */
function start() {
  stop = startPage(document, (part, _doc, cause) => {
    started.push(part);
    causes.push(`${part} ${cause}`);
    const done = () => () => {
      stopped.push(part);
    };
    if (part !== 'sidebar') return Promise.resolve(done());
    return new Promise((resolve) => {
      resolveSidebar = () => resolve(done());
    });
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = PAGE;
  started = [];
  causes = [];
  stopped = [];
});

afterEach(() => {
  stop?.();
  stop = undefined;
  resolveSidebar = undefined;
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-quickbar-filled');
  document.documentElement.removeAttribute('data-sidebar-open');
  vi.unstubAllGlobals();
});

describe('startPage: each part of the page loads when it is needed', () => {
  it('loads nothing as a new visitor opens a page', async () => {
    start();
    await settle();
    expect(started).toEqual([]);
  });

  it("loads the reading effects and the settings on the visitor's first action, once", async () => {
    start();
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(started).toEqual(['reading', 'settings']);
    // Nothing changed before: the settings need not catch up.
    expect(causes).toEqual(['reading action', 'settings action']);
  });

  it('loads the reading effects at once on a page with a banner the visitor has not closed', async () => {
    document.body.insertAdjacentHTML('afterbegin', '<div data-lectern-banner="b1"></div>');
    start();
    await settle();
    expect(started).toEqual(['reading']);
    stop?.();
    started = [];
    document.documentElement.setAttribute('data-banner-dismissed', '');
    start();
    await settle();
    expect(started).toEqual([]);
    document.documentElement.removeAttribute('data-banner-dismissed');
  });

  it('loads at once what the page shows of what this browser keeps: pages read, notifications, a login', async () => {
    document.documentElement.setAttribute('data-quickbar-filled', '');
    document.body.insertAdjacentHTML('beforeend', '<div data-lectern-notifications></div>');
    localStorage.setItem(ACCOUNT_HINT_STORAGE_KEY, 'logged-in');
    start();
    await settle();
    expect(started).toEqual(['reading', 'notifications', 'account', 'settings']);
  });

  it('loads the version lens at once on a page with version badges or sections, else never', async () => {
    start();
    await settle();
    expect(started).toEqual([]);
    stop?.();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<span class="lectern-badge" data-lens-since="1.2">New in 1.2</span>',
    );
    start();
    await settle();
    expect(started).toEqual(['lens']);
  });

  it('follows another tab: stored changes load the reading effects and the settings, a login the account', async () => {
    start();
    window.dispatchEvent(new StorageEvent('storage', { key: 'lectern-settings' }));
    await settle();
    expect(started).toEqual(['reading', 'settings']);
    // The change came before they started: they catch up.
    expect(causes).toEqual(['reading change', 'settings change']);
    localStorage.setItem(ACCOUNT_HINT_STORAGE_KEY, 'subscriber');
    window.dispatchEvent(new StorageEvent('storage', { key: ACCOUNT_HINT_STORAGE_KEY }));
    await settle();
    expect(started).toEqual(['reading', 'settings', 'account']);
  });

  it('loads the account effects when the visitor is marked a subscriber after the first paint', async () => {
    start();
    document.documentElement.setAttribute('data-subscriber', '');
    await settle();
    expect(started).toEqual(['account']);
    document.documentElement.removeAttribute('data-subscriber');
  });

  it("loads the settings when the system's colour scheme changes", async () => {
    const scheme = new EventTarget();
    vi.stubGlobal('matchMedia', () => scheme);
    start();
    scheme.dispatchEvent(new Event('change'));
    await settle();
    expect(started).toEqual(['settings']);
  });

  it('fits the bar again and loads the outline when the window is resized; the outline on the first scroll', async () => {
    start();
    window.dispatchEvent(new Event('resize'));
    await settle();
    expect(started).toEqual(['navBar', 'outline']);

    stop?.();
    started = [];
    start();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(started).toEqual(['outline']);
  });

  it('loads the outline at the first frame on a page opened scrolled, without reading the layout before it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let read = 0;
    vi.stubGlobal('scrollY', undefined);
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        read += 1;
        return 400;
      },
    });
    start();
    await settle();
    expect(read).toBe(0);
    expect(started).toEqual([]);
    for (const frame of frames) frame(0);
    await settle();
    expect(started).toEqual(['outline']);
  });

  it('loads the sidebar when the pointer or the focus reaches it or its Menu button, not elsewhere', async () => {
    start();
    document.getElementById('link')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(started).not.toContain('sidebar');
    document.querySelector('[aria-controls]')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(started).toContain('sidebar');
  });

  it('loads the sidebar when its overlay opens', async () => {
    start();
    document.documentElement.setAttribute('data-sidebar-open', '');
    await settle();
    expect(started).toContain('sidebar');
  });

  it("holds a click on one of the sidebar's buttons until its behaviour has loaded, then clicks it again", async () => {
    start();
    const button = document.querySelector<HTMLButtonElement>('[data-sidebar-gap]') as HTMLButtonElement;
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    expect(started).toContain('sidebar');
    resolveSidebar?.();
    await settle();
    expect(clicks).toEqual([false]);
    button.click();
    expect(clicks).toEqual([false, false]);
  });

  it('stops the parts it started and listens no more', async () => {
    start();
    window.dispatchEvent(new Event('pointermove'));
    await settle();
    stop?.();
    stop = undefined;
    await settle();
    expect(stopped).toEqual(['reading', 'settings']);
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(started).toEqual(['reading', 'settings']);
  });

  it("with the package's own parts: the first action remembers the page as read", async () => {
    stop = startPage();
    expect(localStorage.getItem(RECENT_PAGES_STORAGE_KEY)).toBeNull();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(localStorage.getItem(RECENT_PAGES_STORAGE_KEY)).toContain('/en/a/'));
  });
});
