import { NavBar } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { locales, logo, nav, oneLocale, resetNavState, socialLinks, versions } from './nav-bar-fixtures';

const viewport = (value: string) => ({ viewport: { value, isRotated: false } });

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  args: {
    siteTitle: 'Lectern',
    nav,
    socialLinks,
    locales,
    currentPath: '/en/getting-started/installation',
  },
  argTypes: { nav: { control: false }, locales: { control: false }, versions: { control: false } },
  beforeEach: () => {
    resetNavState();
    return resetNavState;
  },
  render: (args) => (
    <>
      <NavBar {...args} />
      <main style={{ padding: '32px', minBlockSize: '150vh' }}>
        <h1 style={{ marginBlockStart: 0 }}>Page content</h1>
        <a href="#top">A link in the content</a>
      </main>
    </>
  ),
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything inline, from 960 px: menu, languages, appearance switch, social links. */
export const Desktop: Story = { globals: viewport('desktop') };

/** A logo with light and dark variants beside the title. */
export const WithLogo: Story = { args: { logo }, globals: viewport('desktop') };

/** The logo alone, named by its alternative text. */
export const LogoOnly: Story = {
  args: { logo, siteTitle: false },
  globals: viewport('desktop'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Lectern' })).toHaveAttribute(
      'href',
      '/en/',
    );
  },
};

/** The current page is in a dropdown: the group is highlighted, the page is `aria-current`. */
export const ActiveItemInGroup: Story = {
  args: { currentPath: '/en/components/buttons' },
  globals: viewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('button', { name: 'Components' });
    await expect(group).toHaveAttribute('data-active');
    await userEvent.click(group);
    await expect(canvas.getByRole('link', { name: 'Buttons' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Dropdowns by keyboard: Enter opens onto the first item, arrows move, Escape returns to the button. */
export const DropdownByKeyboard: Story = {
  globals: viewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('button', { name: 'Components' });
    group.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'All components' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Text fields' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toHaveFocus();
  },
};

/** Several languages: the language menu opens by keyboard and marks the current language. */
export const SeveralLocales: Story = {
  args: { currentPath: '/zh-CN/getting-started/installation' },
  globals: viewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Change language' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const english = canvas.getByRole('link', { name: 'English' });
    await expect(english).toHaveFocus();
    await expect(english).toHaveAttribute('href', '/en/getting-started/installation');
    await expect(canvas.getByRole('link', { name: '简体中文' })).toHaveAttribute('aria-current', 'true');
  },
};

/** One offered language: no language menu. */
export const OneLocale: Story = {
  args: { locales: oneLocale },
  globals: viewport('desktop'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Change language' })).toBeNull();
  },
};

/**
 * Versions of the docs, on a page of v0.2: the version menu before the languages shows the version read;
 * it opens by keyboard onto the latest, and each link carries its version's name.
 */
export const WithVersions: Story = {
  args: { versions, currentPath: '/0.2/en/getting-started/installation' },
  globals: viewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Change version v0.2' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const latest = canvas.getByRole('link', { name: 'v0.3 latest' });
    await expect(latest).toHaveFocus();
    await expect(latest).toHaveAttribute('href', '/en/getting-started/installation');
    await expect(latest).toHaveAttribute('data-lectern-version', '0.3');
    await expect(canvas.getByRole('link', { name: 'v0.2' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Versions from 768 to 959 px: in the "…" menu, above the languages. */
export const WithVersionsTablet: Story = {
  args: { versions, currentPath: '/0.2/en/getting-started/installation' },
  globals: viewport('tablet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Extra navigation' }));
    await expect(canvas.getByRole('list', { name: 'Change version' })).toBeVisible();
  },
};

/** `appearance: 'force-dark'`: no switch. */
export const ForceDark: Story = {
  args: { appearance: 'force-dark' },
  globals: { ...viewport('desktop'), theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('switch')).toBeNull();
  },
};

/** The appearance switch sets `data-theme` on `<html>`. */
export const ToggleAppearance: Story = {
  globals: { ...viewport('desktop'), theme: 'light' },
  play: async ({ canvasElement }) => {
    const root = document.documentElement;
    const toggle = within(canvasElement).getByRole('switch', { name: 'Appearance' });
    await waitFor(() => expect(root).toHaveAttribute('data-theme', 'light'));
    // A busy machine can take over a second to apply a change (waitFor's default): ten are given.
    await userEvent.click(toggle);
    await waitFor(() => expect(root).toHaveAttribute('data-theme', 'dark'), { timeout: 10_000 });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(root).toHaveAttribute('data-theme', 'light'), { timeout: 10_000 });
  },
};

/** An empty search provider: no search button. */
export const NoSearch: Story = {
  args: { search: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Search' })).toBeNull();
  },
};

/** From 768 to 959 px: the languages, switch and social links move into the "…" menu. */
export const Tablet: Story = {
  globals: viewport('tablet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Extra navigation' }));
    await expect(canvas.getByRole('list', { name: 'Change language' })).toBeVisible();
  },
};

/** Below 768 px: the hamburger opens the full-screen menu; Escape closes it and returns focus. */
export const Mobile: Story = {
  globals: viewport('mobile1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: 'Site menu' });
    await userEvent.click(hamburger);
    const screen = canvasElement.ownerDocument.getElementById(hamburger.getAttribute('aria-controls') ?? '');
    // It fades in: wait until it is fully there.
    await waitFor(() => expect(screen).toBeVisible());
    await expect(document.documentElement).toHaveAttribute('data-nav-screen-open', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen).not.toBeVisible();
    await expect(hamburger).toHaveFocus();
  },
};

/** Below 768 px with the screen left open. */
export const MobileScreenOpen: Story = {
  globals: viewport('mobile1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Site menu' }));
    await expect(canvas.getByRole('button', { name: 'Site menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Right to left: everything mirrors. */
export const RightToLeft: Story = { globals: { ...viewport('desktop'), direction: 'rtl' } };
