import { Page } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Layouts/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bare content: no sidebar, no aside, no doc footer. */
export const BareContent: Story = {
  args: {
    children: (
      <>
        <h1>Sponsors</h1>
        <p>A page with the page layout shows its content and nothing else between the bars.</p>
      </>
    ),
  },
};
