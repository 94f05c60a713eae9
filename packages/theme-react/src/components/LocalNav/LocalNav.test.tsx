import type { OutlineHeader } from '@lectern/theme-core';
import { SIDEBAR_ID } from '@lectern/theme-core/dom';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalNav } from './LocalNav';

const headers: OutlineHeader[] = [
  {
    title: 'Installation',
    link: '#installation',
    level: 2,
    children: [{ title: 'With pnpm', link: '#with-pnpm', level: 3, children: [] }],
  },
  { title: 'Usage', link: '#usage', level: 2, children: [] },
];

const html = document.documentElement;
const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const outlineButton = () => screen.getByRole('button', { name: 'On this page' });
const panel = () =>
  document.getElementById(outlineButton().getAttribute('aria-controls') ?? '') as HTMLElement;
const openDropdown = async () => {
  await userEvent.click(outlineButton());
  expect(outlineButton()).toHaveAttribute('aria-expanded', 'true');
};

afterEach(() => html.removeAttribute('data-sidebar-open'));

describe('LocalNav', () => {
  it('shows the Menu button and the outline dropdown', () => {
    render(<LocalNav headers={headers} hasSidebar currentPath="/guide/" />);
    expect(menuButton()).toHaveAttribute('aria-controls', SIDEBAR_ID);
    expect(outlineButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
  });

  it('leaves out the Menu button without a sidebar, and the dropdown without headers', () => {
    const { rerender } = render(<LocalNav headers={headers} hasSidebar={false} currentPath="/" />);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    rerender(<LocalNav headers={[]} hasSidebar currentPath="/" />);
    expect(screen.queryByRole('button', { name: 'On this page' })).toBeNull();
    expect(menuButton()).toBeInTheDocument();
  });

  it('renders nothing with neither a sidebar nor headers', () => {
    const { container } = render(<LocalNav headers={[]} hasSidebar={false} currentPath="/" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the sidebar from Menu, its aria-expanded following the shared state', async () => {
    render(<LocalNav headers={headers} hasSidebar currentPath="/guide/" />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton());
    expect(html).toHaveAttribute('data-sidebar-open', 'true');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await act(async () => html.removeAttribute('data-sidebar-open'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes the outline title and labels', () => {
    render(
      <LocalNav
        headers={headers}
        hasSidebar
        outlineTitle="Contents"
        labels={{ 'localNav.menu': 'Menü', 'outline.returnToTop': 'Nach oben' }}
        currentPath="/"
      />,
    );
    expect(screen.getByRole('button', { name: 'Menü' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contents' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nach oben', hidden: true })).toBeInTheDocument();
  });
});

describe('LocalNavOutlineDropdown', () => {
  it('opens on click with "Return to top" first, then the headings', async () => {
    render(<LocalNav headers={headers} hasSidebar currentPath="/guide/" />);
    await openDropdown();
    expect(panel()).toBeVisible();
    const nav = within(panel()).getByRole('navigation', { name: 'On this page' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#installation', '#with-pnpm', '#usage']);
    expect(within(panel()).getAllByRole('button')[0]).toHaveTextContent('Return to top');
  });

  it('closes on a second click on its button', async () => {
    render(<LocalNav headers={headers} hasSidebar currentPath="/guide/" />);
    await openDropdown();
    await userEvent.click(outlineButton());
    expect(panel()).not.toBeVisible();
  });

  it('closes on Escape and puts focus back on its button', async () => {
    render(<LocalNav headers={headers} hasSidebar currentPath="/guide/" />);
    await openDropdown();
    await userEvent.tab();
    expect(within(panel()).getByRole('button', { name: 'Return to top' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(panel()).not.toBeVisible();
    expect(outlineButton()).toHaveFocus();
    expect(outlineButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, but not on a click inside', async () => {
    render(
      <>
        <LocalNav headers={headers} hasSidebar currentPath="/guide/" />
        <p>Outside</p>
      </>,
    );
    await openDropdown();
    await userEvent.click(panel());
    expect(panel()).toBeVisible();
    await userEvent.click(screen.getByText('Outside'));
    expect(panel()).not.toBeVisible();
    expect(outlineButton()).not.toHaveFocus();
  });

  it('closes when a heading is followed', async () => {
    render(<LocalNav headers={headers} hasSidebar currentPath="/guide/" />);
    await openDropdown();
    await userEvent.click(within(panel()).getByRole('link', { name: 'With pnpm' }));
    expect(panel()).not.toBeVisible();
  });

  it('closes on route change and on popstate', async () => {
    const { rerender } = render(<LocalNav headers={headers} hasSidebar currentPath="/guide/" />);
    await openDropdown();
    rerender(<LocalNav headers={headers} hasSidebar currentPath="/guide/next" />);
    expect(panel()).not.toBeVisible();
    await openDropdown();
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(panel()).not.toBeVisible();
  });

  it('returns to the top of the page, closes and keeps focus on its button', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<LocalNav headers={headers} hasSidebar currentPath="/guide/" />);
    await openDropdown();
    await userEvent.click(within(panel()).getByRole('button', { name: 'Return to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(panel()).not.toBeVisible();
    expect(outlineButton()).toHaveFocus();
    scrollTo.mockRestore();
  });

  it('has no accessibility violations, closed or open', async () => {
    const { container } = render(<LocalNav headers={headers} hasSidebar currentPath="/guide/" />);
    await expectNoAxeViolations(container);
    await openDropdown();
    await expectNoAxeViolations(container);
  });
});
