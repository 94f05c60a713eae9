import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocFooterPager } from './DocFooterPager';

const prev = { text: 'Introduction', link: '/introduction' };
const next = { text: 'Installation', link: '/getting-started/installation' };

describe('DocFooterPager', () => {
  it('is a navigation landmark named "Pager" with "Previous page" and "Next page" links', () => {
    render(<DocFooterPager prev={prev} next={next} />);
    const pager = screen.getByRole('navigation', { name: 'Pager' });
    const links = within(pager).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Previous page Introduction',
      'Next page Installation',
    ]);
    expect(links[0]).toHaveAttribute('href', '/introduction');
    expect(links[0]).toHaveAttribute('rel', 'prev');
    expect(links[1]).toHaveAttribute('href', '/getting-started/installation');
    expect(links[1]).toHaveAttribute('rel', 'next');
  });

  it('shows only the side it has', () => {
    render(<DocFooterPager next={next} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Next page Installation' })).toBeInTheDocument();
  });

  it('renders nothing without either side', () => {
    const { container } = render(<DocFooterPager />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes its texts from the labels, and given labels over those', () => {
    render(
      <DocFooterPager
        prev={prev}
        next={next}
        nextLabel="Weiter"
        labels={{ 'docFooter.pager': 'Seiten', 'docFooter.prev': 'Zurück', 'docFooter.next': 'Vor' }}
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(pager).getByRole('link', { name: 'Zurück Introduction' })).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Weiter Installation' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<DocFooterPager prev={prev} next={next} />);
    await expectNoAxeViolations(container);
  });
});
