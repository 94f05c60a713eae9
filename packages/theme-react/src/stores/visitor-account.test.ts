import { ACCOUNT_HINT_STORAGE_KEY } from '@lectern/theme-core/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAccount, signIn } from '../test/account';
import { subscribeToVisitorAccount, visitorAccount } from './visitor-account';

afterEach(() => {
  forgetAccount();
  localStorage.clear();
});

describe('the visitor account', () => {
  it('is anonymous while nothing is known', () => {
    expect(visitorAccount()).toEqual({ role: 'anonymous' });
    expect(visitorAccount()).toBe(visitorAccount());
  });

  it('has the role this browser last saw until the accounts server answers', () => {
    localStorage.setItem(ACCOUNT_HINT_STORAGE_KEY, 'subscriber');
    expect(visitorAccount().role).toBe('subscriber');
  });

  it("takes the server's answer: role, name, picture and providers, and tells the page", async () => {
    const onChange = vi.fn();
    const stop = subscribeToVisitorAccount(onChange);
    await signIn('subscriber', { name: 'Ada', avatarUrl: 'https://avatars.example/ada.png' });
    expect(visitorAccount()).toEqual({
      role: 'subscriber',
      name: 'Ada',
      avatarUrl: 'https://avatars.example/ada.png',
      providers: ['github'],
    });
    expect(onChange).toHaveBeenCalled();
    stop();
  });

  it('follows a login or a logout in another tab', () => {
    const onChange = vi.fn();
    const stop = subscribeToVisitorAccount(onChange);
    localStorage.setItem(ACCOUNT_HINT_STORAGE_KEY, 'logged-in');
    window.dispatchEvent(new StorageEvent('storage', { key: ACCOUNT_HINT_STORAGE_KEY }));
    expect(visitorAccount().role).toBe('logged-in');
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(onChange).toHaveBeenCalledOnce();
    stop();
  });
});
