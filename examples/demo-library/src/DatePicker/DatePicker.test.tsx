import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';

const grid = () => screen.getByRole('grid');
const day = (name: string) => screen.getByRole('button', { name });
const picked = () =>
  within(grid())
    .getAllByRole('gridcell', { selected: true })
    .map((cell) => cell.querySelector('button')?.dataset.day);

describe('DatePicker', () => {
  beforeEach(() => {
    // Today is Wednesday 11 June 2025; only Date is faked, so user-event's timers still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 11, 9, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows today's month as a grid of 6 weeks, named by its month", () => {
    render(<DatePicker />);
    expect(screen.getByRole('grid', { name: 'June 2025' })).toBeInTheDocument();
    expect(within(grid()).getAllByRole('row')).toHaveLength(7); // weekday header + 6 weeks
    expect(within(grid()).getAllByRole('gridcell')).toHaveLength(42);
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(day('Wednesday, June 11, 2025')).toHaveAttribute('aria-current', 'date');
  });

  it('starts weeks on the day asked for', () => {
    render(<DatePicker firstDayOfWeek={1} />);
    expect(within(grid()).getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    expect(within(grid()).getAllByRole('button')[0]).toHaveAttribute('data-day', '2025-05-26');
  });

  it('picks a single day', async () => {
    const onChange = vi.fn();
    render(<DatePicker onChange={onChange} />);
    await userEvent.click(day('Thursday, June 12, 2025'));
    expect(onChange).toHaveBeenLastCalledWith(['2025-06-12']);
    expect(picked()).toEqual(['2025-06-12']);
    await userEvent.click(day('Friday, June 20, 2025'));
    expect(picked()).toEqual(['2025-06-20']);
  });

  it('in range mode takes a start and an end day and fills the days between', async () => {
    const onChange = vi.fn();
    render(<DatePicker mode="range" onChange={onChange} />);
    await userEvent.click(day('Friday, June 6, 2025'));
    expect(onChange).toHaveBeenLastCalledWith(['2025-06-06']);
    await userEvent.click(day('Monday, June 2, 2025'));
    expect(onChange).toHaveBeenLastCalledWith(['2025-06-02', '2025-06-06']);
    expect(picked()).toEqual(['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06']);
    expect(day('Wednesday, June 4, 2025')).toHaveClass('ui-date-picker__day--between');
    expect(day('Monday, June 2, 2025')).not.toHaveClass('ui-date-picker__day--between');
  });

  it.each([
    [{ min: '2025-06-10' }, 'Monday, June 9, 2025', 'Tuesday, June 10, 2025'],
    [{ max: '2025-06-10' }, 'Wednesday, June 11, 2025', 'Tuesday, June 10, 2025'],
    [
      { allowedDates: (date: Date) => date.getDay() !== 0 && date.getDay() !== 6 },
      'Saturday, June 14, 2025',
      'Friday, June 13, 2025',
    ],
  ])('with %j refuses %s and allows %s', async (constraints, refused, allowed) => {
    const onChange = vi.fn();
    render(<DatePicker {...constraints} onChange={onChange} />);
    expect(day(refused)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day(refused));
    expect(onChange).not.toHaveBeenCalled();
    expect(day(allowed)).not.toHaveAttribute('aria-disabled');
    await userEvent.click(day(allowed));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves by day and week with arrows, by month with PageUp/PageDown, and picks with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker onChange={onChange} />);
    await user.click(day('Wednesday, June 11, 2025'));
    await user.keyboard('{ArrowRight}');
    expect(day('Thursday, June 12, 2025')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('Thursday, June 19, 2025')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day('Wednesday, June 11, 2025')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'July 2025' })).toBeInTheDocument();
    expect(day('Friday, July 11, 2025')).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}');
    expect(day('Sunday, May 11, 2025')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['2025-05-11']);
    expect(day('Sunday, May 11, 2025')).toHaveFocus();
  });

  it('is one tab stop, on the picked day', async () => {
    const user = userEvent.setup();
    render(<DatePicker defaultValue={['2025-06-20']} />);
    await user.tab(); // previous month
    await user.tab(); // year
    await user.tab(); // next month
    await user.tab();
    expect(day('Friday, June 20, 2025')).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('offers the years from 100 before to 52 after the current one', async () => {
    render(<DatePicker />);
    const year = screen.getByRole('combobox', { name: 'Year' });
    const options = within(year).getAllByRole('option');
    expect(options).toHaveLength(153);
    expect(options[0]).toHaveTextContent('1925');
    expect(options.at(-1)).toHaveTextContent('2077');
    await userEvent.selectOptions(year, '2030');
    expect(screen.getByRole('grid', { name: 'June 2030' })).toBeInTheDocument();
  });

  it('steps months with the header buttons', async () => {
    render(<DatePicker />);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'July 2025' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'May 2025' })).toBeInTheDocument();
  });

  it('names months and days in the language asked for', () => {
    render(<DatePicker locale="de-DE" />);
    expect(screen.getByRole('grid', { name: 'Juni 2025' })).toBeInTheDocument();
  });

  it.each([
    [{ mode: 'multiple' }, 'DatePicker: the "mode" prop must be single or range'],
    [{ min: '11/06/2025' }, 'DatePicker: the "min" prop must be a date written as YYYY-MM-DD'],
  ])('throws for %j', (props, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DatePicker {...(props as object)} />)).toThrow(message);
  });

  it.each(['single', 'range'] as const)('has no axe violations in %s mode', async (mode) => {
    const { container } = render(
      <DatePicker mode={mode} defaultValue={['2025-06-02', '2025-06-05']} min="2025-06-01" />,
    );
    await expectNoAxeViolations(container);
  });
});
