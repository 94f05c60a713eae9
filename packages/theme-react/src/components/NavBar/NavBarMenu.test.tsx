import type { NavItem } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NavBarMenu } from './NavBarMenu';

const nav: NavItem[] = [
  { text: 'Guide', link: '/guide/' },
  {
    text: 'Components',
    items: [
      { text: 'All components', link: '/components/' },
      {
        text: 'Inputs',
        items: [
          { text: 'Text field', link: '/components/text-field' },
          { text: 'Select', link: '/components/select' },
        ],
      },
    ],
  },
  { text: 'GitHub', link: 'https://github.com/lectern/lectern' },
];

function renderMenu(currentPath = '/') {
  return render(
    <>
      <NavBarMenu nav={nav} currentPath={currentPath} />
      <a href="/after">After</a>
    </>,
  );
}

const groupButton = () => screen.getByRole('button', { name: 'Components' });

describe('NavBarMenu', () => {
  it('is a navigation landmark named "Main navigation"', () => {
    renderMenu();
    const landmark = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(landmark).getByRole('link', { name: 'Guide' })).toHaveAttribute('href', '/guide/');
  });

  it('marks the current page with aria-current and highlights the current section', () => {
    const { rerender } = renderMenu('/guide/intro');
    const guide = screen.getByRole('link', { name: 'Guide' });
    expect(guide).toHaveAttribute('data-active');
    expect(guide).not.toHaveAttribute('aria-current');
    rerender(<NavBarMenu nav={nav} currentPath="/guide/" />);
    expect(guide).toHaveAttribute('aria-current', 'page');
    rerender(<NavBarMenu nav={nav} currentPath="/guides/" />);
    expect(guide).not.toHaveAttribute('data-active');
  });

  it('opens external links in a new tab and says so', () => {
    renderMenu();
    const github = screen.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noreferrer');
  });

  it('shows a group as a closed disclosure button, highlighted when the page is in it', () => {
    const { rerender } = renderMenu('/components/select');
    const button = groupButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('data-active');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    rerender(<NavBarMenu nav={nav} currentPath="/guide/" />);
    expect(button).not.toHaveAttribute('data-active');
  });

  it('opens a group on click, with nested items as named sections', async () => {
    renderMenu('/components/select');
    await userEvent.click(groupButton());
    expect(groupButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(groupButton().getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toBeVisible();
    const inputs = within(panel).getByRole('list', { name: 'Inputs' });
    expect(within(inputs).getByRole('link', { name: 'Select' })).toHaveAttribute('aria-current', 'page');
    expect(within(inputs).getByRole('link', { name: 'Text field' })).not.toHaveAttribute('aria-current');
    await userEvent.click(groupButton());
    expect(groupButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter onto the first item, moves with the arrow keys and closes with Escape', async () => {
    renderMenu();
    groupButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(groupButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'All components' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Text field' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Select' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'All components' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Select' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'All components' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(groupButton()).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton()).toHaveFocus();
  });

  it('opens with Space or ArrowDown onto the first item, and ArrowUp onto the last', async () => {
    renderMenu();
    groupButton().focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('link', { name: 'All components' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'All components' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Select' })).toHaveFocus();
    groupButton().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'All components' })).toHaveFocus();
  });

  it('closes when focus tabs out of it', async () => {
    renderMenu();
    groupButton().focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /GitHub/ })).toHaveFocus();
    expect(groupButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, and ignores keys it does not use', async () => {
    renderMenu();
    await userEvent.click(groupButton());
    await userEvent.keyboard('x');
    expect(groupButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(document.body);
    expect(groupButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(groupButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders an item without a link as text', () => {
    render(<NavBarMenu nav={[{ text: 'Soon' }]} currentPath="/" />);
    expect(screen.getByText('Soon').tagName).toBe('SPAN');
  });

  it('keeps a link to a language root for that very page', () => {
    render(
      <NavBarMenu
        nav={[{ text: '首页', link: '/zh-CN/' }]}
        currentPath="/zh-CN/guide/"
        match={{ localeRoots: ['/zh-CN/'] }}
      />,
    );
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('data-active');
  });

  it('renders nothing for an empty menu', () => {
    const { container } = render(<NavBarMenu nav={[]} currentPath="/" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes its label from labels', () => {
    render(<NavBarMenu nav={nav} currentPath="/" labels={{ 'nav.mainNavigation': 'Hauptmenü' }} />);
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
  });

  it('has no accessibility violations, closed or open', async () => {
    const { container } = renderMenu('/components/select');
    await expectNoAxeViolations(container);
    await userEvent.click(groupButton());
    await expectNoAxeViolations(container);
  });
});
