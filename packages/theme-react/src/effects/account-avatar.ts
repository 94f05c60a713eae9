import { avatarFor } from '@lectern/theme-core';
import { AVATAR_ATTRIBUTE } from '@lectern/theme-core/dom';
import { accountMayBeLoggedIn } from '../account/account-hint';
import { loadAccount } from '../stores/account-store';
import { peekSettings, subscribeToSettings } from '../stores/stored-settings';
import { subscribeToVisitorAccount, visitorAccount } from '../stores/visitor-account';

/**
 * Shows the visitor's avatar in the navigation bar (`AccountAvatar`): a subscriber's own, else their login
 * provider's picture, named after the account; hidden for an anonymous visitor, without a picture, or when
 * the picture cannot be loaded. When this browser saw the visitor logged in, it asks the accounts server
 * who is reading (once per page, shared with the settings sync). Follows the account and the settings.
 * Returns the function that stops.
 */
export function startAccountAvatar(root: ParentNode = document): () => void {
  const spot = root.querySelector<HTMLElement>(`[${AVATAR_ATTRIBUTE}]`);
  const image = spot?.querySelector('img');
  if (!spot || !image) return () => {};
  const fallbackAlt = image.alt;
  image.addEventListener('error', () => {
    spot.hidden = true;
  });
  const show = () => {
    const account = visitorAccount();
    const src = avatarFor(peekSettings(), account.role, account.avatarUrl);
    if (src === undefined) {
      spot.hidden = true;
      return;
    }
    image.alt = account.name ?? fallbackAlt;
    if (image.getAttribute('src') !== src) image.src = src;
    spot.hidden = false;
  };
  show();
  if (accountMayBeLoggedIn()) void loadAccount();
  const stopSettings = subscribeToSettings(show);
  const stopAccount = subscribeToVisitorAccount(show);
  return () => {
    stopSettings();
    stopAccount();
  };
}
