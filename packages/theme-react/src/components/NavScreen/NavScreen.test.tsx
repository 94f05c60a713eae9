import { defaultLocales, type NavItem, versionMenu } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavScreen } from './NavScreen';

const nav: NavItem[] = [
  { text: 'Guide', link: '/en/guide/' },
  {
    text: 'Components',
    items: [
      { text: 'Buttons', link: '/en/components/buttons' },
      { text: 'Inputs', items: [{ text: 'Select', link: '/en/components/select' }] },
    ],
  },
  { text: 'Later' },
  { text: 'Blog', link: 'https://blog.lectern.dev/' },
];
const socialLinks = [{ icon: 'github', link: 'https://github.com/lectern/lectern' }];

describe('NavScreen', () => {
  it('is hidden unless open', () => {
    const { container } = render(<NavScreen id="screen" currentPath="/" nav={nav} />);
    expect(container.querySelector('#screen')).not.toBeVisible();
  });

  it('shows the main menu with groups expanded as named sections', () => {
    render(<NavScreen open currentPath="/en/components/select" nav={nav} />);
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    const components = within(menu).getByRole('list', { name: 'Components' });
    expect(within(components).getByRole('link', { name: 'Buttons' })).toBeVisible();
    const inputs = within(components).getByRole('list', { name: 'Inputs' });
    expect(within(inputs).getByRole('link', { name: 'Select' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Components')).toHaveAttribute('data-active');
    expect(screen.getByText('Later').tagName).toBe('SPAN');
    expect(screen.getByRole('link', { name: 'Blog (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('lists the languages, the appearance switch with its label, and the social links', () => {
    render(
      <NavScreen open currentPath="/zh-CN/guide/" locales={[...defaultLocales]} socialLinks={socialLinks} />,
    );
    const languages = screen.getByRole('list', { name: 'Change language' });
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/guide/');
    expect(within(languages).getByRole('link', { name: '简体中文' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Appearance')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Appearance' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Social links' })).toBeInTheDocument();
  });

  it('lists the versions under "Change version", each link with its version, the one read marked', () => {
    const versions = versionMenu('/0.1/en/guide/', { current: { name: '0.2' }, older: [{ name: '0.1' }] });
    render(<NavScreen open currentPath="/0.1/en/guide/" versions={versions} />);
    const list = screen.getByRole('list', { name: 'Change version' });
    const latest = within(list).getByRole('link', { name: '0.2 latest' });
    expect(latest).toHaveAttribute('href', '/en/guide/');
    expect(latest).toHaveAttribute('data-lectern-version', '0.2');
    expect(within(list).getByRole('link', { name: '0.1' })).toHaveAttribute('aria-current', 'true');
  });

  it('leaves out one language, one version, a hidden switch and missing social links', () => {
    render(
      <NavScreen
        open
        currentPath="/"
        nav={nav}
        versions={versionMenu('/', { current: { name: '1.0' }, older: [] })}
        locales={[{ title: 'English', locale: 'en', enabled: true }]}
        appearance="force-auto"
      />,
    );
    expect(screen.queryByRole('list', { name: 'Change language' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Change version' })).toBeNull();
    expect(screen.queryByText('Appearance')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Social links' })).toBeNull();
  });

  it('reports a followed link, not other clicks', async () => {
    const onNavigate = vi.fn();
    render(
      <NavScreen open currentPath="/" nav={[{ text: 'Intro', link: '#intro' }]} onNavigate={onNavigate} />,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Appearance' }));
    expect(onNavigate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Intro' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    document.documentElement.removeAttribute('data-theme');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <NavScreen
        open
        currentPath="/en/components/select"
        nav={nav}
        versions={versionMenu('/en/', { current: { name: '0.2' }, older: [{ name: '0.1' }] })}
        locales={[...defaultLocales]}
        socialLinks={socialLinks}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
