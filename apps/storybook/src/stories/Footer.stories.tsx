import { Footer } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Layouts/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    message: 'Released under the MIT License.',
    copyright: 'Copyright © 2026 Lectern contributors',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageAndCopyright: Story = {};
export const MessageOnly: Story = { args: { copyright: undefined } };
export const CopyrightOnly: Story = { args: { message: undefined } };
/** Markup in the settings is shown as text, never as HTML. */
export const MarkupShownAsText: Story = {
  args: { message: 'Released under the <a href="/license">MIT</a> License.' },
};
/** With neither line, nothing is rendered. */
export const Empty: Story = { args: { message: '', copyright: '' } };
