/// <reference types="vite/client" />
import '@lectern/search/styles.css';
import { RECENT_SEARCHES_STORAGE_KEY, SearchDialog } from '@lectern/search/dialog';
import { SEARCH_OPENER_ATTRIBUTE } from '@lectern/search/opener';
import { NavBarSearchButton } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allVersionsSearchClient, fakeSearchClient, searchVersions } from './search-fixtures';

const forgetRecentSearches = () => localStorage.removeItem(RECENT_SEARCHES_STORAGE_KEY);

const meta = {
  title: 'Search/SearchDialog',
  component: SearchDialog,
  parameters: { layout: 'padded' },
  args: { client: fakeSearchClient, onNavigate: fn(), hotkey: 'mod-k' },
  argTypes: { client: { control: false }, allVersionsClient: { control: false } },
  beforeEach: () => {
    forgetRecentSearches();
    return forgetRecentSearches;
  },
  render: (args) => (
    <>
      <NavBarSearchButton />
      <SearchDialog {...args} />
    </>
  ),
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is a modal outside the canvas: its parts are found in the whole document. */
const page = () => within(document.body);

/**
 * The dialog installs its opener in an effect, which React may run after the story's first paint (under
 * load, after the play function has begun): a click or key before then would be lost, so wait for it.
 */
const openerInstalled = () =>
  waitFor(() => expect(document.documentElement).toHaveAttribute(SEARCH_OPENER_ATTRIBUTE));

/**
 * Typing shows results grouped by page (and an API group, "alert › prop"); ↓ and ↑ move, Enter opens the
 * active result and gives the focus back to the search button. Reopened, the box keeps the last term;
 * emptied, it offers the recent searches.
 */
export const TypeMoveAndOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await openerInstalled();
    await userEvent.click(button);
    const input = await page().findByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'alert');
    const results = await page().findByRole('listbox', { name: 'Search results' });
    await expect(within(results).getByRole('group', { name: 'alert › prop' })).toBeInTheDocument();
    const options = within(results).getAllByRole('option');
    await waitFor(() => expect(options[0]).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/components/alert/#usage');
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.keyboard('{Control>}k{/Control}');
    const reopened = await page().findByRole('combobox', { name: 'Search' });
    await expect(reopened).toHaveValue('alert');
    await userEvent.clear(reopened);
    const recent = await page().findByRole('listbox', { name: 'Recent searches' });
    await expect(within(recent).getByRole('option', { name: 'alert' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByRole('listbox', { name: 'Search results' })).toBeInTheDocument();
  },
};

/** A search that matches nothing says so. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await openerInstalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await userEvent.type(page().getByRole('combobox', { name: 'Search' }), 'zzz');
    await waitFor(() => expect(page().getByRole('status')).toHaveTextContent('No results found'));
    await expect(page().queryByRole('listbox')).toBeNull();
  },
};

/** The kind filter narrows the results to the component API's props; Escape closes. */
export const FilterByKind: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await openerInstalled();
    await userEvent.click(button);
    await userEvent.type(page().getByRole('combobox', { name: 'Search' }), 'alert');
    await userEvent.selectOptions(await page().findByRole('combobox', { name: 'Kind' }), 'prop');
    await waitFor(() =>
      expect(
        within(page().getByRole('listbox', { name: 'Search results' }))
          .getAllByRole('option')
          .map((option) => option.getAttribute('href')),
      ).toEqual(['/en/components/alert/#api-alert-props']),
    );
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('combobox', { name: 'Search' })).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/**
 * On a site with several versions, "Search all versions" searches them together: each result group names
 * its version, and the older version's page is among them.
 */
export const AllVersions: Story = {
  args: { versions: searchVersions, allVersionsClient: allVersionsSearchClient },
  play: async ({ canvasElement }) => {
    await openerInstalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await userEvent.type(page().getByRole('combobox', { name: 'Search' }), 'alert');
    const results = await page().findByRole('listbox', { name: 'Search results' });
    await expect(within(results).queryByRole('group', { name: 'Alert v1' })).toBeNull();
    await userEvent.click(page().getByRole('checkbox', { name: 'Search all versions' }));
    await expect(await within(results).findByRole('group', { name: 'Alert v1' })).toBeInTheDocument();
    await expect(within(results).getByRole('group', { name: 'Alert v2' })).toBeInTheDocument();
  },
};

/** With `/` as the visitor's hotkey choice, `/` opens search and Ctrl+K does not. */
export const SlashHotkey: Story = {
  args: { hotkey: 'slash' },
  play: async () => {
    await openerInstalled();
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(page().queryByRole('combobox', { name: 'Search' })).toBeNull();
    await userEvent.keyboard('/');
    await expect(await page().findByRole('combobox', { name: 'Search' })).toHaveFocus();
  },
};
