import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Quickbar } from './Quickbar';

const page = { path: '/en/components/alert/', title: 'Alert', locale: 'en' };

describe('Quickbar', () => {
  it('is a navigation named Quick links, drawn with empty lists for the page script to fill', async () => {
    const { container } = render(<Quickbar page={page} />);
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    expect(bar).toHaveAttribute('data-lectern-quickbar');
    expect(bar.dataset).toMatchObject({ path: page.path, title: 'Alert', locale: 'en' });
    expect(bar).toHaveAttribute('data-pagefind-ignore', 'all');
    expect(within(bar).queryAllByRole('list')).toEqual([]);
    expect(container.querySelectorAll('[data-quickbar-list]')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('has a search button the search opener answers, unless the site has no search', () => {
    const { unmount } = render(<Quickbar page={page} labels={{ 'nav.search': 'Suchen' }} />);
    expect(screen.getByRole('button', { name: 'Suchen' })).toHaveAttribute('data-lectern-search-button');
    unmount();
    render(<Quickbar page={page} search={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
