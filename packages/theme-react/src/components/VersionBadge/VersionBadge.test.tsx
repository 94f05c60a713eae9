import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VersionBadge } from './VersionBadge';

describe('VersionBadge', () => {
  it('says what the version did, and carries the version for the lens', () => {
    render(
      <p>
        <VersionBadge version="1.2" /> <VersionBadge kind="changed" version="1.3" />{' '}
        <VersionBadge kind="deprecated" version="1.4" /> <VersionBadge kind="removed" version="2.0" />
      </p>,
    );
    expect(screen.getByText('New in 1.2')).toHaveAttribute('data-lens-since', '1.2');
    expect(screen.getByText('Changed in 1.3')).toHaveAttribute('data-lens-changed', '1.3');
    expect(screen.getByText('Deprecated in 1.4')).toHaveAttribute('data-lens-deprecated', '1.4');
    expect(screen.getByText('Removed in 2.0')).toHaveAttribute('data-lens-removed', '2.0');
    expect(screen.getByText('Deprecated in 1.4')).toHaveClass('lectern-badge', 'lectern-badge-warning');
  });

  it('has its note hidden, and out of the search index', () => {
    render(<VersionBadge version="1.2" />);
    const note = screen.getByText(/after your version/);
    expect(note).not.toBeVisible();
    expect(note).toHaveAttribute('data-pagefind-ignore');
  });

  it('takes its texts from labels', () => {
    render(<VersionBadge version="1.2" labels={{ 'lens.since': '{version} 新增' }} />);
    expect(screen.getByText('1.2 新增')).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<VersionBadge kind="changed" version="1.3" />);
    await expectNoAxeViolations(container);
  });
});
