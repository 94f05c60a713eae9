import { Home } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { features, heroActions, heroImage } from './page-fixtures';

const hero = {
  name: 'Lectern',
  text: 'Documentation for UI component libraries',
  tagline: 'Server-rendered pages, three themes, every language.',
  image: heroImage,
  actions: heroActions,
};

const meta = {
  title: 'Layouts/Home',
  component: Home,
  parameters: { layout: 'fullscreen' },
  args: {
    hero,
    features: features.slice(0, 3),
    children: (
      <>
        <h2>Why Lectern</h2>
        <p>
          Readers get complete HTML on the first request; the sidebar, outline and search load only when
          someone uses them.
        </p>
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hero with an image (light and dark variants: switch the theme), actions of each theme, 3 features. */
export const Full: Story = {};

/** The image's dark variant shows in the dark themes; pick dark or blackguard in the toolbar. */
export const DarkImage: Story = { globals: { theme: 'dark' } };

/** Without an image the text takes the whole width. */
export const HeroWithoutImage: Story = { args: { hero: { ...hero, image: undefined } } };

/** One action of each theme: brand (filled), alt (outlined), sponsor. */
export const ActionThemes: Story = {
  args: {
    hero: { name: 'Lectern', actions: heroActions },
    features: [],
    children: undefined,
  },
};

export const TwoFeatures: Story = { args: { features: features.slice(0, 2) } };
export const ThreeFeatures: Story = { args: { features: features.slice(0, 3) } };
export const FourFeatures: Story = { args: { features: features.slice(0, 4) } };
export const SixFeatures: Story = { args: { features } };

/** No hero: the features and the content only. */
export const WithoutHero: Story = { args: { hero: undefined } };
