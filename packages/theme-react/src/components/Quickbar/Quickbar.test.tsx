import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Quickbar } from './Quickbar';

const page = { path: '/en/components/alert/', title: 'Alert', locale: 'en' };

// Whether it shows (`data-quickbar-filled`, `data-quickbar-off` on <html>) is its stylesheet's: jsdom
// applies no cascade layers, so the browser tests check it (apps/docs/e2e/first-visit.spec.ts).
afterEach(() => document.documentElement.removeAttribute('data-quickbar-filled'));

describe('Quickbar', () => {
  it('is a navigation named Quick links, drawn with empty lists for the page script to fill', async () => {
    document.documentElement.setAttribute('data-quickbar-filled', '');
    const { container } = render(<Quickbar page={page} />);
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    expect(bar).toHaveAttribute('data-lectern-quickbar');
    expect(bar.dataset).toMatchObject({ path: page.path, title: 'Alert', locale: 'en' });
    expect(bar).toHaveAttribute('data-pagefind-ignore', 'all');
    expect(within(bar).queryAllByRole('list')).toEqual([]);
    expect(container.querySelectorAll('[data-quickbar-list]')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('has no search button of its own: the navigation bar has one on every page', () => {
    document.documentElement.setAttribute('data-quickbar-filled', '');
    render(<Quickbar page={page} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
