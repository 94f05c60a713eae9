import { type PageMetadata, resolveLayout } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Layout, type LayoutProps } from './Layout';

const nav = (
  <header>
    <nav aria-label="Main navigation">
      <a href="/">Lectern</a>
    </nav>
  </header>
);
const localNav = <button type="button">Menu</button>;
const sidebar = (
  <nav aria-label="Sidebar navigation">
    <a href="/guide/">Guide</a>
  </nav>
);
const aside = (
  <nav aria-label="Table of contents for current page">
    <a href="#usage">Usage</a>
  </nav>
);

function Playground({ children }: { children?: ReactNode }) {
  return <div data-testid="playground">{children}</div>;
}

function renderLayout(frontmatter: PageMetadata, props: Partial<LayoutProps> = {}) {
  return render(
    <Layout
      page={{ frontmatter, relativePath: 'guide/intro.md' }}
      nav={nav}
      localNav={localNav}
      sidebar={sidebar}
      aside={aside}
      theme={{ footer: { message: 'MIT Licensed' } }}
      customLayouts={{ playground: Playground }}
      {...props}
    >
      <h1>Title</h1>
    </Layout>,
  );
}

const landmarks = () =>
  [...document.querySelectorAll('header, nav, main, aside, footer')].map(
    (element) => element.getAttribute('aria-label') ?? element.tagName.toLowerCase(),
  );

