// @vitest-environment jsdom
import { LOAD_SEARCH_EVENT, SEARCH_REQUESTED_ATTRIBUTE, SHOW_SEARCH_EVENT } from '@lectern/theme-core/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSearchOpener } from '../opener/search-opener';
import { type DocSearchProps, installDocSearch } from './install-docsearch';

const options = { appId: 'A1', apiKey: 'search-key', indexName: 'lectern' };

/** A stand-in for `@docsearch/js/docsearch`, ready at once or when `ready()` is called. */
function fakeDocSearch({ readyAtOnce = true } = {}) {
  const instance = { isReady: readyAtOnce, open: vi.fn(), destroy: vi.fn() };
  let props: DocSearchProps | undefined;
  const docsearch = vi.fn((given: DocSearchProps) => {
    props = given;
    return instance;
  });
  const importDocSearch = vi.fn(async () => ({ default: docsearch }));
  return { instance, docsearch, importDocSearch, props: () => props, ready: () => props?.onReady() };
}

const show = (term?: string) =>
  !document.dispatchEvent(new CustomEvent(SHOW_SEARCH_EVENT, { cancelable: true, detail: { term } }));

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

describe('installDocSearch', () => {
  it('loads nothing until search is asked for', () => {
    const fake = fakeDocSearch();
    uninstall = installDocSearch(options, { importDocSearch: fake.importDocSearch });
    expect(fake.importDocSearch).not.toHaveBeenCalled();
  });

  it('takes the opener’s request, then loads DocSearch into a hidden container and opens its modal', async () => {
    const fake = fakeDocSearch();
    uninstall = installDocSearch(options, { importDocSearch: fake.importDocSearch });
    expect(show('date picker')).toBe(true);
    await vi.waitFor(() => expect(fake.instance.open).toHaveBeenCalledTimes(1));
    expect(fake.props()).toMatchObject({
      appId: 'A1',
      apiKey: 'search-key',
      indices: ['lectern'],
      initialQuery: 'date picker',
      keyboardShortcuts: { 'Ctrl/Cmd+K': false, '/': false },
    });
    expect(fake.props()?.container.hidden).toBe(true);
    expect(fake.props()?.container.isConnected).toBe(true);
    show();
    await vi.waitFor(() => expect(fake.instance.open).toHaveBeenCalledTimes(2));
    expect(fake.importDocSearch).toHaveBeenCalledTimes(1);
  });

  it('starts importing DocSearch when search is asked for, before the request to show it, and imports it once', async () => {
    const fake = fakeDocSearch();
    uninstall = installDocSearch(options, { importDocSearch: fake.importDocSearch });
    document.dispatchEvent(new CustomEvent(LOAD_SEARCH_EVENT));
    expect(fake.importDocSearch).toHaveBeenCalledTimes(1);
    expect(fake.docsearch).not.toHaveBeenCalled();
    show('menu');
    await vi.waitFor(() => expect(fake.instance.open).toHaveBeenCalledTimes(1));
    expect(fake.importDocSearch).toHaveBeenCalledTimes(1);
  });

  it('starts importing at once when search was asked for before it was installed', () => {
    const fake = fakeDocSearch();
    document.documentElement.setAttribute(SEARCH_REQUESTED_ATTRIBUTE, '');
    try {
      uninstall = installDocSearch(options, { importDocSearch: fake.importDocSearch });
      expect(fake.importDocSearch).toHaveBeenCalledTimes(1);
    } finally {
      document.documentElement.removeAttribute(SEARCH_REQUESTED_ATTRIBUTE);
    }
  });

  it('waits until DocSearch says it is ready', async () => {
    const fake = fakeDocSearch({ readyAtOnce: false });
    uninstall = installDocSearch(
      { ...options, placeholder: 'Find' },
      { importDocSearch: fake.importDocSearch },
    );
    show();
    await vi.waitFor(() => expect(fake.docsearch).toHaveBeenCalled());
    expect(fake.props()).toMatchObject({ placeholder: 'Find' });
    expect(fake.props()).not.toHaveProperty('initialQuery');
    expect(fake.instance.open).not.toHaveBeenCalled();
    fake.ready();
    await vi.waitFor(() => expect(fake.instance.open).toHaveBeenCalled());
  });

  it('opens on the hotkey through the search opener', async () => {
    const fake = fakeDocSearch();
    uninstall = installDocSearch(options, { importDocSearch: fake.importDocSearch });
    const opener = installSearchOpener();
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }),
    );
    await vi.waitFor(() => expect(fake.instance.open).toHaveBeenCalled());
    opener.uninstall();
  });

  it('tries the import again after it failed', async () => {
    const fake = fakeDocSearch();
    fake.importDocSearch.mockRejectedValueOnce(new Error('offline'));
    uninstall = installDocSearch(options, { importDocSearch: fake.importDocSearch });
    show();
    await vi.waitFor(() => expect(fake.importDocSearch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    show();
    await vi.waitFor(() => expect(fake.instance.open).toHaveBeenCalled());
    expect(fake.importDocSearch).toHaveBeenCalledTimes(2);
  });

  it('stops listening and removes DocSearch when uninstalled', async () => {
    const fake = fakeDocSearch();
    const stop = installDocSearch(options, { importDocSearch: fake.importDocSearch });
    show();
    await vi.waitFor(() => expect(fake.instance.open).toHaveBeenCalled());
    const container = fake.props()?.container;
    stop();
    await vi.waitFor(() => expect(fake.instance.destroy).toHaveBeenCalled());
    expect(container?.isConnected).toBe(false);
    expect(show()).toBe(false);
  });
});
