import { Layout } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import {
  features,
  heroActions,
  heroImage,
  localNav,
  MarkdownPage,
  navBar,
  outline,
  sidebar,
} from './page-fixtures';

/** A site's own layout, registered under the name `playground`. */
function Playground({ children }: { children?: ReactNode }) {
  return (
    <div style={{ padding: '32px', display: 'grid', gap: '16px' }}>
      <p style={{ margin: 0, fontWeight: 600 }}>Custom layout “playground”</p>
      <div style={{ padding: '24px', border: '1px dashed var(--lectern-color-border)' }}>{children}</div>
    </div>
  );
}

const meta = {
  title: 'Layouts/Layout',
  component: Layout,
  parameters: { layout: 'fullscreen' },
  args: {
    page: {
      frontmatter: {},
      relativePath: 'components/alerts.md',
      lastUpdated: Date.UTC(2026, 10, 3, 9, 30),
    },
    nav: navBar,
    localNav,
    sidebar,
    aside: outline,
    timeZone: 'UTC',
    theme: {
      editLink: { pattern: 'https://github.com/lectern/docs/edit/main/docs/:path' },
      footer: {
        message: 'Released under the MIT License.',
        copyright: 'Copyright © 2026 Lectern contributors',
      },
    },
    prevNext: {
      prev: { text: 'Installation', link: '/getting-started/installation' },
      next: { text: 'Buttons', link: '/components/buttons' },
    },
    customLayouts: { playground: Playground },
    children: <MarkdownPage />,
  },
  argTypes: {
    nav: { control: false },
    localNav: { control: false },
    sidebar: { control: false },
    aside: { control: false },
    customLayouts: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default doc layout: navigation, sidebar, content, aside, doc footer and site footer. */
export const Doc: Story = {};

/** `sidebar: false` on the page. */
export const DocWithoutSidebar: Story = {
  args: { page: { frontmatter: { sidebar: false }, relativePath: 'components/alerts.md' } },
};

/** `layout: home`: hero, features, then the content. */
export const Home: Story = {
  args: {
    page: {
      frontmatter: {
        layout: 'home',
        hero: { name: 'Lectern', text: 'Docs for UI libraries', image: heroImage, actions: heroActions },
        features: features.slice(0, 3),
      },
      relativePath: 'index.md',
    },
    children: <p>Content below the features.</p>,
  },
};

/** `layout: page`: bare content between the navigation bar and the footer. */
export const Page: Story = {
  args: {
    page: { frontmatter: { layout: 'page' }, relativePath: 'playground.md' },
    children: (
      <div style={{ padding: '32px' }}>
        <h1>Bare page</h1>
        <p>No sidebar, no aside, no doc footer.</p>
      </div>
    ),
  },
};

/** `layout: false`: only the content — no skip link, navigation or footer. */
export const LayoutFalse: Story = {
  args: {
    page: { frontmatter: { layout: false }, relativePath: 'embed.md' },
    children: (
      <main style={{ padding: '32px' }}>
        <h1>Only the content</h1>
      </main>
    ),
  },
};

/** `layout: playground`, a custom layout from `customLayouts`, with the sidebar. */
export const Custom: Story = {
  args: {
    page: { frontmatter: { layout: 'playground' }, relativePath: 'playground.md' },
    children: <h1>Playground</h1>,
  },
};

/** A custom name the site did not register: the page layout, with `data-unknown-layout` on the root. */
export const UnknownCustom: Story = {
  args: {
    page: { frontmatter: { layout: 'gallery' }, relativePath: 'gallery.md' },
    children: (
      <div style={{ padding: '32px' }}>
        <h1>Gallery</h1>
      </div>
    ),
  },
};

/** `navbar: false` and `footer: false` on the page. */
export const WithoutNavbarAndFooter: Story = {
  args: { page: { frontmatter: { navbar: false, footer: false }, relativePath: 'components/alerts.md' } },
};
