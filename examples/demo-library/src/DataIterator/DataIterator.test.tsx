import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataIterator, type DataIteratorItem, type DataIteratorProps } from './DataIterator';

const components: DataIteratorItem[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  title: `Component ${index + 1}`,
  subtitle: `Subtitle ${index + 1}`,
}));

const cardTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((card) => card.querySelector('.ui-data-iterator-title')?.textContent);

describe('DataIterator', () => {
  it('shows 5 cards a page by default, with their title and subtitle', () => {
    render(<DataIterator items={components} />);
    expect(cardTitles()).toEqual(['Component 1', 'Component 2', 'Component 3', 'Component 4', 'Component 5']);
    expect(screen.getByText('Subtitle 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1–5 of 23');
  });

  it('offers one button per page and marks the current one', () => {
    render(<DataIterator items={components} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page/ })).toHaveLength(5);
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['a page button', 'Page 3', '11–15 of 23', 3],
    ['"Next"', 'Next', '6–10 of 23', 2],
  ])('goes to another page with %s', async (_case, button, range, page) => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<DataIterator items={components} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.getByRole('status')).toHaveTextContent(range);
    expect(screen.getByRole('button', { name: `Page ${page}` })).toHaveAttribute('aria-current', 'page');
    expect(onPageChange).toHaveBeenCalledWith(page);
  });

  it('shows the last partial page and stops at the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<DataIterator items={components} defaultPage={5} onPageChange={onPageChange} />);
    expect(cardTitles()).toEqual(['Component 21', 'Component 22', 'Component 23']);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('21–23 of 23');
  });

  it('disables "Previous" on the first page', () => {
    render(<DataIterator items={components} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
  });

  it('is driven from the keyboard', async () => {
    const user = userEvent.setup();
    render(<DataIterator items={components} />);
    await user.tab(); // Previous
    await user.tab(); // Page 1
    await user.tab(); // Page 2
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('6–10 of 23');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('1–5 of 23');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
  });

  it.each([
    ['a given page size', { itemsPerPage: 10 }, 10, '1–10 of 23', 3],
    ['a page past the end, clamped', { defaultPage: 9 }, 3, '21–23 of 23', 5],
    ['a controlled page', { page: 2 }, 5, '6–10 of 23', 5],
  ] satisfies [string, Partial<DataIteratorProps>, number, string, number][])(
    'shows %s',
    (_case, props, cards, range, pages) => {
      render(<DataIterator items={components} {...props} />);
      expect(screen.getAllByRole('listitem')).toHaveLength(cards);
      expect(screen.getByRole('status')).toHaveTextContent(range);
      expect(screen.getAllByRole('button', { name: /^Page/ })).toHaveLength(pages);
    },
  );

  it('leaves a controlled page to its parent', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<DataIterator items={components} page={1} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('status')).toHaveTextContent('1–5 of 23');
  });

  it('says when there is no data', () => {
    render(<DataIterator items={[]} noDataText="Nothing here" />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 0');
    expect(screen.queryByRole('button', { name: /^Page/ })).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<DataIterator items={components} defaultPage={2} />);
    await expectNoAxeViolations(container);
  });
});
