import { Doc } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarkdownPage, outline, sidebar } from './page-fixtures';

const pattern = 'https://github.com/lectern/docs/edit/main/docs/:path';
const prevNext = {
  prev: { text: 'Installation', link: '/getting-started/installation' },
  next: { text: 'Buttons', link: '/components/buttons' },
};
const lastUpdated = Date.UTC(2026, 10, 3, 9, 30);

const meta = {
  title: 'Layouts/Doc',
  component: Doc,
  parameters: { layout: 'fullscreen' },
  args: {
    sidebar,
    aside: outline,
    children: <MarkdownPage />,
    docFooter: {
      relativePath: 'components/alerts.md',
      theme: { editLink: { pattern } },
      lastUpdated,
      timeZone: 'UTC',
      prevNext,
    },
  },
  argTypes: {
    sidebar: { control: false },
    aside: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Doc>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sidebar, content and aside (the aside shows from 1280 px beside a sidebar). */
export const SidebarAndAside: Story = {};

/** No sidebar: the aside shows from 960 px. */
export const AsideOnly: Story = { args: { sidebar: undefined } };

/** `aside: 'left'`: the aside before the content. */
export const AsideAtStart: Story = { args: { sidebar: undefined, asidePosition: 'start' } };

/** `aside: false`: sidebar and content only. */
export const SidebarOnly: Story = { args: { aside: undefined } };

/** Neither sidebar nor aside: the content alone, centred. */
export const ContentOnly: Story = { args: { sidebar: undefined, aside: undefined } };

/** The footer without an edit link (no pattern, or `editLink: false` on the page). */
export const FooterWithoutEditLink: Story = {
  args: { docFooter: { relativePath: 'components/alerts.md', lastUpdated, timeZone: 'UTC', prevNext } },
};

/** The theme's own texts: edit link label, last-updated label and format, pager labels. */
export const FooterWithThemeTexts: Story = {
  args: {
    docFooter: {
      relativePath: 'components/alerts.md',
      lastUpdated,
      timeZone: 'UTC',
      prevNext,
      theme: {
        editLink: { pattern, text: 'Suggest changes to this page' },
        lastUpdated: { text: 'Changed', formatOptions: { dateStyle: 'full' } },
        docFooter: { prev: 'Back', next: 'Onwards' },
      },
    },
  },
};

/** The last-updated time in Simplified Chinese, with the page's translated texts. */
export const FooterInChinese: Story = {
  args: {
    docFooter: {
      relativePath: 'zh-CN/components/alerts.md',
      theme: { editLink: { pattern } },
      lastUpdated,
      timeZone: 'UTC',
      locale: 'zh-CN',
      prevNext,
    },
    labels: {
      'docFooter.editLink': '编辑此页',
      'docFooter.lastUpdated': '最后更新于',
      'docFooter.prev': '上一页',
      'docFooter.next': '下一页',
      'outline.onThisPage': '本页目录',
    },
  },
};

/** No last-updated time (none known, or `lastUpdated: false` on the page). */
export const FooterWithoutLastUpdated: Story = {
  args: { docFooter: { relativePath: 'components/alerts.md', theme: { editLink: { pattern } }, prevNext } },
};

/** The first page: no previous link, the next one stays at the end. */
export const PagerNextOnly: Story = {
  args: { docFooter: { relativePath: 'index.md', prevNext: { next: prevNext.next } } },
};

/** The last page: no next link. */
export const PagerPreviousOnly: Story = {
  args: { docFooter: { relativePath: 'index.md', prevNext: { prev: prevNext.prev } } },
};

/** No doc footer at all. */
export const WithoutFooter: Story = { args: { docFooter: undefined } };
