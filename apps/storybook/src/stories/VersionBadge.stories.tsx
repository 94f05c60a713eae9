import { VersionBadge } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Page/VersionBadge',
  component: VersionBadge,
  args: { kind: 'since', version: '1.2' },
  argTypes: {
    kind: { control: 'inline-radio', options: ['since', 'changed', 'deprecated', 'removed'] },
  },
} satisfies Meta<typeof VersionBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "New in 1.2": its note hidden, as every reader who chose no version sees it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('New in 1.2');
    await expect(badge).toHaveAttribute('data-lens-since', '1.2');
    await expect(within(badge).getByText(/after your version/)).not.toBeVisible();
  },
};

/** Every kind, in a sentence, as the lens marks them for a reader of 1.2: what came after is outlined. */
export const MarkedForAReaderOf12: Story = {
  render: () => (
    <p style={{ maxInlineSize: '40rem' }}>
      Sorting <VersionBadge version="1.2" />, dense rows <VersionBadge kind="changed" version="1.3" />, the
      old filter <VersionBadge kind="deprecated" version="1.4" /> and the legacy grid{' '}
      <VersionBadge kind="removed" version="2.0" />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const { applyVersionLens } = await import('@lectern/theme-react/page-effects');
    applyVersionLens(canvasElement, '1.2');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Changed in 1.3')).toHaveAttribute('data-lens-newer'));
    await expect(canvas.getByText('New in 1.2')).not.toHaveAttribute('data-lens-newer');
    await expect(canvas.getByText('Removed in 2.0')).toHaveAttribute('data-lens-newer');
  },
};

/** The same sentence for a reader of 2.0: nothing is after their version, and the removed grid is hidden. */
export const ForAReaderOf20: Story = {
  render: MarkedForAReaderOf12.render,
  play: async ({ canvasElement }) => {
    const { applyVersionLens } = await import('@lectern/theme-react/page-effects');
    applyVersionLens(canvasElement, '2.0');
    const canvas = within(canvasElement);
    // Not drawn at all: the badge's own display must not keep a hidden badge shown.
    await waitFor(() => expect(canvas.getByText('Removed in 2.0').checkVisibility()).toBe(false));
    await expect(canvas.getByText('Changed in 1.3')).not.toHaveAttribute('data-lens-newer');
    await expect(canvas.getByText('Changed in 1.3')).toBeVisible();
  },
};

/** In Simplified Chinese, on a phone, in the dark theme. */
export const ChineseNarrowDark: Story = {
  args: { labels: { 'lens.since': '{version} 新增', 'lens.newer': '晚于你使用的版本' } },
  globals: { viewport: { value: 'mobile1', isRotated: false }, theme: 'dark' },
};

/** In the blackguard theme, right to left. */
export const BlackguardRtl: Story = {
  args: { kind: 'deprecated', version: '2.0.0-beta.1' },
  globals: { theme: 'blackguard', direction: 'rtl' },
};
