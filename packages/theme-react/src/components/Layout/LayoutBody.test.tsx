import { resolveLayout } from '@lectern/theme-core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LayoutBody } from './LayoutBody';

const sidebar = (
  <nav aria-label="Sidebar navigation">
    <a href="/guide/">Guide</a>
  </nav>
);

function Gallery({ children }: { children?: ReactNode }) {
  return <section aria-label="Gallery">{children}</section>;
}

describe('LayoutBody', () => {
  it('shows the content in the main landmark for layout: false', () => {
    const resolved = resolveLayout({ layout: false }, { hasSidebarItems: true });
    render(
      <LayoutBody resolved={resolved} page={{ frontmatter: { layout: false }, relativePath: 'x.md' }}>
        Content
      </LayoutBody>,
    );
    expect(screen.getByRole('main')).toHaveTextContent(/^Content$/);
  });

  it('gives a custom layout no sidebar column when the page has none', () => {
    const frontmatter = { layout: 'gallery', sidebar: false };
    const resolved = resolveLayout(frontmatter, { hasSidebarItems: true, customLayouts: ['gallery'] });
    const { container } = render(
      <LayoutBody
        resolved={resolved}
        page={{ frontmatter, relativePath: 'x.md' }}
        custom={Gallery}
        sidebar={sidebar}
      >
        Pictures
      </LayoutBody>,
    );
    expect(screen.getByRole('region', { name: 'Gallery' })).toHaveTextContent('Pictures');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(container.firstElementChild).not.toHaveAttribute('data-has-sidebar');
    expect(container.firstElementChild?.children).toHaveLength(1);
  });
});
