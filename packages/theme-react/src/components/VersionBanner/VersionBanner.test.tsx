import { olderVersionBanner, type SiteVersions } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VersionBanner } from './VersionBanner';

const siteVersions: SiteVersions = {
  current: { name: '0.2', label: 'v0.2' },
  older: [{ name: '0.1', label: 'v0.1' }],
};
const banner = olderVersionBanner('/docs/0.1/en/guide/', siteVersions, { base: '/docs/' });
if (!banner) throw new Error('a page of an older version has a banner');

describe('VersionBanner', () => {
  it('is a note saying which version is read, linking to the same page in the latest', async () => {
    const { container } = render(<VersionBanner banner={banner} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('You are reading the docs for v0.1. See the latest version');
    expect(screen.queryByRole('alert')).toBeNull();
    const link = screen.getByRole('link', { name: 'See the latest version' });
    expect(link).toHaveAttribute('href', '/docs/en/guide/');
    expect(link).toHaveAttribute('data-lectern-version', '0.2');
    // In a region of its own, so that no content is outside the page's landmarks.
    expect(screen.getByRole('region', { name: 'Version notice' })).toContainElement(note);
    await expectNoAxeViolations(container);
  });

  it('takes its words from labels', () => {
    render(
      <VersionBanner
        banner={banner}
        labels={{
          'page.olderVersion': '你正在阅读 {version} 版本的文档。',
          'page.seeLatestVersion': '查看最新版本',
        }}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('你正在阅读 v0.1 版本的文档。 查看最新版本');
  });

  it("can name the latest version's label in its link", () => {
    render(<VersionBanner banner={banner} labels={{ 'page.seeLatestVersion': 'See {latest}' }} />);
    expect(screen.getByRole('link', { name: 'See v0.2' })).toBeInTheDocument();
  });
});
