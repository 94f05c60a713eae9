import type { OutlineHeader, ResolvedSidebarItem } from '@lectern/theme-core';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outline } from '../components/Outline/Outline';
import { Sidebar } from '../components/Sidebar/Sidebar';
import { enhanceChrome } from './chrome';
import { setSidebarOpen } from './sidebar';

/** The element `selector` finds in `root`; the test fails when there is none. */
function element<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`no element matches ${selector}`);
  return found;
}

const headers: OutlineHeader[] = [
  { title: 'Install', link: '#install', level: 2, children: [] },
  { title: 'Usage', link: '#usage', level: 2, children: [] },
];
const items: ResolvedSidebarItem[] = [
  {
    text: 'Guide',
    items: [
      { text: 'Install', link: '/guide/install' },
      { text: 'Usage', link: '/guide/usage' },
    ],
  },
];
const tops: Record<string, number> = { install: 400, usage: 1600 };

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
  scrollTo(0);
  // The page as the server drew it: no React runs in the browser.
  document.body.innerHTML = `
    <header><button type="button" aria-controls="lectern-sidebar">Menu</button></header>
    ${renderToString(<Sidebar items={items} currentPath="/guide/usage" />)}
    <main>${Object.keys(tops)
      .map((id) => `<h2 id="${id}">${id}</h2>`)
      .join('')}</main>
    <aside>${renderToString(<Outline headers={headers} />)}</aside>`;
  for (const [id, top] of Object.entries(tops)) {
    const heading = document.getElementById(id);
    if (heading)
      heading.getBoundingClientRect = () => DOMRect.fromRect({ y: top - window.scrollY, height: 32 });
  }
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-sidebar-open');
  document.body.innerHTML = '';
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
});

describe('enhanceChrome on the markup the server drew', () => {
  it('marks the heading being read in the outline, and moves its marker', async () => {
    stop = enhanceChrome();
    const outline = element('[data-lectern-outline]');
    const marker = outline.querySelector('[data-outline-indicator]');
    expect(outline.querySelector('[aria-current]')).toBeNull();
    expect(marker).not.toHaveAttribute('data-visible');
    scrollTo(1700);
    expect(outline.querySelector('[aria-current="true"]')?.textContent).toBe('Usage');
    expect(marker).toHaveAttribute('data-visible');
  });

  it('opens the sidebar as an overlay with its focus on the current page, and the backdrop closes it', async () => {
    stop = enhanceChrome();
    setSidebarOpen(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const sidebar = document.getElementById('lectern-sidebar');
    expect(sidebar).toHaveAttribute('data-open');
    expect(document.activeElement?.textContent).toBe('Usage');
    expect(document.querySelector('main')).toHaveAttribute('inert');
    document.querySelector<HTMLElement>('[data-sidebar-backdrop]')?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sidebar).not.toHaveAttribute('data-open');
    expect(document.querySelector('main')).not.toHaveAttribute('inert');
  });

  it('attaches once however often it runs, and skips what the page does not have', () => {
    stop = enhanceChrome();
    const again = enhanceChrome();
    again();
    scrollTo(1700);
    expect(document.querySelector('[data-lectern-outline] [aria-current="true"]')?.textContent).toBe('Usage');
    document.body.innerHTML = '<main></main>';
    expect(() => enhanceChrome()()).not.toThrow();
  });
});
