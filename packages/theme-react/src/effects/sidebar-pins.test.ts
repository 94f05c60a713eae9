import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SidebarPins } from '../components/Sidebar/SidebarPins';
import { changeSettings } from '../settings/settings-source';
import { forgetAccount, signIn } from '../test/account';
import { startSidebarPins } from './sidebar-pins';

let stop = () => {};

function sidebarPins(pins: string[], path = '/en/guide/', locale = 'en', labels = {}) {
  localStorage.setItem('lectern-settings', JSON.stringify({ version: 1, values: { pins }, updatedAt: {} }));
  localStorage.setItem('lectern-pin-titles', JSON.stringify({ '/components/alert/': 'Alert' }));
  const { container } = render(
    createElement(
      'nav',
      { 'aria-label': 'Sidebar navigation' },
      createElement(SidebarPins, { locale, currentPath: path, labels }),
    ),
  );
  stop = startSidebarPins(container);
  return container;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-lectern-base');
  stop();
  forgetAccount();
  localStorage.clear();
});

describe('startSidebarPins', () => {
  it("heads the sidebar with a subscriber's pins in the page's language, the current page marked", async () => {
    await signIn('subscriber');
    const container = sidebarPins(['/components/alert/', '/guide/'], '/zh-CN/guide/', 'zh-CN', {
      'sidebar.pinned': '已固定',
    });
    const list = screen.getByRole('list', { name: '已固定' });
    expect(within(list).getByRole('link', { name: 'Alert' })).toHaveAttribute(
      'href',
      '/zh-CN/components/alert/',
    );
    expect(within(list).getByRole('link', { name: 'Guide' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });

  it('links the pins under the site’s base path, the current page marked', async () => {
    await signIn('subscriber');
    document.documentElement.setAttribute('data-lectern-base', '/docs/');
    sidebarPins(['/components/alert/', '/guide/'], '/docs/en/guide/');
    const list = screen.getByRole('list', { name: 'Pinned pages' });
    expect(within(list).getByRole('link', { name: 'Alert' })).toHaveAttribute(
      'href',
      '/docs/en/components/alert/',
    );
    expect(within(list).getByRole('link', { name: 'Guide' })).toHaveAttribute('aria-current', 'page');
  });

  it('stays hidden for a visitor who is not a subscriber, and follows the account and the pins', async () => {
    sidebarPins(['/components/alert/']);
    expect(screen.queryByRole('list', { name: 'Pinned pages' })).not.toBeInTheDocument();
    await signIn('subscriber');
    expect(screen.getByRole('list', { name: 'Pinned pages' })).toBeInTheDocument();
    await changeSettings({ pins: [] });
    expect(screen.queryByRole('list', { name: 'Pinned pages' })).not.toBeInTheDocument();
  });

  it('does nothing without the pinned pages group', () => {
    expect(startSidebarPins(document.createElement('div'))).toBeTypeOf('function');
  });
});
