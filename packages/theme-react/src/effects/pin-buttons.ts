import { canPinAnother, pinPage, unpinPage } from '@lectern/theme-core';
import { PIN_BUTTON_ATTRIBUTE } from '@lectern/theme-core/dom';
import { changeSettings } from '../settings/settings-source';
import { subscribeToSettings } from '../stores/stored-settings';
import { subscribeToVisitorAccount, visitorAccount } from '../stores/visitor-account';
import { currentPins, rememberPinTitle } from './device-pages';

/**
 * Makes the page's pin buttons work: each shows, pressed while its page is pinned, and a press pins or
 * unpins the page (remembering its title in this browser). When as many pages as allowed are pinned,
 * the status beside the button says so instead. The buttons follow the pins as they change here or in
 * another tab. Returns the function that stops following them.
 */
export function wirePinButtons(root: ParentNode = document): () => void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(`[${PIN_BUTTON_ATTRIBUTE}]`)];
  if (buttons.length === 0) return () => {};
  const show = () => {
    const pins = currentPins();
    for (const button of buttons) {
      button.setAttribute(
        'aria-pressed',
        String(pins.includes(button.getAttribute(PIN_BUTTON_ATTRIBUTE) ?? '')),
      );
    }
  };
  for (const button of buttons) {
    const pin = button.getAttribute(PIN_BUTTON_ATTRIBUTE) ?? '';
    const status = button.nextElementSibling;
    button.hidden = false;
    button.addEventListener('click', () => {
      // Shown to subscribers only; pinning is their perk.
      if (visitorAccount().role !== 'subscriber') return;
      const pins = currentPins();
      if (status) status.textContent = '';
      if (pins.includes(pin)) {
        changeSettings({ pins: unpinPage(pins, pin) }).catch(() => {});
      } else if (canPinAnother(pins)) {
        rememberPinTitle(pin, button.dataset.title ?? '', pins);
        changeSettings({ pins: pinPage(pins, pin) }).catch(() => {});
      } else if (status) {
        status.textContent = button.dataset.full ?? '';
      }
    });
  }
  show();
  const stopSettings = subscribeToSettings(show);
  const stopAccount = subscribeToVisitorAccount(show);
  return () => {
    stopSettings();
    stopAccount();
  };
}
