import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountsServer, user } from '../account/test-server';
import { AccountAvatar } from '../components/Avatar/AccountAvatar';
import { changeSettings } from '../settings/settings-source';
import { forgetAccount, signIn } from '../test/account';
import { startAccountAvatar } from './account-avatar';

let stop = () => {};

function spot() {
  const { container } = render(createElement(AccountAvatar));
  stop = startAccountAvatar(container);
  const element = container.querySelector('[data-lectern-avatar]') as HTMLElement;
  return { element, image: element.querySelector('img') as HTMLImageElement };
}

afterEach(() => {
  stop();
  forgetAccount();
  localStorage.clear();
});

describe('startAccountAvatar', () => {
  it('asks the accounts server who is reading when this browser saw a login, and shows their picture', async () => {
    localStorage.setItem('lectern-account', 'logged-in');
    const server = fakeAccountsServer();
    server.user = user({ avatarUrl: 'https://avatars.example/ada.png' });
    const { element, image } = spot();
    await vi.waitFor(() => expect(element.hidden).toBe(false));
    expect(image).toHaveAttribute('src', 'https://avatars.example/ada.png');
    expect(server.received.map((request) => request.url)).toEqual(['/api/account/']);
  });

  it('shows nothing for an anonymous visitor, and asks nothing', () => {
    const server = fakeAccountsServer();
    const { element, image } = spot();
    expect(element.hidden).toBe(true);
    expect(image).not.toHaveAttribute('src');
    expect(server.received).toEqual([]);
  });

  it("shows the provider's picture of a logged-in visitor, named after the account", async () => {
    const { element, image } = spot();
    await signIn('logged-in', { name: 'Ada', avatarUrl: 'https://avatars.example/ada.png' });
    expect(element.hidden).toBe(false);
    expect(image).toHaveAttribute('src', 'https://avatars.example/ada.png');
    expect(image).toHaveAttribute('alt', 'Ada');
  });

  it("shows a subscriber's own avatar, and hides one that cannot load", async () => {
    const { element, image } = spot();
    await signIn('subscriber', { avatarUrl: 'https://avatars.example/ada.png' });
    await changeSettings({ avatar: 'https://example.com/me.png' });
    expect(image).toHaveAttribute('src', 'https://example.com/me.png');
    expect(image).toHaveAttribute('alt', 'Ada Lovelace');
    image.dispatchEvent(new Event('error'));
    expect(element.hidden).toBe(true);
  });
});
