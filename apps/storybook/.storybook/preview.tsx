import '@lectern/theme-react/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { configure } from 'storybook/test';

// `findBy…` and `waitFor` wait up to 5 s, not 1: the stories' tests share two cores with the site's browser
// tests in CI, where the first render of a story file alone can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

/** Puts the toolbar's theme and direction on <html>, where the theme's CSS reads them. */
const withThemeAndDirection: Decorator = (Story, context) => {
  const { theme, direction } = context.globals as { theme: string; direction: string };
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.dir = direction;
  }, [theme, direction]);
  return <Story />;
};

/**
 * Keeps in-page links (`#heading`) inside the story: the test runner's canvas document has another base
 * address, so following such a link would leave the page. The target is scrolled to instead.
 */
const withInPageLinks: Decorator = (Story) => {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      if (!link || event.defaultPrevented) return;
      event.preventDefault();
      const id = decodeURIComponent(link.getAttribute('href')?.slice(1) ?? '');
      document.getElementById(id)?.scrollIntoView();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return <Story />;
};

const preview: Preview = {
  decorators: [withThemeAndDirection, withInPageLinks],
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
