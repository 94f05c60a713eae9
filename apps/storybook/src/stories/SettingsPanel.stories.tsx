import { NavBarSettings, SettingsPanel } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const root = document.documentElement;

/** Leaves no stored settings, and <html> as the story found it, for the next story. */
function keepPageState() {
  const before = { theme: root.dataset.theme, dir: root.dir };
  localStorage.removeItem('lectern-settings');
  return () => {
    localStorage.removeItem('lectern-settings');
    root.removeAttribute('data-dark-code');
    if (before.theme) root.dataset.theme = before.theme;
    root.dir = before.dir;
  };
}

const meta = {
  title: 'Settings/SettingsPanel',
  component: SettingsPanel,
  beforeEach: keepPageState,
  decorators: [
    (Story) => (
      // The panel sits under the navigation bar's button, at the inline end.
      <div style={{ position: 'relative', minBlockSize: '640px', maxInlineSize: '360px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor's settings: every setting, with the perks and syncing locked. */
export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('dialog', { name: 'Settings' });
    const canvas = within(panel);
    await expect(canvas.getByRole('radio', { name: 'System' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(root).toHaveAttribute('data-theme', 'dark'));

    await userEvent.click(canvas.getByRole('radio', { name: 'Right to left' }));
    await waitFor(() => expect(root).toHaveAttribute('dir', 'rtl'));

    await userEvent.click(canvas.getByRole('radio', { name: /^\/$/ }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Dark code blocks' }));
    await waitFor(() => expect(root).toHaveAttribute('data-dark-code', ''));
    const stored = JSON.parse(localStorage.getItem('lectern-settings') ?? '{}');
    await expect(stored.values).toMatchObject({ theme: 'dark', direction: 'rtl', searchHotkey: 'slash' });

    const ads = canvas.getByRole('switch', { name: 'Ads' });
    await expect(ads).toBeDisabled();
    await expect(ads).toHaveAccessibleDescription('Turning off ads is a subscriber perk.');
  },
};

/** A subscriber: the perks are not locked. */
export const Subscriber: Story = {
  args: { visitorRole: 'subscriber' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Rail drawer' })).toBeEnabled();
    await expect(canvas.queryByText('The rail drawer is a subscriber perk.')).toBeNull();
  },
};

/** `appearance: 'force-dark'`: the site leaves no theme to choose. */
export const ForcedAppearance: Story = {
  args: { appearance: 'force-dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'Theme' })).toBeNull();
  },
};

/** In the navigation bar: the gear opens the panel (loaded on first open); Escape closes it back to the gear. */
export const FromTheNavBar: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <NavBarSettings />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gear = canvas.getByRole('button', { name: /^Settings$/ });
    await userEvent.click(gear);
    await expect(await canvas.findByRole('dialog', { name: 'Settings' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(gear).toHaveFocus();
  },
};
