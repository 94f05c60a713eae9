import { SkipLink } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Page/SkipLink',
  component: SkipLink,
  render: (args) => (
    <>
      <SkipLink {...args} />
      <p>Press Tab to reveal the link.</p>
      <main id="main-content" tabIndex={-1}>
        Main content
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Jump to the documentation' } };
