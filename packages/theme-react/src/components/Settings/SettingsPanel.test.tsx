import { ROOT_SETTING_FLAGS } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetAccount, signIn } from '../../test/account';
import { storedSettings } from '../../test/stored-settings';
import { SettingsPanel } from './SettingsPanel';

const root = document.documentElement;

afterEach(() => {
  forgetAccount();
  localStorage.clear();
  for (const name of ['data-theme', 'dir', ...ROOT_SETTING_FLAGS.map((flag) => `data-${flag}`)]) {
    root.removeAttribute(name);
  }
});

describe('SettingsPanel', () => {
  it('is a dialog named Settings, with focus on its first choice, and has no axe violations', async () => {
    const { container } = render(<SettingsPanel onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('radio', { name: 'System' })).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('chooses a theme: shows it at once and keeps it in the settings document', async () => {
    render(<SettingsPanel />);
    await userEvent.click(screen.getByRole('radio', { name: 'Blackguard' }));
    expect(root).toHaveAttribute('data-theme', 'blackguard');
    expect(screen.getByRole('radio', { name: 'Blackguard' })).toBeChecked();
    expect(storedSettings().values.theme).toBe('blackguard');
  });

  it('starts from the site default while no theme was chosen, and offers none when it is forced', () => {
    const { unmount } = render(<SettingsPanel appearance="dark" />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    unmount();
    render(<SettingsPanel appearance="force-dark" />);
    expect(screen.queryByRole('group', { name: 'Theme' })).not.toBeInTheDocument();
  });

  it('sets the reading direction on <html>', async () => {
    render(<SettingsPanel />);
    await userEvent.click(screen.getByRole('radio', { name: 'Right to left' }));
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(storedSettings().values.direction).toBe('rtl');
  });

  it('keeps the search shortcut and dark code blocks', async () => {
    render(<SettingsPanel />);
    await userEvent.click(screen.getByRole('radio', { name: '/' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Dark code blocks' }));
    expect(storedSettings().values).toMatchObject({ searchHotkey: 'slash', darkCodeBlocks: true });
    expect(root).toHaveAttribute('data-dark-code', '');
    await userEvent.click(screen.getByRole('switch', { name: 'Dark code blocks' }));
    expect(root).not.toHaveAttribute('data-dark-code');
  });

  it('locks the subscriber perks for an anonymous visitor, each with its reason', () => {
    render(<SettingsPanel />);
    const pins = screen.getByRole('switch', { name: 'Pinned pages' });
    expect(pins).toBeDisabled();
    expect(pins).toHaveAccessibleDescription('Pinning pages is a subscriber perk.');
    expect(screen.getByRole('switch', { name: 'Ads' })).toHaveAccessibleDescription(
      'Turning off ads is a subscriber perk.',
    );
    expect(screen.getByText('Your settings are kept in this browser.')).toBeInTheDocument();
  });

  it('leaves the perks unlocked for a subscriber', () => {
    render(<SettingsPanel visitorRole="subscriber" />);
    expect(screen.getByRole('switch', { name: 'Rail drawer' })).toBeEnabled();
    expect(screen.queryByText('The rail drawer is a subscriber perk.')).not.toBeInTheDocument();
  });

  it("turns a subscriber's sidebar into a rail drawer at once", async () => {
    await act(() => signIn('subscriber'));
    render(<SettingsPanel />);
    await userEvent.click(screen.getByRole('switch', { name: 'Rail drawer' }));
    expect(storedSettings().values.railDrawer).toBe(true);
    expect(root).toHaveAttribute('data-rail-drawer', '');
    await userEvent.click(screen.getByRole('switch', { name: 'Rail drawer' }));
    expect(root).not.toHaveAttribute('data-rail-drawer');
  });

  it("hides a subscriber's ads at once when they turn them off", async () => {
    await act(() => signIn('subscriber'));
    render(<SettingsPanel />);
    const ads = screen.getByRole('switch', { name: 'Ads' });
    expect(ads).toBeChecked();
    await userEvent.click(ads);
    expect(storedSettings().values.ads).toBe(false);
    expect(root).toHaveAttribute('data-ads-off', '');
  });

  it("lists a subscriber's pinned pages, each of which they can unpin", async () => {
    localStorage.setItem(
      'lectern-settings',
      JSON.stringify({ version: 1, values: { pins: ['/components/alert/', '/guide/'] }, updatedAt: {} }),
    );
    localStorage.setItem('lectern-pin-titles', JSON.stringify({ '/components/alert/': 'Alert' }));
    render(<SettingsPanel visitorRole="subscriber" />);
    const list = screen.getByRole('list', { name: 'Pinned pages' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Alert×', 'Guide×']);
    await userEvent.click(screen.getByRole('button', { name: 'Unpin Alert' }));
    expect(storedSettings().values.pins).toEqual(['/guide/']);
    await userEvent.click(screen.getByRole('button', { name: 'Unpin Guide' }));
    expect(
      screen.getByText('No pinned pages yet. Pin a page with its “Pin this page” button.'),
    ).toBeInTheDocument();
  });

  it('shows a perk saved while subscribed at its default, locked, once the visitor is not a subscriber', () => {
    localStorage.setItem(
      'lectern-settings',
      JSON.stringify({
        version: 1,
        values: { railDrawer: true, ads: false },
        updatedAt: { railDrawer: 1, ads: 1 },
      }),
    );
    render(<SettingsPanel visitorRole="logged-in" />);
    expect(screen.getByRole('switch', { name: 'Rail drawer' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ads' })).toBeChecked();
  });

  it("takes the visitor's role from the account the site's server gave, and follows it", async () => {
    render(<SettingsPanel />);
    expect(screen.getByRole('switch', { name: 'Rail drawer' })).toBeDisabled();
    await act(() => signIn('subscriber'));
    expect(screen.getByRole('switch', { name: 'Rail drawer' })).toBeEnabled();
    expect(screen.queryByText('Your settings are kept in this browser.')).not.toBeInTheDocument();
  });

  it('shows API tables on component pages at once when turned on', async () => {
    render(<SettingsPanel />);
    const inline = screen.getByRole('switch', { name: 'API tables on component pages' });
    expect(inline).toHaveAccessibleDescription('Off, a component page links to its API page instead.');
    await userEvent.click(inline);
    expect(storedSettings().values.inlineApiTables).toBe(true);
    expect(root).toHaveAttribute('data-inline-api-tables', '');
  });

  it('leaves the API tables switch out on a site without API pages, where it would change nothing', () => {
    render(<SettingsPanel apiTables={false} />);
    expect(screen.queryByRole('switch', { name: 'API tables on component pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Composition API examples' })).toBeInTheDocument();
  });

  it('keeps the version the visitor uses, from the versions the site offers, newest first', async () => {
    const { container } = render(<SettingsPanel lensVersions={['0.1', '0.10', '0.2']} />);
    const field = screen.getByRole('combobox', { name: 'The version I use' });
    expect(field).toHaveAccessibleDescription('Pages mark what is newer and hide what was removed by then.');
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['The latest', '0.10', '0.2', '0.1']);
    expect(field).toHaveValue('');
    await userEvent.selectOptions(field, '0.2');
    expect(storedSettings().values.usingVersion).toBe('0.2');
    await userEvent.selectOptions(field, 'The latest');
    expect(storedSettings().values.usingVersion).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('offers the stored version even when the site does not list it, and no field on a site without versions', () => {
    localStorage.setItem(
      'lectern-settings',
      JSON.stringify({ version: 1, values: { usingVersion: '3.1' }, updatedAt: { usingVersion: 1 } }),
    );
    const { unmount } = render(<SettingsPanel lensVersions={['3.0']} />);
    expect(screen.getByRole('combobox', { name: 'The version I use' })).toHaveValue('3.1');
    unmount();
    render(<SettingsPanel />);
    expect(screen.queryByRole('combobox', { name: 'The version I use' })).not.toBeInTheDocument();
  });

  it('shows examples in their props form at once when composition examples are turned off', async () => {
    render(<SettingsPanel />);
    const composition = screen.getByRole('switch', { name: 'Composition API examples' });
    expect(composition).toBeChecked();
    await userEvent.click(composition);
    expect(storedSettings().values.compositionApiExamples).toBe(false);
    expect(root).toHaveAttribute('data-composition-off', '');
  });

  it('turns developer mode on, and the refresh prompt off, at once', async () => {
    render(<SettingsPanel />);
    await userEvent.click(screen.getByRole('switch', { name: 'Developer mode' }));
    expect(root).toHaveAttribute('data-developer-mode', '');
    const refresh = screen.getByRole('switch', { name: 'Offer to refresh when the site is updated' });
    expect(refresh).toBeChecked();
    await userEvent.click(refresh);
    expect(storedSettings().values).toMatchObject({ developerMode: true, refreshPrompt: false });
  });

  it('brings back the banners the visitor closed', async () => {
    localStorage.setItem(
      'lectern-settings',
      JSON.stringify({ version: 1, values: { dismissedBanners: ['release-1'] }, updatedAt: {} }),
    );
    render(<SettingsPanel />);
    const button = screen.getByRole('button', { name: 'Show closed banners again' });
    await userEvent.click(button);
    expect(storedSettings().values.dismissedBanners).toEqual([]);
    expect(button).toBeDisabled();
  });

  it('marks every notification unread again', async () => {
    localStorage.setItem(
      'lectern-settings',
      JSON.stringify({ version: 1, values: { readNotifications: ['release-1'] }, updatedAt: {} }),
    );
    render(<SettingsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all notifications as unread' }));
    expect(storedSettings().values.readNotifications).toEqual([]);
    expect(screen.getByRole('button', { name: 'Mark all notifications as unread' })).toBeDisabled();
  });

  it("takes a subscriber's avatar address once it is an https:// one, and removes it", async () => {
    render(<SettingsPanel visitorRole="subscriber" />);
    const field = screen.getByRole('textbox', { name: 'Avatar image address' });
    await userEvent.type(field, 'http://example.com/me.png');
    await userEvent.click(screen.getByRole('button', { name: 'Use this avatar' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Enter an https:// address of an image, of at most 1024 characters.',
    );
    expect(storedSettings().values.avatar).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://example.com/me.png{Enter}');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(storedSettings().values.avatar).toBe('https://example.com/me.png');
    await userEvent.click(screen.getByRole('button', { name: 'Remove avatar' }));
    expect(storedSettings().values.avatar).toBeNull();
    expect(field).toHaveValue('');
  });

  it('locks the avatar for a visitor who is not a subscriber', () => {
    render(<SettingsPanel visitorRole="logged-in" />);
    expect(screen.queryByRole('textbox', { name: 'Avatar image address' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Custom avatar' })).toHaveAccessibleDescription(
      'A custom avatar is a subscriber perk.',
    );
  });

  it('shows its texts in the page language', () => {
    render(<SettingsPanel labels={{ 'settings.title': 'Réglages', 'settings.theme': 'Thème' }} />);
    expect(screen.getByRole('dialog', { name: 'Réglages' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Thème' })).toBeInTheDocument();
  });
});
