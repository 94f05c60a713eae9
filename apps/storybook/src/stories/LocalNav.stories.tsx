import { LocalNav, Sidebar } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { longOutline, SamplePage, shortOutline, sidebarItems } from './navigation-fixtures';

const closeSidebar = () => document.documentElement.removeAttribute('data-sidebar-open');

const meta = {
  title: 'Navigation/LocalNav',
  component: LocalNav,
  // The bar shows below 960 px (the outline part up to 1280 px beside a sidebar).
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: { headers: shortOutline, hasSidebar: true, currentPath: '/components/alerts' },
  argTypes: { headers: { control: false } },
  beforeEach: () => {
    closeSidebar();
    return closeSidebar;
  },
  render: (args) => (
    <>
      <LocalNav {...args} />
      {args.hasSidebar && (
        <Sidebar items={sidebarItems} currentPath={args.currentPath} labels={args.labels} />
      )}
      <main style={{ padding: '24px' }}>
        <SamplePage />
      </main>
    </>
  ),
} satisfies Meta<typeof LocalNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Menu and the outline dropdown. The dropdown opens on click and closes on Escape or a click outside. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'On this page' });

    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Return to top' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Return to top' })).toBeNull();
  },
};

/** Menu opens the sidebar overlay; Escape closes it and focus returns to Menu. */
export const OpensTheSidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Sidebar navigation' })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).toHaveFocus());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A long outline, open; a click on a heading goes to it and closes the dropdown. */
export const LongOutline: Story = {
  args: { headers: longOutline },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'On this page' });
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('link', { name: 'Compact tables' }));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A page without a sidebar: only the outline dropdown. */
export const WithoutSidebar: Story = { args: { hasSidebar: false } };

/** A page without headings: only the Menu button (the dropdown is left out). */
export const EmptyOutline: Story = { args: { headers: [] } };

/** The outline's title from the page or theme setting. */
export const CustomTitle: Story = { args: { outlineTitle: 'Contents' } };