describe('Layout', () => {
  it('renders the doc layout by default: skip link, nav, local nav, sidebar, content, aside, footer', async () => {
    const { container } = renderLayout({});
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'doc');
    expect(landmarks()).toEqual([
      'header',
      'Main navigation',
      'Sidebar navigation',
      'main',
      'On this page',
      'Table of contents for current page',
      'Site footer',
    ]);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('puts the banner after the skip link and before the navigation bar, on every layout but none', async () => {
    const banner = <section aria-label="Announcement">News</section>;
    const { unmount } = renderLayout({}, { banner });
    expect(landmarks().slice(0, 2)).toEqual(['header', 'Main navigation']);
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(
      region.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    unmount();
    renderLayout({ layout: 'home' }, { banner });
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    renderLayout({ layout: false }, { banner });
    expect(screen.getAllByRole('region', { name: 'Announcement' })).toHaveLength(1);
  });

  it('gives the doc footer the page, theme and pager data', () => {
    renderLayout(
      {},
      {
        theme: { editLink: { pattern: '/edit/:path' } },
        prevNext: { next: { text: 'Setup', link: '/setup' } },
        page: { frontmatter: {}, relativePath: 'guide/intro.md', lastUpdated: Date.UTC(2024, 0, 15) },
        timeZone: 'UTC',
        locale: 'en',
      },
    );
    expect(screen.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      '/edit/guide/intro.md',
    );
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('1/15/24');
    expect(screen.getByRole('link', { name: 'Next page Setup' })).toBeInTheDocument();
  });

  it('leaves out the sidebar without items and the aside when the page switches it off', () => {
    const { container } = renderLayout({ aside: false }, { hasSidebarItems: false });
    expect(screen.queryByRole('navigation', { name: 'Sidebar navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-has-sidebar], [data-has-aside]')).toBeNull();
  });

  it('takes it that the sidebar has items when a sidebar is given', () => {
    renderLayout({}, { sidebar: undefined });
    expect(screen.queryByRole('navigation', { name: 'Sidebar navigation' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-has-sidebar]')).toBeNull();
    expect(document.querySelector('[data-has-aside]')).not.toBeNull();
  });

  it('places the aside before the content for aside: "left"', () => {
    renderLayout({ aside: 'left' });
    expect(document.querySelector('[data-aside-position]')).toHaveAttribute('data-aside-position', 'start');
  });

  it('renders the home layout: hero and features, never a sidebar or an aside', () => {
    const { container } = renderLayout({
      layout: 'home',
      hero: { name: 'Lectern' },
      features: [{ title: 'Fast' }, { title: 'Small' }],
    });
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'home');
    expect(landmarks()).toEqual(['header', 'Main navigation', 'main', 'Site footer']);
    const headings = within(screen.getByRole('main')).getAllByRole('heading');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Lectern', 'Fast', 'Small', 'Title']);
  });

  it('renders the page layout as bare content', () => {
    renderLayout({ layout: 'page' });
    expect(landmarks()).toEqual(['header', 'Main navigation', 'main', 'Site footer']);
    expect(screen.getByRole('main').innerHTML).toBe('<h1>Title</h1>');
  });

  it('renders only the content for layout: false, with the page class', () => {
    const { container } = renderLayout({ layout: false, pageClass: 'bare-page' });
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-layout', 'none');
    expect(root?.className).toBe('bare-page');
    expect(root?.innerHTML).toBe('<h1>Title</h1>');
  });

  it('renders a custom layout from the map inside the main landmark, with the sidebar', () => {
    const { container } = renderLayout({ layout: 'playground' });
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'custom');
    expect(container.firstElementChild).not.toHaveAttribute('data-unknown-layout');
    expect(screen.getByRole('main')).toHaveAttribute('data-pagefind-body');
    const playground = within(screen.getByRole('main')).getByTestId('playground');
    expect(playground).toHaveTextContent('Title');
    expect(screen.getByRole('navigation', { name: 'Sidebar navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it.each(['unknown', 'constructor'])(
    'renders the page layout for a custom layout %j that is not in the map, and names it',
    (name) => {
      const { container } = renderLayout({ layout: name });
      expect(container.firstElementChild).toHaveAttribute('data-unknown-layout', name);
      expect(screen.queryByTestId('playground')).not.toBeInTheDocument();
      expect(screen.getByRole('main').innerHTML).toBe('<h1>Title</h1>');
      expect(screen.queryByRole('navigation', { name: 'Sidebar navigation' })).not.toBeInTheDocument();
    },
  );

  it('applies the page class to its root next to its own class', () => {
    const { container } = renderLayout({ pageClass: 'api-page' });
    const root = container.firstElementChild;
    expect(root).toHaveClass('api-page');
    expect(root?.classList.length).toBe(2);
  });

  it('switches off the navigation bar and the footer as the page says', () => {
    renderLayout({ navbar: false, footer: false });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it('follows a layout resolved by the caller', () => {
    const layout = resolveLayout({ layout: 'page' }, { hasSidebarItems: false });
    const { container } = renderLayout({}, { layout });
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'page');
  });

  it('takes its texts from the labels', () => {
    renderLayout(
      {},
      { labels: { 'skipLink.label': 'Zum Inhalt', 'outline.onThisPage': 'Auf dieser Seite' } },
    );
    expect(screen.getByRole('link', { name: 'Zum Inhalt' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Auf dieser Seite' })).toBeInTheDocument();
  });

  it.each([
    ['doc', {}],
    ['home', { layout: 'home', hero: { name: 'Lectern', actions: [{ text: 'Go', link: '/guide/' }] } }],
    ['page', { layout: 'page' }],
    ['custom', { layout: 'playground' }],
  ] satisfies [string, PageMetadata][])(
    'has no accessibility violations in the %s layout',
    async (_name, meta) => {
      const { container } = renderLayout(meta);
      await expectNoAxeViolations(container);
    },
  );
});

describe('Layout skip link', () => {
  it('is marked lang="en" when its text falls back to English on a page in another language', () => {
    renderLayout({}, { locale: 'ja' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('lang', 'en');
  });

  it('is not marked when the page gives it in its language, or the page is English', () => {
    const { unmount } = renderLayout({}, { locale: 'zh-CN', labels: { 'skipLink.label': '跳到正文' } });
    expect(screen.getByRole('link', { name: '跳到正文' })).not.toHaveAttribute('lang');
    unmount();
    renderLayout({}, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).not.toHaveAttribute('lang');
  });
});
