import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeSettings } from '../settings/settings-source';
import { stubMatchMedia } from '../test/stub-match-media';
import { appearanceOfPage, followTheme } from './follow-theme';

const html = document.documentElement;

const DARK = '(prefers-color-scheme: dark)';

/** A controllable system preference (jsdom has no matchMedia). */
function mockSystem(dark: boolean) {
  const setMedia = stubMatchMedia({ [DARK]: dark });
  return (next: boolean) => setMedia(DARK, next);
}

let stop = () => {};

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  html.removeAttribute('data-theme');
  html.removeAttribute('data-lectern-appearance');
  localStorage.clear();
});

describe('followTheme', () => {
  it('shows the theme chosen in the settings as soon as it is chosen', async () => {
    mockSystem(false);
    html.setAttribute('data-theme', 'light');
    stop = followTheme();
    await changeSettings({ theme: 'blackguard' });
    await vi.waitFor(() => expect(html).toHaveAttribute('data-theme', 'blackguard'));
  });

  it('follows the system while the choice is system', async () => {
    const setDark = mockSystem(false);
    stop = followTheme();
    await changeSettings({ theme: 'system' });
    await vi.waitFor(() => expect(html).toHaveAttribute('data-theme', 'light'));
    setDark(true);
    expect(html).toHaveAttribute('data-theme', 'dark');
  });

  it("keeps to the site's forced appearance, whatever is chosen", async () => {
    mockSystem(false);
    html.setAttribute('data-lectern-appearance', 'force-dark');
    stop = followTheme();
    await changeSettings({ theme: 'light' });
    await vi.waitFor(() => expect(html).toHaveAttribute('data-theme', 'dark'));
  });
});

describe('appearanceOfPage', () => {
  it.each([
    [null, true],
    ['false', false],
    ['dark', 'dark'],
    ['force-dark', 'force-dark'],
    ['force-auto', 'force-auto'],
    ['nonsense', true],
  ])('reads %s as %s', (value, expected) => {
    if (value === null) html.removeAttribute('data-lectern-appearance');
    else html.setAttribute('data-lectern-appearance', value);
    expect(appearanceOfPage()).toBe(expected);
  });
});
