import { NavBarAppearance } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetNavState } from './nav-bar-fixtures';

const root = document.documentElement;

const meta = {
  title: 'Navigation/NavBarAppearance',
  component: NavBarAppearance,
  // The switch changes <html>: give the next story back the theme it found, and no stored choice.
  beforeEach: () => {
    const theme = root.dataset.theme;
    resetNavState();
    return () => {
      resetNavState();
      if (theme) root.dataset.theme = theme;
    };
  },
} satisfies Meta<typeof NavBarAppearance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click switches the theme: `data-theme` and `aria-checked` follow. */
export const Default: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Appearance' });
    await waitFor(() => expect(toggle).toHaveAttribute('title', 'Switch to dark theme'));
    await userEvent.click(toggle);
    await waitFor(() => expect(root).toHaveAttribute('data-theme', 'dark'));
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveAttribute('title', 'Switch to light theme');
  },
};

/** With the keyboard: Space toggles it. */
export const ByKeyboard: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Appearance' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    toggle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(root).toHaveAttribute('data-theme', 'light'));
  },
};

/** Blackguard counts as dark: the switch is on, and a click goes to light. */
export const Blackguard: Story = { globals: { theme: 'blackguard' } };

/** With its visible label, as in the extra menu and the mobile screen. */
export const WithLabel: Story = { args: { withLabel: true } };

/** `appearance: 'force-dark'`, `'force-auto'` or `false`: nothing to switch, nothing shown. */
export const ForceDark: Story = {
  args: { appearance: 'force-dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('switch')).toBeNull();
  },
};
