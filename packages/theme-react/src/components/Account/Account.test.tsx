import { BASE_ATTRIBUTE } from '@lectern/theme-core/dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountsServer, user } from '../../account/test-server';
import { useAccount } from '../../hooks/useAccount';
import { forgetPageStores } from '../../stores/page-stores';
import { AccountDashboard } from './AccountDashboard';
import { AccountSection } from './AccountSection';
import { loginOutcome } from './login-outcome';

function Section({ detailed = false }: { detailed?: boolean }) {
  const account = useAccount();
  return <AccountSection account={account} detailed={detailed} dashboardHref="/en/user/dashboard/" />;
}

afterEach(() => {
  document.documentElement.removeAttribute(BASE_ATTRIBUTE);
  vi.unstubAllGlobals();
  forgetPageStores();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('AccountSection', () => {
  it('offers "Log in with GitHub", and says a provider without an OAuth app is not configured', async () => {
    fakeAccountsServer();
    window.history.replaceState(null, '', '/en/guide/');
    render(<Section />);
    const github = await screen.findByRole('link', { name: 'Log in with GitHub' });
    expect(github).toHaveAttribute('href', '/auth/github/?returnTo=%2Fen%2Fguide%2F');
    const discord = screen.getByRole('button', { name: 'Log in with Discord' });
    expect(discord).toBeDisabled();
    expect(discord).toHaveAccessibleDescription('Login is not configured on this site.');
    await userEvent.click(github);
    expect(sessionStorage.getItem('lectern-login-pending')).toBe('1');
  });

  it('logs in and out under the base path of a site served under one', async () => {
    document.documentElement.setAttribute(BASE_ATTRIBUTE, '/docs/');
    const server = fakeAccountsServer('/docs/');
    window.history.replaceState(null, '', '/docs/en/guide/');
    const { unmount } = render(<Section />);
    const github = await screen.findByRole('link', { name: 'Log in with GitHub' });
    expect(github).toHaveAttribute('href', '/docs/auth/github/?returnTo=%2Fdocs%2Fen%2Fguide%2F');
    unmount();

    forgetPageStores();
    server.user = user();
    render(<Section />);
    server.user = null;
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in with GitHub' })).toBeInTheDocument();
    expect(server.received.map(({ method, url }) => `${method} ${url}`)).toContain('POST /docs/auth/logout/');
  });

  it('says when the site has no accounts server', async () => {
    const server = fakeAccountsServer();
    server.accountStatus = 404;
    render(<Section />);
    expect(await screen.findByText('Logging in is not available on this site.')).toBeInTheDocument();
  });

  it('shows who is logged in, how the settings travel, and logs out', async () => {
    const server = fakeAccountsServer();
    server.user = user({ avatarUrl: 'https://avatars.example/ada.png' });
    render(<Section />);
    expect(await screen.findByText('Logged in as Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Your settings sync across your devices.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your dashboard' })).toHaveAttribute(
      'href',
      '/en/user/dashboard/',
    );
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://avatars.example/ada.png');

    await userEvent.click(screen.getByRole('switch', { name: 'Sync settings' }));
    expect(
      await screen.findByText('Sync settings is off: your settings stay on this device.'),
    ).toBeInTheDocument();

    server.user = null;
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in with GitHub' })).toBeInTheDocument();
    expect(server.received.some((request) => request.url === '/auth/logout/')).toBe(true);
  });

  it('tells an account without GitHub that its settings are saved, not synced', async () => {
    const server = fakeAccountsServer();
    server.user = user({ providers: ['discord'] });
    render(<Section />);
    expect(
      await screen.findByText(
        'Your settings are saved to your account. Log in with GitHub to sync them across devices.',
      ),
    ).toBeInTheDocument();
  });

  it('in detail: the providers, the subscriber state, and a button to link the other provider', async () => {
    const server = fakeAccountsServer();
    server.login = { github: true, discord: true };
    server.user = user({ subscriber: true });
    render(<Section detailed />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('GitHub: linked')).toBeInTheDocument();
    expect(screen.getByText('Subscriber: the perks are yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link Discord' })).toHaveAttribute(
      'href',
      '/auth/discord/?returnTo=%2F',
    );
  });

  it('says when the login did not work', async () => {
    fakeAccountsServer();
    window.history.replaceState(null, '', '/en/?login=failed');
    render(<Section />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Logging in did not work. Try again.');
    expect(loginOutcome('?login=link-refused')).toBe('link-refused');
    expect(loginOutcome('?login=other')).toBeUndefined();
  });
});

describe('AccountDashboard', () => {
  it('asks a logged-out visitor to log in, and shows the settings in the page', async () => {
    fakeAccountsServer();
    render(<AccountDashboard />);
    expect(
      await screen.findByText('Log in to see your account. Your settings below are kept in this browser.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('radio', { name: 'System' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(document.body));
  });

  it('unlocks the perks for a subscriber', async () => {
    const server = fakeAccountsServer();
    server.user = user({ subscriber: true });
    render(<AccountDashboard />);
    expect(await screen.findByText('Subscriber: the perks are yours.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Ads' })).toBeEnabled());
  });
});
