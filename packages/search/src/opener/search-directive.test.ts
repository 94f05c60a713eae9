// @vitest-environment jsdom
import { LOAD_SEARCH_EVENT, SEARCH_REQUESTED_ATTRIBUTE } from '@lectern/theme-core/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import searchDirectiveEntry from '../client-directive';
import { searchDirective } from './search-directive';

const options = { name: 'search', value: true };

function island() {
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  return { load, hydrate, element: document.createElement('astro-island') };
}

afterEach(() => document.documentElement.removeAttribute(SEARCH_REQUESTED_ATTRIBUTE));

describe('the client:search directive', () => {
  it('is the default export of @lectern/search/client-directive', () => {
    expect(searchDirectiveEntry).toBe(searchDirective);
  });

  it('loads nothing until search is asked for, then hydrates once', async () => {
    const { load, hydrate, element } = island();
    searchDirective(load, options, element);
    expect(load).not.toHaveBeenCalled();
    document.dispatchEvent(new CustomEvent(LOAD_SEARCH_EVENT));
    document.dispatchEvent(new CustomEvent(LOAD_SEARCH_EVENT));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once when search was asked for before the island appeared', async () => {
    document.documentElement.setAttribute(SEARCH_REQUESTED_ATTRIBUTE, '');
    const { load, hydrate, element } = island();
    searchDirective(load, options, element);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    document.dispatchEvent(new CustomEvent(LOAD_SEARCH_EVENT));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
