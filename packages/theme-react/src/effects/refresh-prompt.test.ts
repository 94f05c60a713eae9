import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefreshPrompt } from '../components/RefreshPrompt/RefreshPrompt';
import { changeSettings } from '../settings/settings-source';
import { forgetPageStores } from '../stores/page-stores';
import { BUILD_CHECK_INTERVAL_MS, BUILD_CHECK_MIN_GAP_MS, watchForNewerBuild } from './refresh-prompt';

let stop = () => {};
let latest: unknown = { buildId: 'build-1' };
let status = 200;
const fetched = vi.fn(async () => new Response(JSON.stringify(latest), { status }));
const reload = vi.fn();

function page() {
  const { container } = render(
    createElement(RefreshPrompt, { buildId: 'build-1', buildUrl: '/_lectern/build.json' }),
  );
  stop = watchForNewerBuild(container, { fetch: fetched as unknown as typeof fetch, reload });
  return {
    container,
    notice: container.querySelector<HTMLElement>('[data-refresh-notice]') as HTMLElement,
    button: (name: string) =>
      [...container.querySelectorAll('button')].find(
        (button) => button.textContent === name,
      ) as HTMLButtonElement,
  };
}

/** Lets the timers and the answer to the request run. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  latest = { buildId: 'build-1' };
  status = 200;
  setVisibility('visible');
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  fetched.mockClear();
  reload.mockClear();
  forgetPageStores();
  localStorage.clear();
});

describe('watchForNewerBuild', () => {
  it('asks for the latest build every 5 minutes, and offers a refresh once it is newer', async () => {
    const { notice, container } = page();
    await advance(BUILD_CHECK_INTERVAL_MS);
    expect(fetched).toHaveBeenCalledWith('/_lectern/build.json', { cache: 'no-store' });
    expect(notice.hidden).toBe(true);
    latest = { buildId: 'build-2' };
    await advance(BUILD_CHECK_INTERVAL_MS);
    expect(notice.hidden).toBe(false);
    expect(notice.closest('[role="status"]')).toHaveTextContent('A newer version of this site is available.');
    vi.useRealTimers(); // axe waits on timers of its own
    await expectNoAxeViolations(container);
  });

  it('reloads the page on Refresh, and puts the notice away on Not now until an even newer build', async () => {
    latest = { buildId: 'build-2' };
    const { notice, button } = page();
    await advance(BUILD_CHECK_INTERVAL_MS);
    button('Refresh').click();
    expect(reload).toHaveBeenCalledOnce();
    button('Not now').click();
    expect(notice.hidden).toBe(true);
    await advance(BUILD_CHECK_INTERVAL_MS);
    expect(notice.hidden).toBe(true);
    latest = { buildId: 'build-3' };
    await advance(BUILD_CHECK_INTERVAL_MS);
    expect(notice.hidden).toBe(false);
  });

  it('asks nothing while the tab is hidden, and asks when it comes back, at most once a minute', async () => {
    page();
    setVisibility('hidden');
    await advance(BUILD_CHECK_INTERVAL_MS);
    expect(fetched).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(fetched).toHaveBeenCalledOnce();
    await advance(BUILD_CHECK_MIN_GAP_MS / 2);
    window.dispatchEvent(new Event('focus'));
    expect(fetched).toHaveBeenCalledOnce();
    await advance(BUILD_CHECK_MIN_GAP_MS);
    window.dispatchEvent(new Event('focus'));
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('offers nothing while the visitor has the refresh prompt off, and stops offering when they turn it off', async () => {
    latest = { buildId: 'build-2' };
    localStorage.setItem(
      'lectern-settings',
      JSON.stringify({ version: 1, values: { refreshPrompt: false }, updatedAt: {} }),
    );
    const { notice } = page();
    await advance(BUILD_CHECK_INTERVAL_MS);
    expect(notice.hidden).toBe(true);
    await changeSettings({ refreshPrompt: true });
    expect(notice.hidden).toBe(false);
    await changeSettings({ refreshPrompt: false });
    expect(notice.hidden).toBe(true);
  });

  it.each([
    ['a failed request', 503, { buildId: 'build-2' }],
    ['an answer without a build id', 200, { version: 2 }],
    ['an answer that is not an object', 200, 'build-2'],
  ])('stays quiet on %s', async (_name, answerStatus, answer) => {
    status = answerStatus;
    latest = answer;
    const { notice } = page();
    await advance(BUILD_CHECK_INTERVAL_MS);
    expect(fetched).toHaveBeenCalledOnce();
    expect(notice.hidden).toBe(true);
  });

  it('stays quiet offline, and does nothing on a page without the prompt', async () => {
    fetched.mockRejectedValueOnce(new TypeError('offline'));
    const { notice } = page();
    await advance(BUILD_CHECK_INTERVAL_MS);
    expect(notice.hidden).toBe(true);
    expect(watchForNewerBuild(document.createElement('div'))).toBeTypeOf('function');
  });
});
