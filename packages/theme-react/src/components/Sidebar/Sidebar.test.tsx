import type { ResolvedSidebarItem } from '@lectern/theme-core';
import { SIDEBAR_ID } from '@lectern/theme-core/dom';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from './Sidebar';

const items: ResolvedSidebarItem[] = [
  {
    text: 'Getting started',
    items: [
      { text: 'Introduction', link: '/guide/' },
      { text: 'Installation', link: '/guide/installation' },
    ],
  },
  {
    text: 'Components',
    collapsed: false,
    items: [
      { text: 'Alerts', link: '/components/alerts' },
      {
        text: 'Data tables',
        link: '/components/data-tables/',
        collapsed: true,
        items: [{ text: 'Basics', link: '/components/data-tables/basics' }],
      },
      {
        text: 'Level 2',
        items: [
          {
            text: 'Level 3',
            collapsed: true,
            items: [{ text: 'Level 4', items: [{ text: 'Level 5', link: '/deep/five' }] }],
          },
        ],
      },
    ],
  },
  { text: 'API', collapsed: true, items: [{ text: 'Props', link: '/api/props' }] },
  { text: 'GitHub', link: 'https://github.com/lectern/lectern' },
  { text: 'Changelog', link: '/changelog' },
];

const html = document.documentElement;

/** A controllable matchMedia (jsdom has none): narrow (overlay) unless told otherwise. */
function mockViewport(wide = false) {
  let matches = wide;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

function Page({ currentPath = '/guide/installation' }: { currentPath?: string }) {
  return (
    <>
      <header>
        <button
          type="button"
          aria-controls={SIDEBAR_ID}
          onClick={() => html.setAttribute('data-sidebar-open', 'true')}
        >
          Menu
        </button>
      </header>
      <div>
        <Sidebar items={items} currentPath={currentPath} />
        <main>
          <a href="/elsewhere">Content link</a>
        </main>
      </div>
    </>
  );
}

const sidebar = () => screen.getByRole('navigation', { name: 'Sidebar navigation' });
const openWithMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  await vi.waitFor(() => expect(sidebar()).toHaveAttribute('data-open'));
};

beforeEach(() => {
  mockViewport();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  html.removeAttribute('data-sidebar-open');
});

