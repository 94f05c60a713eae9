import { NotFound, Page } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Layouts/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
  // The not-found content sits in a layout's main landmark, as on the site.
  render: (args) => (
    <Page>
      <NotFound {...args} />
    </Page>
  ),
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 404, PAGE NOT FOUND, the quote and "Take me home" to `/`. */
export const Default: Story = {};

/** On a Simplified Chinese page: the link leads to that language's home. */
export const Chinese: Story = {
  args: {
    homeLink: '/zh-CN/',
    labels: {
      'notFound.title': '页面未找到',
      'notFound.quote': '并非所有流浪者都迷失了方向，但这个页面确实迷路了。',
      'notFound.linkText': '带我回首页',
      'notFound.linkLabel': '前往首页',
    },
  },
};

/** The theme's `notFound` texts. */
export const ThemeTexts: Story = {
  args: {
    notFound: {
      code: '404',
      title: 'THIS PAGE MOVED',
      quote: 'Most old addresses redirect; this one did not. Try the search or start from the top.',
      linkText: 'Back to the docs',
      linkLabel: 'Back to the docs home',
    },
  },
};
