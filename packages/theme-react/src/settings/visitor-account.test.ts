import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_CHANGE_EVENT,
  resetVisitorAccountForTests,
  setVisitorAccount,
  subscribeToVisitorAccount,
  VISITOR_ROLE_STORAGE_KEY,
  visitorAccount,
} from './visitor-account';

afterEach(() => {
  vi.unstubAllGlobals();
  resetVisitorAccountForTests();
  localStorage.clear();
});

describe('the visitor account', () => {
  it('is anonymous while the server never said otherwise', () => {
    expect(visitorAccount()).toEqual({ role: 'anonymous' });
  });

  it('starts from the role the server gave last in this browser', () => {
    localStorage.setItem(VISITOR_ROLE_STORAGE_KEY, 'subscriber');
    expect(visitorAccount().role).toBe('subscriber');
  });

  it('reads an unknown remembered role, or blocked storage, as anonymous', () => {
    localStorage.setItem(VISITOR_ROLE_STORAGE_KEY, 'admin');
    expect(visitorAccount().role).toBe('anonymous');
    resetVisitorAccountForTests();
    vi.stubGlobal('localStorage', {
      getItem() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(visitorAccount().role).toBe('anonymous');
  });

  it('takes what the server says, tells the page, and remembers the role for the next page', () => {
    const onChange = vi.fn();
    const stop = subscribeToVisitorAccount(onChange);
    setVisitorAccount({ role: 'subscriber', name: 'Ada', providers: ['github'] });
    expect(visitorAccount()).toEqual({ role: 'subscriber', name: 'Ada', providers: ['github'] });
    expect(localStorage.getItem(VISITOR_ROLE_STORAGE_KEY)).toBe('subscriber');
    expect(onChange).toHaveBeenCalledOnce();
    setVisitorAccount({ role: 'anonymous' });
    expect(localStorage.getItem(VISITOR_ROLE_STORAGE_KEY)).toBeNull();
    stop();
    setVisitorAccount({ role: 'logged-in' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('keeps the account for the page when storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      setItem() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    setVisitorAccount({ role: 'logged-in' });
    expect(visitorAccount().role).toBe('logged-in');
  });

  it('follows another copy of this module on the page, and a login or logout in another tab', () => {
    const onChange = vi.fn();
    const stop = subscribeToVisitorAccount(onChange);
    window.dispatchEvent(new CustomEvent(ACCOUNT_CHANGE_EVENT, { detail: { role: 'subscriber' } }));
    expect(visitorAccount().role).toBe('subscriber');
    localStorage.removeItem(VISITOR_ROLE_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: VISITOR_ROLE_STORAGE_KEY, newValue: null }));
    expect(visitorAccount().role).toBe('anonymous');
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    window.dispatchEvent(new StorageEvent('storage', { key: VISITOR_ROLE_STORAGE_KEY, newValue: null }));
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
  });
});
