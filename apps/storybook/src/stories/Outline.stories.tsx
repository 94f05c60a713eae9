import { Outline } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { longOutline, SamplePage, shortOutline } from './navigation-fixtures';

const meta = {
  title: 'Navigation/Outline',
  component: Outline,
  parameters: { layout: 'fullscreen' },
  args: { headers: longOutline },
  argTypes: { headers: { control: false } },
  render: (args) => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 256px', gap: '32px', padding: '0 32px' }}
    >
      <SamplePage />
      <aside
        aria-label="Aside"
        style={{ position: 'sticky', insetBlockStart: 0, alignSelf: 'start', paddingBlock: '32px' }}
      >
        <Outline {...args} />
      </aside>
    </div>
  ),
} satisfies Meta<typeof Outline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Levels 2 to 4; scroll the page and the marker follows the heading being read. */
export const LongOutline: Story = {};

/** Scrolled to "Props": that heading is active (`aria-current="true"`) and the marker sits beside it. */
export const ActiveHeading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvasElement.ownerDocument.getElementById('props');
    window.scrollTo({
      top: (heading?.getBoundingClientRect().top ?? 0) + window.scrollY - 64,
      behavior: 'instant',
    });
    const outline = canvas.getByRole('navigation', { name: 'Table of contents for current page' });
    await waitFor(() =>
      expect(within(outline).getByRole('link', { name: 'Props' })).toHaveAttribute('aria-current', 'true'),
    );
  },
};

/** The default level: headings of level 2 only. */
export const ShortOutline: Story = { args: { headers: shortOutline } };

/** A title from the page or theme setting. */
export const CustomTitle: Story = { args: { title: 'Contents' } };

/** No headings: the outline renders nothing. */
export const EmptyOutline: Story = {
  args: { headers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