describe('Sidebar', () => {
  it('draws its top slot (the pinned pages) first in the navigation, before its items', () => {
    mockViewport(true);
    render(<Sidebar items={items} currentPath="/guide/" top={<p>Pinned first</p>} />);
    const nav = screen.getByRole('navigation', { name: 'Sidebar navigation' });
    expect(nav.firstElementChild).toHaveTextContent('Pinned first');
  });

  it('is a navigation landmark with the id the Menu button controls', () => {
    render(<Sidebar items={items} currentPath="/guide/" />);
    expect(sidebar()).toHaveAttribute('id', SIDEBAR_ID);
  });

  it('titles top-level groups with headings', () => {
    render(<Sidebar items={items} currentPath="/guide/" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Getting started',
      'Components',
      'API',
    ]);
  });

  it('marks the current page with aria-current="page", and only it', () => {
    render(<Sidebar items={items} currentPath="/guide/installation.html" />);
    const current = within(sidebar())
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current).toEqual([screen.getByRole('link', { name: 'Installation' })]);
    expect(current[0]).toHaveAttribute('aria-current', 'page');
  });

  it('renders nested items down to depth 5', () => {
    render(<Sidebar items={items} currentPath="/deep/five" />);
    const deepest = screen.getByRole('link', { name: 'Level 5' });
    expect(deepest).toHaveAttribute('aria-current', 'page');
    expect(deepest.closest('ul')?.parentElement?.closest('ul')?.parentElement?.closest('ul')).toBeTruthy();
    // The collapsed section that contains the current page starts open.
    expect(screen.getByText('Level 3').closest('details')).toHaveAttribute('open');
  });

  it('starts collapsed sections closed, and open when they contain the current page', () => {
    render(<Sidebar items={items} currentPath="/api/props" />);
    expect(screen.getByText('API').closest('details')).toHaveAttribute('open');
    const dataTables = screen.getByRole('link', { name: 'Data tables' }).parentElement?.parentElement;
    expect(dataTables?.querySelector('details')).not.toHaveAttribute('open');
    expect(screen.getByText('Components').closest('details')).toHaveAttribute('open');
  });

  it('keeps sections without a collapsed setting always open, without a toggle', () => {
    const { container } = render(<Sidebar items={items} currentPath="/api/props" />);
    const gettingStarted = screen.getByRole('heading', { name: 'Getting started' });
    expect(gettingStarted.closest('details')).toBeNull();
    expect(container.querySelectorAll('summary')).toHaveLength(4);
  });

  it('toggles a collapsible section, whose summary controls its list', async () => {
    render(<Sidebar items={items} currentPath="/guide/" />);
    const details = screen.getByText('API').closest('details') as HTMLDetailsElement;
    const summary = details.querySelector('summary') as HTMLElement;
    expect(details.open).toBe(false);
    expect(document.getElementById(summary.getAttribute('aria-controls') ?? '')).toContainElement(
      within(details).getByRole('link', { name: 'Props', hidden: true }),
    );
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    await userEvent.click(summary);
    expect(details.open).toBe(false);
  });

  it('gives a section whose title is a link a separate toggle named after it', async () => {
    render(<Sidebar items={items} currentPath="/guide/" />);
    const toggle = screen.getByLabelText('Toggle section Data tables');
    const details = toggle.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(toggle);
    expect(details.open).toBe(true);
    expect(screen.getByRole('link', { name: 'Data tables' })).toHaveAttribute(
      'href',
      '/components/data-tables/',
    );
  });

  it('opens a closed section again when the current page moves into it', () => {
    const { rerender } = render(<Sidebar items={items} currentPath="/guide/" />);
    const details = screen.getByText('API').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    rerender(<Sidebar items={items} currentPath="/api/props" />);
    expect(details.open).toBe(true);
  });

  it('lets the reader close the section of the current page, and opens it on the next page inside it', async () => {
    const { rerender } = render(<Sidebar items={items} currentPath="/components/data-tables/" />);
    const details = screen
      .getByLabelText('Toggle section Data tables')
      .closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    await userEvent.click(screen.getByLabelText('Toggle section Data tables'));
    expect(details.open).toBe(false);
    rerender(<Sidebar items={items} currentPath="/components/data-tables/basics" />);
    expect(details.open).toBe(true);
  });

  it('opens external links in a new tab and says so', () => {
    render(<Sidebar items={items} currentPath="/guide/" />);
    const github = screen.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noreferrer');
    expect(screen.getByRole('link', { name: 'Changelog' })).not.toHaveAttribute('target');
  });

  it('keeps the target and rel an item sets, and shows items without a link as text', () => {
    render(
      <Sidebar
        items={[
          { text: 'Sponsors', link: 'https://example.com/', target: '_self', rel: 'sponsored' },
          { text: 'Coming soon' },
        ]}
        currentPath="/"
      />,
    );
    const sponsors = screen.getByRole('link', { name: 'Sponsors' });
    expect(sponsors).toHaveAttribute('target', '_self');
    expect(sponsors).toHaveAttribute('rel', 'sponsored');
    expect(screen.getByText('Coming soon').tagName).toBe('SPAN');
  });

  it('uses the labels it is given', () => {
    render(
      <Sidebar
        items={items}
        currentPath="/guide/"
        labels={{ 'sidebar.label': 'Seitennavigation', 'sidebar.close': 'Seitenleiste schließen' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seitenleiste schließen' })).toBeInTheDocument();
  });

  it('renders nothing without items', () => {
    const { container } = render(<Sidebar items={[]} currentPath="/" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('turns transitions on only 300 ms after mount', () => {
    vi.useFakeTimers();
    render(<Sidebar items={items} currentPath="/guide/" />);
    expect(sidebar()).not.toHaveAttribute('data-ready');
    act(() => vi.advanceTimersByTime(299));
    expect(sidebar()).not.toHaveAttribute('data-ready');
    act(() => vi.advanceTimersByTime(1));
    expect(sidebar()).toHaveAttribute('data-ready');
  });

  it('scrolls the current page into view on mount, only when it is not visible, by scrolling itself', () => {
    let linkBox = DOMRect.fromRect({ y: 900, height: 30 });
    const original = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      if (this.id === SIDEBAR_ID) return DOMRect.fromRect({ y: 64, height: 736 });
      return this.hasAttribute('aria-current') ? linkBox : DOMRect.fromRect();
    };
    try {
      const { unmount } = render(<Sidebar items={items} currentPath="/changelog" />);
      // The link (900–930) comes to the middle of the sidebar (64–800): 417–447; the page does not move.
      expect(sidebar().scrollTop).toBe(483);
      unmount();
      linkBox = DOMRect.fromRect({ y: 300, height: 30 });
      render(<Sidebar items={items} currentPath="/changelog" />);
      expect(sidebar().scrollTop).toBe(0);
    } finally {
      HTMLElement.prototype.getBoundingClientRect = original;
    }
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Sidebar items={items} currentPath="/components/data-tables/basics" />);
    await expectNoAxeViolations(container);
  });
});

describe('Sidebar as an overlay (below 960 px)', () => {
  // The overlay behaviour in full is tested with useSidebarOverlay; this is the wiring.
  it('opens from the Menu button with focus on the current page; Escape returns focus to Menu', async () => {
    render(<Page />);
    await openWithMenu();
    expect(screen.getByRole('link', { name: 'Installation' })).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(html).not.toHaveAttribute('data-sidebar-open');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes on a click on the backdrop, labelled "Close sidebar"', async () => {
    render(<Page />);
    await openWithMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Close sidebar' }));
    expect(html).not.toHaveAttribute('data-sidebar-open');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes when the current page changes', async () => {
    const { rerender } = render(<Page />);
    await openWithMenu();
    rerender(<Page currentPath="/guide/" />);
    await vi.waitFor(() => expect(html).not.toHaveAttribute('data-sidebar-open'));
  });

  it('has no accessibility violations while open', async () => {
    const { container } = render(<Page />);
    await openWithMenu();
    await expectNoAxeViolations(container);
  });
});
