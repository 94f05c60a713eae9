import { ApiTable } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Content/ApiTable',
  component: ApiTable,
  args: {
    api: {
      name: 'Alert',
      description: 'A message that stands out from the page.',
      props: [
        {
          name: 'type',
          type: "'success' | 'info' | 'warning' | 'error'",
          default: "'info'",
          values: ['success', 'info', 'warning', 'error'],
          required: false,
          description: 'The kind of message: sets the colour, the icon and the role (`alert` or `status`).',
        },
        {
          name: 'border',
          type: "boolean | 'top' | 'end' | 'bottom' | 'start'",
          default: 'false',
          values: ['true', 'false', 'top', 'end', 'bottom', 'start'],
          required: false,
          description: 'Draws a coloured border on one side; `true` means the start side.',
        },
        {
          name: 'title',
          type: 'string',
          default: null,
          values: null,
          required: false,
          description: 'A short heading.',
        },
      ],
      events: [{ name: 'close', payload: 'MouseEvent', description: 'After the close button is pressed.' }],
      slots: [{ name: 'default', description: 'The message.' }],
    },
  },
} satisfies Meta<typeof ApiTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Props, events and slots. */
export const Full: Story = {};

/** A component with props only: the other tables are left out. */
export const PropsOnly: Story = {
  args: {
    api: {
      name: 'Rating',
      description: 'Stars.',
      props: [
        {
          name: 'length',
          type: 'number',
          default: '5',
          values: null,
          required: false,
          description: 'How many stars.',
        },
      ],
      events: [],
      slots: [],
    },
  },
};
