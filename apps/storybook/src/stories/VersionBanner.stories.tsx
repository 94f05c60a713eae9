import { type OlderVersionBanner, olderVersionBanner } from '@lectern/theme-core';
import { VersionBanner } from '@lectern/theme-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteVersions } from './nav-bar-fixtures';

const banner = olderVersionBanner('/0.1/en/getting-started/installation', siteVersions) as OlderVersionBanner;

const meta = {
  title: 'Page/VersionBanner',
  component: VersionBanner,
  parameters: { layout: 'fullscreen' },
  args: { banner },
  argTypes: { banner: { control: 'object' } },
} satisfies Meta<typeof VersionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a page of v0.1: the sentence, and the link to the same page in the latest version. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('You are reading the docs for v0.1.');
    const link = canvas.getByRole('link', { name: 'See the latest version' });
    await expect(link).toHaveAttribute('href', '/en/getting-started/installation');
    await expect(link).toHaveAttribute('data-lectern-version', '0.3');
  },
};

/** In Simplified Chinese, on a phone: the text wraps at 320 px. */
export const ChineseNarrow: Story = {
  args: {
    labels: {
      'page.olderVersion': '你正在阅读 {version} 版本的文档。',
      'page.seeLatestVersion': '查看最新版本',
    },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A long version name at 320 px, in the dark theme. */
export const LongNameDark: Story = {
  args: { banner: { ...banner, version: 'v0.1.0-release-candidate-2024-long-term-support' } },
  globals: { viewport: { value: 'mobile1', isRotated: false }, theme: 'dark' },
};

/** In the blackguard theme. */
export const Blackguard: Story = { globals: { theme: 'blackguard' } };

/** Right to left. */
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
