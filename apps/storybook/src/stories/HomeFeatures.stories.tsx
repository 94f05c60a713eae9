import type { Feature } from '@lectern/theme-core';
import { HomeFeatures } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';

const features: Feature[] = [
  {
    icon: '⚡',
    title: 'Ships HTML first',
    details: 'Rendered on the server; JavaScript only adds behaviour.',
  },
  {
    icon: '🧭',
    title: 'Navigation',
    details: 'Sidebar, outline, previous and next links.',
    link: '/guide/',
    linkText: 'Read the guide',
  },
  { icon: '🌐', title: 'Languages', details: 'Pages per language with English fallback.' },
  { icon: '🔎', title: 'Search', details: 'Offline search per language.' },
  { icon: '🎨', title: 'Themes', details: 'Light, dark and blackguard.' },
  { icon: '♿', title: 'Accessible', details: 'Landmarks, keyboard use and contrast, checked with axe.' },
];

const meta = {
  title: 'Home/HomeFeatures',
  component: HomeFeatures,
} satisfies Meta<typeof HomeFeatures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = { args: { features: features.slice(0, 2) } };
export const Three: Story = { args: { features: features.slice(0, 3) } };
export const Four: Story = { args: { features: features.slice(0, 4) } };
export const Six: Story = { args: { features } };
