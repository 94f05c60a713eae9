import { type ResolvedSidebarItem, sidebarBranch } from '@lectern/theme-core';
import { LocalNav, Sidebar } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shortOutline, sidebarItems } from './navigation-fixtures';

const closeSidebar = () => document.documentElement.removeAttribute('data-sidebar-open');
const mobile = { viewport: { value: 'mobile2', isRotated: false } };

const meta = {
  title: 'Navigation/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: { items: sidebarItems, currentPath: '/components/alerts' },
  argTypes: { items: { control: false } },
  // The open state lives on <html>: start every story closed and leave nothing behind.
  beforeEach: () => {
    closeSidebar();
    return closeSidebar;
  },
  render: (args) => (
    <>
      <LocalNav headers={shortOutline} hasSidebar currentPath={args.currentPath} labels={args.labels} />
      <div style={{ display: 'flex', minBlockSize: '150vh' }}>
        <Sidebar {...args} />
        <main style={{ padding: '32px', flex: 1 }}>
          <h1 style={{ marginBlockStart: 0 }}>Page content</h1>
          <p>
            From 960 px the sidebar is a column that sticks under the nav bar; below, the Menu button opens
            it.
          </p>
          <a href="#top">A link in the content</a>
        </main>
      </div>
    </>
  ),
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current page is marked (`aria-current="page"`); its section is open. */
export const ActiveItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Alerts' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The current page five levels deep: every collapsed section on the way stays open. */
export const NestedToDepthFive: Story = {
  args: { currentPath: '/components/forms/inputs/text-fields/masks' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const masks = canvas.getByRole('link', { name: 'Masks' });
    await expect(masks).toHaveAttribute('aria-current', 'page');
    await expect(masks).toBeVisible();
  },
};

/** `collapsed: true` sections start closed, except the one that holds the current page (API). */
export const CollapsedSectionOpenBecauseActive: Story = {
  args: { currentPath: '/api/props' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('API').closest('details')).toHaveAttribute('open');
    await expect(canvas.getByText('Forms').closest('details')).not.toHaveAttribute('open');
  },
};

/** Collapsed sections closed; a click on a section's title (or its caret) opens and closes it. */
export const CollapsedSectionsClosed: Story = {
  args: { currentPath: '/getting-started/installation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const api = canvas.getByText('API').closest('details') as HTMLDetailsElement;
    await expect(api.open).toBe(false);
    await userEvent.click(canvas.getByText('API'));
    await waitFor(() => expect(api.open).toBe(true));
    await expect(canvas.getByRole('link', { name: 'Props' })).toBeVisible();
    await userEvent.click(canvas.getByText('API'));
    await waitFor(() => expect(api.open).toBe(false));

    const toggle = canvas.getByLabelText('Toggle section Data tables');
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Basics' })).toBeVisible());
  },
};

/** On a phone the sidebar is an overlay: Menu opens it, Escape closes it and focus returns to Menu. */
export const OverlayOnMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const sidebar = canvas.getByRole('navigation', { name: 'Sidebar navigation' });
    await waitFor(() => expect(sidebar).toBeVisible());
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Alerts' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).toHaveFocus());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(sidebar).not.toBeVisible());
  },
};

/** The overlay open on a phone, with its backdrop; a click on the backdrop closes it. */
export const OverlayOpen: Story = {
  globals: mobile,
  beforeEach: () => {
    document.documentElement.setAttribute('data-sidebar-open', 'true');
  },
};

/** Right to left: the column and the overlay sit on the right, carets point left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { currentPath: '/components/data-tables/basics' },
};

/** A large group: 40 recipes, and a section of reference pages. */
const largeGroup: ResolvedSidebarItem[] = [
  {
    text: 'Recipes',
    link: '/recipes/',
    listed: true,
    items: Array.from({ length: 40 }, (_, index) => ({
      text: `Recipe ${index + 1}`,
      link: `/recipes/${index + 1}`,
    })),
  },
  {
    text: 'Reference',
    link: '/reference/',
    listed: true,
    items: [
      { text: 'Configuration', link: '/reference/configuration' },
      { text: 'Frontmatter', link: '/reference/frontmatter' },
    ],
  },
];

/** The group's whole tree as the site serves it (here from memory). */
const largeTree = URL.createObjectURL(
  new Blob(
    [
      JSON.stringify({
        markup: renderToStaticMarkup(<Sidebar items={largeGroup} currentPath="/__no-page__/" />),
      }),
    ],
    {
      type: 'application/json',
    },
  ),
);

/**
 * A large group drawn by branch (`sidebarBranch`, with `tree`): the page's part of the long list with a
 * "Show … more" link to the section's page for each run left out, and the section off the branch closed;
 * both fill from the group's tree.
 */
export const ByBranch: Story = {
  args: {
    items: sidebarBranch(largeGroup, '/recipes/20'),
    currentPath: '/recipes/20',
    tree: largeTree,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Recipe 1' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Show 9 more' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Recipe 1' })).toHaveFocus());
    await userEvent.click(canvas.getByLabelText('Toggle section Reference'));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Frontmatter' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Show 10 more' })).toBeVisible();
  },
};
