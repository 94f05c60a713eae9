import { ApiTable } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

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

/**
 * What comparing the versions' API found: a prop new in 2.0, one changed in 2.0 and one removed in 2.0,
 * whose row the lens hides from a reader of 2.0 — the table on a phone, right to left.
 */
export const ComparedAcrossVersions: Story = {
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
          description: 'The kind of message.',
          changed: '2.0',
        },
        {
          name: 'heading',
          type: 'string',
          default: null,
          values: null,
          required: true,
          description: 'A short heading.',
          since: '2.0',
        },
        {
          name: 'title',
          type: 'string',
          default: null,
          values: null,
          required: false,
          description: 'A short heading.',
          removed: '2.0',
        },
      ],
      events: [],
      slots: [],
    },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false }, direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvasElement.querySelector<HTMLElement>('#api-alert-props-title');
    await expect(title).toHaveAttribute('data-lens-removed', '2.0');
    await expect(canvas.getByText('Changed in 2.0')).toBeVisible();
    const { applyVersionLens } = await import('@lectern/theme-react/page-effects');
    applyVersionLens(canvasElement, '1.0');
    await expect(title).toBeVisible();
    const newIn = canvas.getByText('New in 2.0');
    await expect(newIn).toHaveAttribute('data-lens-newer', '');
    await expect(within(newIn).getByText(/after your version/)).toBeVisible();
    applyVersionLens(canvasElement, '2.0');
    await waitFor(() => expect(title?.checkVisibility()).toBe(false));
  },
};
