import { dismissBanner } from '@lectern/theme-core';
import { BANNER_ATTRIBUTE, BANNER_DISMISS_ATTRIBUTE } from '@lectern/theme-core/dom';
import { changeSettings } from '../settings/settings-source';
import { peekSettings } from '../stores/stored-settings';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Makes the banner's close button work: it shows, and a press hides the banner at once and keeps its id
 * in the visitor's `dismissedBanners`, so it stays closed on every page (and in other tabs). Focus moves
 * to the first thing after the banner that takes it, not lost with the banner.
 */
export function wireBannerDismiss(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(`[${BANNER_DISMISS_ATTRIBUTE}]`)) {
    const id = button.getAttribute(BANNER_DISMISS_ATTRIBUTE) ?? '';
    const banner = button.closest(`[${BANNER_ATTRIBUTE}]`);
    button.hidden = false;
    button.addEventListener('click', () => {
      document.documentElement.setAttribute('data-banner-dismissed', '');
      const next = banner && nextFocusable(banner);
      if (button === document.activeElement) next?.focus();
      changeSettings({ dismissedBanners: dismissBanner(peekSettings().dismissedBanners, id) }).catch(() => {
        // Offline: closed on this page; the next page shows it again.
      });
    });
  }
}

/** The first element after `element` in the page that takes focus. */
function nextFocusable(element: Element): HTMLElement | undefined {
  for (const candidate of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const after = element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING;
    // Skips what is not shown at this width (e.g. the mobile menu's button on a wide screen).
    if (after && !element.contains(candidate) && candidate.checkVisibility?.() !== false) return candidate;
  }
  return undefined;
}
