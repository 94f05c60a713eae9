// @vitest-environment jsdom
import { OPEN_SEARCH_EVENT, RECENT_SEARCHES_STORAGE_KEY } from '@lectern/theme-core/dom';
import { OPEN_SEARCH_EVENT as THEME_OPEN_SEARCH_EVENT } from '@lectern/theme-react';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResultGroup } from '../client/types';
import { installSearchOpener } from '../opener/search-opener';
import { alertPage, alertProps, fakeSearchClient } from '../test/fake-search-client';
import { SearchDialog, type SearchDialogProps } from './SearchDialog';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

function setup(props: Partial<SearchDialogProps> = {}) {
  const client = fakeSearchClient();
  const onNavigate = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <>
      <button type="button" onClick={() => document.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT))}>
        Search
      </button>
      <SearchDialog client={client} onNavigate={onNavigate} {...props} />
    </>,
  );
  const openButton = screen.getByRole('button', { name: 'Search' });
  return { client, onNavigate, user, openButton, ...view };
}

const input = () => screen.getByRole('combobox', { name: 'Search' });
/** The result options, once the results are shown (the filters' selects have options too). */
const resultOptions = async () =>
  within(await screen.findByRole('listbox', { name: 'Search results' })).getAllByRole('option');
const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

describe('SearchDialog', () => {
  it('renders a closed dialog and loads nothing of the index until it opens', () => {
    const { client } = setup();
    expect(dialog().open).toBe(false);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(client.preload).not.toHaveBeenCalled();
    expect(client.filterValues).not.toHaveBeenCalled();
  });

  it('opens on the search button’s event, with the focus in the search box', async () => {
    const { user, openButton, client } = setup();
    await user.click(openButton);
    expect(dialog().open).toBe(true);
    expect(dialog()).toHaveAccessibleName('Search');
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('placeholder', 'Search docs');
    expect(client.preload).toHaveBeenCalled();
  });

  it.each([['{Control>}k{/Control}'], ['{Meta>}k{/Meta}']])('opens on %s', async (keys) => {
    const { user } = setup();
    await user.keyboard(keys);
    expect(dialog().open).toBe(true);
  });

  it('opens on `/` instead when the visitor chose it, but not while typing in a field', async () => {
    const { user } = setup({ hotkey: 'slash' });
    const field = document.body.appendChild(document.createElement('textarea'));
    field.setAttribute('aria-label', 'Notes');
    await user.keyboard('{Control>}k{/Control}');
    expect(dialog().open).toBe(false);
    await user.click(field);
    await user.keyboard('/');
    expect(dialog().open).toBe(false);
    expect(field).toHaveValue('/');
    field.blur();
    await user.keyboard('/');
    expect(dialog().open).toBe(true);
    expect(input()).toHaveValue('');
    field.remove();
  });

  it('shows results as the visitor types, grouped by page, each a link to its heading with a highlighted excerpt', async () => {
    const { user, openButton } = setup();
    await user.click(openButton);
    await user.type(input(), 'alert');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups).toHaveLength(2);
    expect(within(listbox).getByRole('group', { name: 'Alert' })).toBeInTheDocument();
    const props = within(listbox).getByRole('group', { name: 'alert › prop' });
    const option = within(props).getByRole('option', { name: /alert › prop › type/ });
    expect(option).toHaveAttribute('href', '/en/components/alert/#api-alert-props');
    expect(option.querySelector('mark')).toHaveTextContent('type');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
    await expectNoAxeViolations(document.body);
  });

  it('moves through the results with ↑ and ↓, wrapping around, and opens the active one with Enter', async () => {
    const { user, openButton, onNavigate } = setup();
    await user.click(openButton);
    await user.type(input(), 'alert');
    const options = await resultOptions();
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/en/components/alert/',
      '/en/components/alert/#usage',
      '/en/components/alert/#api-alert-props',
    ]);
    const active = () => input().getAttribute('aria-activedescendant');
    expect(active()).toBe(options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[1]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe(options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(options[2]?.id);
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/en/components/alert/#api-alert-props');
    expect(dialog().open).toBe(false);
    expect(openButton).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]')).toEqual(['alert']);
  });

  it('opens a result on click, but leaves a click with a modifier to the browser', async () => {
    const { user, openButton, onNavigate } = setup();
    await user.click(openButton);
    await user.type(input(), 'usage');
    const option = await screen.findByRole('option', { name: /Usage/ });
    await user.hover(option);
    expect(input()).toHaveAttribute('aria-activedescendant', option.id);
    // jsdom cannot follow the link the browser would open in a new tab.
    const stayOnPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    await user.keyboard('{Control>}');
    await user.click(option);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', stayOnPage);
    expect(onNavigate).not.toHaveBeenCalled();
    await user.click(option);
    expect(onNavigate).toHaveBeenCalledWith('/en/components/alert/#usage');
  });

  it('says "No results found" when nothing matches, and keeps the listbox collapsed', async () => {
    const { user, openButton } = setup();
    await user.click(openButton);
    await user.type(input(), 'zzz');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results found'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(dialog().open).toBe(true);
  });

  it('marks its body empty while there is nothing to show, so that no empty band shows below the box', async () => {
    const { user, openButton } = setup();
    await user.click(openButton);
    const body = () => screen.getByRole('status', { hidden: true }).parentElement;
    expect(body()).toHaveAttribute('data-empty');
    await user.type(input(), 'zzz');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results found'));
    expect(body()).not.toHaveAttribute('data-empty');
    await user.clear(input());
    await user.type(input(), 'alert');
    await resultOptions();
    expect(body()).not.toHaveAttribute('data-empty');
  });

  it('closes on Escape and gives the focus back to what had it', async () => {
    const { user, openButton } = setup();
    await user.click(openButton);
    await user.keyboard('{Escape}');
    expect(dialog().open).toBe(false);
    expect(openButton).toHaveFocus();
  });

  it('keeps Tab on its own controls: from the last to the search box and back, past the results', async () => {
    const { user, openButton } = setup();
    await user.click(openButton);
    // The results are options of the box (out of the Tab order); the last control is the component filter.
    await user.type(input(), 'alert');
    await resultOptions();
    const last = await screen.findByRole('combobox', { name: 'Component' });
    last.focus();
    await user.tab();
    expect(input()).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes with its close button, on a click on the backdrop, and when the browser closes it', async () => {
    const { user, openButton } = setup();
    await user.click(openButton);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(dialog().open).toBe(false);
    await user.click(openButton);
    await user.click(dialog());
    expect(dialog().open).toBe(false);
    await user.click(openButton);
    act(() => {
      dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog().open).toBe(false);
    await user.click(openButton);
    act(() => dialog().close());
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('offers the recent searches while the box is empty', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['usage', 'alert']));
    const { user, openButton, client } = setup();
    await user.click(openButton);
    const recent = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['usage', 'alert']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input()).toHaveValue('alert');
    expect(await screen.findByRole('listbox', { name: 'Search results' })).toBeInTheDocument();
    expect(client.query).toHaveBeenCalledWith('alert', {}, expect.anything());
    await user.clear(input());
    await user.click(
      within(screen.getByRole('listbox', { name: 'Recent searches' })).getByRole('option', { name: 'usage' }),
    );
    expect(input()).toHaveValue('usage');
    await user.clear(input());
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBeNull();
  });

  it('remembers nothing without a storage key', async () => {
    const { user, openButton, onNavigate } = setup({ recentSearchesKey: '' });
    await user.click(openButton);
    await user.type(input(), 'alert');
    await resultOptions();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('filters by kind and by component', async () => {
    const { user, openButton, client } = setup();
    await user.click(openButton);
    const kind = await screen.findByRole('combobox', { name: 'Kind' });
    const component = screen.getByRole('combobox', { name: 'Component' });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everything', 'Pages', 'Props']);
    await user.type(input(), 'alert');
    await user.selectOptions(kind, 'prop');
    await user.selectOptions(component, 'alert');
    await vi.waitFor(() =>
      expect(client.query).toHaveBeenLastCalledWith(
        'alert',
        { kind: 'prop', component: 'alert' },
        expect.anything(),
      ),
    );
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    // The earlier results stay until the filtered ones arrive.
    await vi.waitFor(() => expect(within(listbox).getAllByRole('group')).toHaveLength(1));
    await user.selectOptions(kind, 'page');
    expect(component).toBeDisabled();
    await vi.waitFor(() =>
      expect(client.query).toHaveBeenLastCalledWith('alert', { kind: 'page' }, expect.anything()),
    );
    await user.selectOptions(kind, '');
    await user.selectOptions(component, '');
    await vi.waitFor(() =>
      expect(client.query).toHaveBeenLastCalledWith(
        'alert',
        { kind: undefined, component: undefined },
        expect.anything(),
      ),
    );
    await expectNoAxeViolations(document.body);
  });

  it('shows no filters when the index holds pages only', async () => {
    const { user, openButton, client } = setup();
    client.filterValues.mockResolvedValue({ kinds: { page: 3 }, components: [] });
    await user.click(openButton);
    await vi.waitFor(() => expect(client.filterValues).toHaveBeenCalled());
    expect(screen.queryByRole('group', { name: 'Search filters' })).toBeNull();
  });

  it('with several versions, searches all of them behind a switch, each result naming its version', async () => {
    const older = { ...alertPage, page: { url: '/1.0/en/components/alert/', title: 'Alert' }, version: 'v1' };
    const allVersionsClient = fakeSearchClient([{ ...alertPage, version: 'v2' }, older]);
    const versions = [
      { label: 'v2', basePath: '/' },
      { label: 'v1', basePath: '/1.0/' },
    ];
    const client = fakeSearchClient([alertPage]);
    client.filterValues.mockResolvedValue({ kinds: { page: 3 }, components: [] });
    const { user, openButton } = setup({ versions, client, allVersionsClient });
    await user.click(openButton);
    await user.type(input(), 'alert');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    await vi.waitFor(() => expect(within(listbox).getAllByRole('group')).toHaveLength(1));
    expect(allVersionsClient.query).not.toHaveBeenCalled();
    const filters = screen.getByRole('group', { name: 'Search filters' });
    const all = within(filters).getByRole('checkbox', { name: 'Search all versions' });
    expect(all).not.toBeChecked();
    await user.click(all);
    await vi.waitFor(() => expect(within(listbox).getAllByRole('group')).toHaveLength(2));
    expect(within(listbox).getByRole('group', { name: 'Alert v1' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Alert v2' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(all);
    await vi.waitFor(() => expect(within(listbox).getAllByRole('group')).toHaveLength(1));
    expect(within(listbox).getByRole('group', { name: 'Alert' })).toBeInTheDocument();
  });

  it('offers no versions switch on a site with one version', async () => {
    const { user, openButton } = setup({ versions: [{ label: 'v1', basePath: '/' }] });
    await user.click(openButton);
    await screen.findByRole('group', { name: 'Search filters' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('opens prefilled for ?search=term, and takes the term out of the address on closing', async () => {
    window.history.replaceState(null, '', '/en/guide/?search=usage#top');
    const { user } = setup();
    expect(dialog().open).toBe(true);
    expect(input()).toHaveValue('usage');
    expect(await screen.findByRole('option', { name: /Usage/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/en/guide/#top');
  });

  it('says when the index could not be loaded', async () => {
    const { user, openButton, client } = setup();
    client.query.mockRejectedValue(new Error('offline'));
    client.filterValues.mockRejectedValue(new Error('offline'));
    await user.click(openButton);
    await user.type(input(), 'alert');
    expect(await screen.findByText('Search is not available right now')).toBeInTheDocument();
  });

  it('says it is searching while the first results load', async () => {
    const { user, openButton, client } = setup();
    client.query.mockReturnValue(new Promise(() => {}));
    await user.click(openButton);
    await user.type(input(), 'a');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });

  it('shows the best results while the others still load, and preloads the index for the term as it is typed', async () => {
    const { user, openButton, client } = setup();
    // Each query reports its first results at once and finishes when the test says so.
    const finish = new Map<string, (groups: SearchResultGroup[]) => void>();
    client.query.mockImplementation(
      (term, _filters, options) =>
        new Promise((resolve) => {
          options?.onFirstResults?.([alertPage]);
          finish.set(term, resolve);
        }),
    );
    await user.click(openButton);
    await user.type(input(), 'alert');
    expect(client.preload).toHaveBeenCalledWith('alert', { kind: undefined, component: undefined });
    await vi.waitFor(() => expect(finish.has('alert')).toBe(true));
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getAllByRole('group')).toHaveLength(1);
    expect(within(listbox).getByRole('group', { name: 'Alert' })).toBeInTheDocument();
    // The list says more is coming, so assistive technology (and tests) wait for the whole answer.
    expect(listbox).toHaveAttribute('aria-busy', 'true');
    act(() => finish.get('alert')?.([alertPage, alertProps]));
    await vi.waitFor(() => expect(within(listbox).getAllByRole('group')).toHaveLength(2));
    expect(listbox).not.toHaveAttribute('aria-busy');
  });

  it('uses the opener the page installed instead of its own', async () => {
    const opener = installSearchOpener();
    const { user } = setup();
    await user.keyboard('{Control>}k{/Control}');
    expect(dialog().open).toBe(true);
    opener.uninstall();
  });

  it('takes its texts from labels', async () => {
    const { user, openButton } = setup({
      labels: { 'nav.search': 'Suche', 'search.placeholder': 'Dokumente durchsuchen' },
    });
    await user.click(openButton);
    expect(screen.getByRole('combobox', { name: 'Suche' })).toHaveAttribute(
      'placeholder',
      'Dokumente durchsuchen',
    );
  });

  it('renders on the server as a closed dialog', () => {
    const html = renderToString(<SearchDialog client={fakeSearchClient()} />);
    expect(html).toMatch(/^<dialog[^>]*aria-label="Search"[^>]*><\/dialog>$/);
  });

  it('listens for the event theme-react’s search button sends', () => {
    expect(OPEN_SEARCH_EVENT).toBe(THEME_OPEN_SEARCH_EVENT);
  });
});
