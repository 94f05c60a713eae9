import '@lectern/theme-react/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';

/** Puts the toolbar's theme and direction on <html>, where the theme's CSS reads them. */
const withThemeAndDirection: Decorator = (Story, context) => {
  const { theme, direction } = context.globals as { theme: string; direction: string };
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.dir = direction;
  }, [theme, direction]);
  return <Story />;
};

const preview: Preview = {
  decorators: [withThemeAndDirection],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: ['light', 'dark', 'blackguard'],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
