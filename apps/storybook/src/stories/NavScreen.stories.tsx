import { NavBar, NavScreen } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { locales, nav, oneLocale, resetNavState, socialLinks } from './nav-bar-fixtures';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Navigation/NavScreen',
  component: NavScreen,
  parameters: { layout: 'fullscreen' },
  // The screen is for windows under 768 px; wider, it hides itself.
  globals: mobile,
  args: { open: true, nav, locales, socialLinks, currentPath: '/en/components/buttons' },
  argTypes: { nav: { control: false }, locales: { control: false } },
  beforeEach: () => {
    resetNavState();
    return resetNavState;
  },
} satisfies Meta<typeof NavScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the menu with its groups expanded, the languages, the appearance switch and social links. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // It fades in: wait until it is fully there.
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Components' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Buttons' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('switch', { name: 'Appearance' })).toBeVisible();
  },
};

/** One offered language: no language list. */
export const OneLocale: Story = { args: { locales: oneLocale } };

/** `appearance: 'force-dark'`: no switch. */
export const ForceDark: Story = { args: { appearance: 'force-dark' }, globals: { theme: 'dark' } };

/** Closed: in the HTML, hidden. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[hidden]')).not.toBeNull();
  },
};

/** Opened from the bar's hamburger: Escape closes it and focus returns to the hamburger. */
export const FromTheHamburger: Story = {
  render: (args) => <NavBar siteTitle="Lectern" {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: 'Site menu' });
    await userEvent.click(hamburger);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger).toHaveFocus();
  },
};
