import { defaultLocales, versionMenu } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NavBarExtra } from './NavBarExtra';

const socialLinks = [{ icon: 'github', link: 'https://github.com/lectern/lectern' }];
const button = () => screen.getByRole('button', { name: 'Extra navigation' });

afterEach(() => document.documentElement.removeAttribute('data-theme'));

describe('NavBarExtra', () => {
  it('gathers the languages, the appearance switch and the social links', async () => {
    render(<NavBarExtra currentPath="/en/guide/" locales={[...defaultLocales]} socialLinks={socialLinks} />);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button());
    const panel = document.getElementById(button().getAttribute('aria-controls') ?? '') as HTMLElement;
    const languages = within(panel).getByRole('list', { name: 'Change language' });
    expect(within(languages).getByRole('link', { name: '简体中文' })).toHaveAttribute(
      'href',
      '/zh-CN/guide/',
    );
    expect(within(panel).getByRole('switch', { name: 'Appearance' })).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Social links' })).toBeInTheDocument();
  });

  it('lists the versions before the languages, each link with its version', async () => {
    const versions = versionMenu('/en/guide/', { current: { name: '0.2' }, older: [{ name: '0.1' }] });
    render(<NavBarExtra currentPath="/en/guide/" versions={versions} locales={[...defaultLocales]} />);
    await userEvent.click(button());
    const panel = document.getElementById(button().getAttribute('aria-controls') ?? '') as HTMLElement;
    const lists = within(panel).getAllByRole('list');
    expect(lists[0]).toHaveAccessibleName('Change version');
    const older = within(lists[0] as HTMLElement).getByRole('link', { name: '0.1' });
    expect(older).toHaveAttribute('href', '/0.1/en/guide/');
    expect(older).toHaveAttribute('data-lectern-version', '0.1');
    expect(within(panel).getByRole('link', { name: '0.2 latest' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows for two versions alone, and leaves out one version', async () => {
    const versions = versionMenu('/', { current: { name: '0.2' }, older: [{ name: '0.1' }] });
    const { rerender } = render(<NavBarExtra currentPath="/" appearance={false} versions={versions} />);
    expect(button()).toBeInTheDocument();
    rerender(<NavBarExtra currentPath="/" appearance={false} versions={versions.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves through links and the switch with the arrow keys', async () => {
    render(<NavBarExtra currentPath="/en/" locales={[...defaultLocales]} socialLinks={socialLinks} />);
    button().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'github' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('switch', { name: 'Appearance' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves out what there is not: one language, no switch', async () => {
    render(
      <NavBarExtra
        currentPath="/"
        locales={[{ title: 'English', locale: 'en', enabled: true }]}
        appearance="force-dark"
        socialLinks={socialLinks}
      />,
    );
    await userEvent.click(button());
    expect(screen.queryByRole('list', { name: 'Change language' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('link', { name: 'github' })).toBeVisible();
  });

  it('renders nothing when it would be empty', () => {
    const { container } = render(<NavBarExtra currentPath="/" appearance={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no accessibility violations when open', async () => {
    const { container } = render(
      <NavBarExtra currentPath="/en/" locales={[...defaultLocales]} socialLinks={socialLinks} />,
    );
    await userEvent.click(button());
    await expectNoAxeViolations(container);
  });
});
