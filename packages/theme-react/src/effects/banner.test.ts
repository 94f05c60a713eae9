import { afterEach, describe, expect, it } from 'vitest';
import { forgetPageStores } from '../stores/page-stores';
import { storedSettings } from '../test/stored-settings';
import { wireBannerDismiss } from './banner';

const root = document.documentElement;

function page(dismissed: readonly string[] = []) {
  localStorage.setItem(
    'lectern-settings',
    JSON.stringify({ version: 1, values: { dismissedBanners: dismissed }, updatedAt: {} }),
  );
  document.body.innerHTML = `
    <a href="#main">Skip to content</a>
    <section aria-label="Announcement" data-lectern-banner="release-2">
      <p>News <a href="/news/">Read</a></p>
      <button type="button" data-lectern-banner-dismiss="release-2" hidden>Close</button>
    </section>
    <header><a href="/">Home</a></header>`;
  wireBannerDismiss();
  return document.querySelector<HTMLButtonElement>('button') as HTMLButtonElement;
}

afterEach(() => {
  forgetPageStores();
  localStorage.clear();
  document.body.innerHTML = '';
  root.removeAttribute('data-banner-dismissed');
});

describe('wireBannerDismiss', () => {
  it('shows the close button', () => {
    expect(page().hidden).toBe(false);
  });

  it('hides the banner at once, keeps its id after those closed before, and moves focus past it', async () => {
    const button = page(['release-1']);
    button.focus();
    button.click();
    expect(root).toHaveAttribute('data-banner-dismissed', '');
    expect(document.activeElement).toHaveTextContent('Home');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect.poll(() => storedSettings().values.dismissedBanners).toEqual(['release-1', 'release-2']);
  });

  it('leaves focus alone when the button was pressed without it (a pointer on a page focused elsewhere)', () => {
    const button = page();
    const skip = document.querySelector('a') as HTMLAnchorElement;
    skip.focus();
    button.click();
    expect(document.activeElement).toBe(skip);
  });
});
