import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './DataTable';
import type { DataTableHeader, DataTableItem } from './data-table-rules';

const headers: DataTableHeader[] = [
  { key: 'name', title: 'Dessert' },
  { key: 'calories', title: 'Calories', align: 'end' },
  { key: 'note', title: 'Note', sortable: false },
];

/** 23 desserts: "Dessert 1" has 230 calories, "Dessert 23" has 10. */
const desserts: DataTableItem[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `Dessert ${index + 1}`,
  calories: (23 - index) * 10,
  note: index === 0 ? null : `Note ${index + 1}`,
}));

const table = () => screen.getByRole('table', { name: 'Desserts' });
const heading = (name: string) => screen.getByRole('columnheader', { name });
const sortButton = (name: string) => within(heading(name)).getByRole('button', { name });
const range = () => screen.getByRole('status');
/** The first cell of each body row. */
const firstColumn = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function renderTable(props: Partial<DataTableProps> = {}) {
  return render(<DataTable caption="Desserts" headers={headers} items={desserts} {...props} />);
}

describe('DataTable', () => {
  it('is a table named by its caption, with a heading per column and 10 rows a page', () => {
    renderTable();
    expect(table().querySelector('caption')).toHaveTextContent('Desserts');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Dessert',
      'Calories',
      'Note',
    ]);
    expect(firstColumn()).toHaveLength(10);
    expect(firstColumn()[0]).toBe('Dessert 1');
    expect(range()).toHaveTextContent('1–10 of 23');
    const firstRow = within(table()).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Dessert 1', '230', '']);
  });

  it('lines up headings and cells as their header says, start unless given', () => {
    renderTable();
    expect(heading('Calories')).toHaveClass('ui-data-table__cell--end');
    expect(heading('Dessert')).toHaveClass('ui-data-table__cell--start');
    expect(screen.getByRole('cell', { name: '230' })).toHaveClass('ui-data-table__cell--end');
  });

  it('sorts by a column on each click: ascending, descending, then unsorted', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ onSortChange });
    expect(heading('Calories')).not.toHaveAttribute('aria-sort');

    await user.click(sortButton('Calories'));
    expect(heading('Calories')).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn().slice(0, 3)).toEqual(['Dessert 23', 'Dessert 22', 'Dessert 21']);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'calories', order: 'asc' });

    await user.click(sortButton('Calories'));
    expect(heading('Calories')).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn().slice(0, 3)).toEqual(['Dessert 1', 'Dessert 2', 'Dessert 3']);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'calories', order: 'desc' });

    await user.click(sortButton('Calories'));
    expect(heading('Calories')).not.toHaveAttribute('aria-sort');
    expect(firstColumn().slice(0, 3)).toEqual(['Dessert 1', 'Dessert 2', 'Dessert 3']);
    expect(onSortChange).toHaveBeenLastCalledWith(null);
  });

  it('sorts text in natural order and marks only the sorted column', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(sortButton('Calories'));
    await user.click(sortButton('Dessert'));
    expect(heading('Dessert')).toHaveAttribute('aria-sort', 'ascending');
    expect(heading('Calories')).not.toHaveAttribute('aria-sort');
    expect(firstColumn().slice(0, 3)).toEqual(['Dessert 1', 'Dessert 2', 'Dessert 3']);
    await user.click(sortButton('Dessert'));
    expect(firstColumn().slice(0, 3)).toEqual(['Dessert 23', 'Dessert 22', 'Dessert 21']);
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('sorts from the keyboard with %s on a heading', async (_key, keys) => {
    const user = userEvent.setup();
    renderTable();
    await user.tab();
    await user.tab();
    expect(sortButton('Calories')).toHaveFocus();
    await user.keyboard(keys);
    expect(heading('Calories')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('leaves a column with sortable: false as plain text', () => {
    renderTable();
    expect(within(heading('Note')).queryByRole('button')).not.toBeInTheDocument();
    expect(heading('Note')).not.toHaveAttribute('aria-sort');
  });

  it('goes back to the first page when the sort changes', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderTable({ defaultPage: 3, onPageChange });
    expect(range()).toHaveTextContent('21–23 of 23');
    await user.click(sortButton('Calories'));
    expect(range()).toHaveTextContent('1–10 of 23');
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('starts from a given sort', () => {
    renderTable({ defaultSortBy: { key: 'calories', order: 'asc' } });
    expect(heading('Calories')).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()[0]).toBe('Dessert 23');
  });

  it('leaves a controlled sort to its parent', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ sortBy: null, onSortChange });
    await user.click(sortButton('Calories'));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'calories', order: 'asc' });
    expect(heading('Calories')).not.toHaveAttribute('aria-sort');
  });

  it('pages with "Previous page" and "Next page", stopping at the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderTable({ onPageChange });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(next);
    await user.click(next);
    expect(range()).toHaveTextContent('21–23 of 23');
    expect(firstColumn()).toEqual(['Dessert 21', 'Dessert 22', 'Dessert 23']);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    await user.click(previous);
    expect(range()).toHaveTextContent('11–20 of 23');
  });

  it('changes the rows per page, keeping the first row shown in view', async () => {
    const user = userEvent.setup();
    const onItemsPerPageChange = vi.fn();
    const onPageChange = vi.fn();
    renderTable({ defaultItemsPerPage: 5, defaultPage: 4, onItemsPerPageChange, onPageChange });
    expect(range()).toHaveTextContent('16–20 of 23');
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50']);
    await user.selectOptions(select, '10');
    expect(onItemsPerPageChange).toHaveBeenCalledWith(10);
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(range()).toHaveTextContent('11–20 of 23');
  });

  it('offers a rows-per-page size missing from the options', () => {
    renderTable({ itemsPerPage: 3, itemsPerPageOptions: [5, 20] });
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveValue('3');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['3', '5', '20']);
  });

  it.each([
    ['a controlled page', { page: 2 }, '11–20 of 23'],
    ['a page past the end, clamped', { defaultPage: 9 }, '21–23 of 23'],
    ['controlled rows per page', { itemsPerPage: 25 }, '1–23 of 23'],
  ] satisfies [string, Partial<DataTableProps>, string][])('shows %s', (_case, props, text) => {
    renderTable(props);
    expect(range()).toHaveTextContent(text);
  });

  it('says when there is no data, across every column', () => {
    renderTable({ items: [], noDataText: 'No desserts yet' });
    const empty = screen.getByRole('cell', { name: 'No desserts yet' });
    expect(empty).toHaveAttribute('colspan', '3');
    expect(range()).toHaveTextContent('0 of 0');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('is busy while loading, saying so when it has no items yet', () => {
    const { rerender } = renderTable({ items: [], loading: true });
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('cell', { name: 'Loading items…' })).toBeInTheDocument();
    rerender(<DataTable caption="Desserts" headers={headers} items={desserts} loading />);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(firstColumn()).toHaveLength(10);
    rerender(<DataTable caption="Desserts" headers={headers} items={desserts} />);
    expect(table()).not.toHaveAttribute('aria-busy');
  });

  it.each([
    [
      'two headers with one key',
      [
        { key: 'name', title: 'Name' },
        { key: 'name', title: 'Again' },
      ],
      'DataTable: headers[1].key "name" is used by an earlier header',
    ],
    [
      'an unknown alignment',
      [{ key: 'name', title: 'Name', align: 'right' }],
      'DataTable: headers[0].align must be one of start, center, end (got "right")',
    ],
  ])('throws a clear error for %s', (_case, badHeaders, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderTable({ headers: badHeaders as DataTableHeader[] })).toThrow(message);
    vi.restoreAllMocks();
  });

  it.each([
    ['with rows, sorted', { defaultSortBy: { key: 'calories', order: 'desc' } }],
    ['empty and loading', { items: [], loading: true }],
  ] satisfies [string, Partial<DataTableProps>][])(
    'has no accessibility violations %s',
    async (_case, props) => {
      const { container } = renderTable(props);
      await expectNoAxeViolations(container);
    },
  );
});
