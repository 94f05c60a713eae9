import { defaultLocales, type LocaleEntry } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NavBarLanguageMenu } from './NavBarLanguageMenu';

const button = () => screen.getByRole('button', { name: 'Change language' });

describe('NavBarLanguageMenu', () => {
  it('is a closed button named "Change language"', () => {
    render(<NavBarLanguageMenu currentPath="/en/guide/intro" locales={[...defaultLocales]} />);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the same page in each offered language, marking the current one', async () => {
    render(<NavBarLanguageMenu currentPath="/zh-CN/guide/intro" locales={[...defaultLocales]} />);
    await userEvent.click(button());
    const panel = document.getElementById(button().getAttribute('aria-controls') ?? '') as HTMLElement;
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['English', '简体中文', 'Help translate']);
    const english = within(panel).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/guide/intro');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).not.toHaveAttribute('aria-current');
    expect(within(panel).getByRole('link', { name: '简体中文' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens by keyboard onto the first language, and Escape returns to the button', async () => {
    render(<NavBarLanguageMenu currentPath="/en/" locales={[...defaultLocales]} />);
    await userEvent.tab();
    expect(button()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '简体中文' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is hidden when fewer than two languages are offered', () => {
    const locales: LocaleEntry[] = [
      { title: 'English', locale: 'en', enabled: true },
      { title: '日本語', locale: 'ja', enabled: false },
    ];
    const { container } = render(<NavBarLanguageMenu currentPath="/en/" locales={locales} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes its name from labels', () => {
    render(
      <NavBarLanguageMenu
        currentPath="/"
        locales={[...defaultLocales]}
        labels={{ 'nav.languageMenu': '切换语言' }}
      />,
    );
    expect(screen.getByRole('button', { name: '切换语言' })).toBeInTheDocument();
  });

  it('has no accessibility violations when open', async () => {
    const { container } = render(<NavBarLanguageMenu currentPath="/en/" locales={[...defaultLocales]} />);
    await userEvent.click(button());
    await expectNoAxeViolations(container);
  });
});
