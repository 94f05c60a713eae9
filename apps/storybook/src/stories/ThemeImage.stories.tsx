import { ThemeImage } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const svg = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" rx="8" fill="${fill}"/><text x="80" y="30" font-size="16" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

const meta = {
  title: 'Media/ThemeImage',
  component: ThemeImage,
} satisfies Meta<typeof ThemeImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One image for every theme. */
export const Single: Story = { args: { image: { src: svg('#1867c0', 'Lectern'), alt: 'Lectern' } } };

/** A light and a dark variant: only the one for the current theme shows (switch the toolbar's theme). */
export const LightAndDark: Story = {
  args: { image: { light: svg('#1867c0', 'Light'), dark: svg('#e7810d', 'Dark'), alt: 'Lectern' } },
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole('img', { hidden: true, name: 'Lectern' });
    const shown = images.filter((image) => getComputedStyle(image).display !== 'none');
    await expect(shown).toHaveLength(1);
  },
};
