import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountAvatar } from '../components/Avatar/AccountAvatar';
import { changeSettings } from '../settings/settings-source';
import { resetSettingsStorageForTests } from '../settings/settings-storage';
import { resetVisitorAccountForTests, setVisitorAccount } from '../settings/visitor-account';
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
  resetSettingsStorageForTests();
  resetVisitorAccountForTests();
  localStorage.clear();
});

describe('startAccountAvatar', () => {
  it('shows nothing for an anonymous visitor', () => {
    const { element, image } = spot();
    expect(element.hidden).toBe(true);
    expect(image).not.toHaveAttribute('src');
  });

  it("shows the provider's picture of a logged-in visitor, named after the account", () => {
    const { element, image } = spot();
    setVisitorAccount({ role: 'logged-in', name: 'Ada', avatarUrl: 'https://avatars.example/ada.png' });
    expect(element.hidden).toBe(false);
    expect(image).toHaveAttribute('src', 'https://avatars.example/ada.png');
    expect(image).toHaveAttribute('alt', 'Ada');
  });

  it("shows a subscriber's own avatar, and hides one that cannot load", async () => {
    const { element, image } = spot();
    setVisitorAccount({ role: 'subscriber', avatarUrl: 'https://avatars.example/ada.png' });
    await changeSettings({ avatar: 'https://example.com/me.png' });
    expect(image).toHaveAttribute('src', 'https://example.com/me.png');
    expect(image).toHaveAttribute('alt', 'Your avatar');
    image.dispatchEvent(new Event('error'));
    expect(element.hidden).toBe(true);
  });
});
