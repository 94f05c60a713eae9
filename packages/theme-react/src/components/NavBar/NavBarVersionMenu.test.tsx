import { type SiteVersions, versionMenu } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NavBarVersionMenu } from './NavBarVersionMenu';

const siteVersions: SiteVersions = {
  current: { name: '0.3', label: 'v0.3' },
  older: [{ name: '0.2', label: 'v0.2' }, { name: '0.1' }],
};
const button = () => screen.getByRole('button', { name: /^Change version/ });
const panelOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('NavBarVersionMenu', () => {
  it('is a closed button showing the version being read, named "Change version" before it', () => {
    render(<NavBarVersionMenu versions={versionMenu('/0.2/en/guide/', siteVersions)} />);
    expect(button()).toHaveAccessibleName('Change version v0.2');
    expect(button()).toHaveTextContent(/v0\.2$/);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the same page in each version with its name in data-lectern-version, marking the one read', async () => {
    render(<NavBarVersionMenu versions={versionMenu('/0.2/en/guide/', siteVersions)} />);
    await userEvent.click(button());
    const links = within(panelOf(button())).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/guide/',
      '/0.2/en/guide/',
      '/0.1/en/guide/',
    ]);
    expect(links.map((link) => link.getAttribute('data-lectern-version'))).toEqual(['0.3', '0.2', '0.1']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(links[0]).toHaveAccessibleName('v0.3 latest');
    expect(links[2]).toHaveAccessibleName('0.1');
  });

  it('opens by keyboard onto the first version, and Escape returns to the button', async () => {
    render(<NavBarVersionMenu versions={versionMenu('/en/', siteVersions)} />);
    await userEvent.tab();
    expect(button()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'v0.3 latest' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'v0.2' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is hidden with fewer than two versions', () => {
    const one = versionMenu('/en/', { current: { name: '1.0' }, older: [] });
    const { container } = render(<NavBarVersionMenu versions={one} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes its words from labels', async () => {
    render(
      <NavBarVersionMenu
        versions={versionMenu('/en/', siteVersions)}
        labels={{ 'nav.versionMenu': '切换版本', 'nav.latestVersion': '最新' }}
      />,
    );
    const menu = screen.getByRole('button', { name: '切换版本 v0.3' });
    await userEvent.click(menu);
    expect(within(panelOf(menu)).getByRole('link', { name: 'v0.3 最新' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('has no accessibility violations when open', async () => {
    const { container } = render(<NavBarVersionMenu versions={versionMenu('/0.1/en/', siteVersions)} />);
    await userEvent.click(button());
    await expectNoAxeViolations(container);
  });
});
