import { describe, expect, it } from 'vitest';
import {
  assertDatePickerProps,
  dayForKey,
  isAllowed,
  markedDays,
  monthGrid,
  rangeBetween,
  selectDay,
  yearRange,
} from './date-picker-rules';

describe('monthGrid', () => {
  it.each([
    // year, month (from 0), first day of week, first cell, last cell
    [2025, 5, 0, '2025-06-01', '2025-07-12'], // June 2025 starts on a Sunday
    [2025, 5, 1, '2025-05-26', '2025-07-06'],
    [2025, 1, 0, '2025-01-26', '2025-03-08'], // February 2025: 28 days
    [2026, 1, 0, '2026-02-01', '2026-03-14'], // February 2026 starts on a Sunday, fills 4 weeks exactly
    [2024, 1, 1, '2024-01-29', '2024-03-10'], // leap year
    [2025, 11, 6, '2025-11-29', '2026-01-09'], // December, week from Saturday, runs into next year
    [2025, 0, 1, '2024-12-30', '2025-02-09'], // January, week from Monday, starts in last year
    [2025, 0, 3, '2025-01-01', '2025-02-11'], // 1 January 2025 is a Wednesday: no leading days
  ])('%i-%i from weekday %i runs from %s to %s', (year, month, firstDay, first, last) => {
    const days = monthGrid(year, month, firstDay);
    expect(days).toHaveLength(42);
    expect(days[0]).toBe(first);
    expect(days[41]).toBe(last);
  });

  it('holds 42 consecutive days, each week starting on the first day of the week', () => {
    const days = monthGrid(2025, 2, 1);
    expect(new Set(days).size).toBe(42);
    for (let week = 0; week < 6; week++) expect(new Date(`${days[week * 7]}T12:00`).getDay()).toBe(1);
    expect(days).toContain('2025-03-01');
    expect(days).toContain('2025-03-31');
  });
});

describe('isAllowed', () => {
  const weekdaysOnly = (date: Date) => date.getDay() !== 0 && date.getDay() !== 6;
  it.each([
    ['2025-06-10', {}, true],
    ['2025-06-01', { min: '2025-06-01' }, true],
    ['2025-05-31', { min: '2025-06-01' }, false],
    ['2025-06-30', { max: '2025-06-30' }, true],
    ['2025-07-01', { max: '2025-06-30' }, false],
    ['2025-06-09', { allowedDates: weekdaysOnly }, true],
    ['2025-06-08', { allowedDates: weekdaysOnly }, false],
    ['2025-06-08', { min: '2025-06-01', max: '2025-06-30', allowedDates: weekdaysOnly }, false],
  ])('%s with %j is allowed: %s', (day, constraints, expected) => {
    expect(isAllowed(day, constraints)).toBe(expected);
  });

  it('hands allowedDates the local midnight of the day', () => {
    const seen: Date[] = [];
    isAllowed('2025-06-10', { allowedDates: (date) => seen.push(date) > 0 });
    expect(seen[0]).toEqual(new Date(2025, 5, 10));
  });
});

describe('rangeBetween', () => {
  it.each([
    ['2025-06-01', '2025-06-03', ['2025-06-01', '2025-06-02', '2025-06-03']],
    ['2025-06-03', '2025-06-01', ['2025-06-01', '2025-06-02', '2025-06-03']],
    ['2025-06-05', '2025-06-05', ['2025-06-05']],
    ['2024-12-31', '2025-01-01', ['2024-12-31', '2025-01-01']],
    ['2024-02-28', '2024-03-01', ['2024-02-28', '2024-02-29', '2024-03-01']],
  ])('from %s to %s fills %j', (start, end, days) => {
    expect(rangeBetween(start, end)).toEqual(days);
  });
});

describe('yearRange', () => {
  it.each([
    [2025, 1925, 2077],
    [2000, 1900, 2052],
  ])('in %i runs from %i to %i', (year, first, last) => {
    const years = yearRange(new Date(year, 6, 1));
    expect(years[0]).toBe(first);
    expect(years.at(-1)).toBe(last);
    expect(years).toHaveLength(153);
  });
});

describe('selectDay', () => {
  it.each([
    [[], '2025-06-02', 'single', ['2025-06-02']],
    [['2025-06-01'], '2025-06-02', 'single', ['2025-06-02']],
    [[], '2025-06-02', 'range', ['2025-06-02']],
    [['2025-06-02'], '2025-06-09', 'range', ['2025-06-02', '2025-06-09']],
    [['2025-06-09'], '2025-06-02', 'range', ['2025-06-02', '2025-06-09']],
    [['2025-06-02', '2025-06-09'], '2025-06-20', 'range', ['2025-06-20']],
  ] as const)('from %j picking %s in %s mode gives %j', (selection, day, mode, expected) => {
    expect(selectDay(selection, day, mode)).toEqual(expected);
  });
});

describe('markedDays', () => {
  it.each([
    [[], 'single', []],
    [['2025-06-02'], 'single', ['2025-06-02']],
    [['2025-06-02'], 'range', ['2025-06-02']],
    [['2025-06-02', '2025-06-04'], 'range', ['2025-06-02', '2025-06-03', '2025-06-04']],
  ] as const)('marks %j in %s mode as %j', (selection, mode, expected) => {
    expect([...markedDays(selection, mode)]).toEqual(expected);
  });
});

describe('dayForKey', () => {
  // Wednesday 11 June 2025.
  it.each([
    ['ArrowRight', false, false, '2025-06-12'],
    ['ArrowLeft', false, false, '2025-06-10'],
    ['ArrowRight', false, true, '2025-06-10'],
    ['ArrowLeft', false, true, '2025-06-12'],
    ['ArrowDown', false, false, '2025-06-18'],
    ['ArrowUp', false, false, '2025-06-04'],
    ['PageDown', false, false, '2025-07-11'],
    ['PageUp', false, false, '2025-05-11'],
    ['PageDown', true, false, '2026-06-11'],
    ['PageUp', true, false, '2024-06-11'],
    ['Home', false, false, '2025-06-08'],
    ['End', false, false, '2025-06-14'],
    ['Enter', false, false, null],
  ])('%s (shift %s, rtl %s) goes to %s', (key, shiftKey, rightToLeft, expected) => {
    expect(dayForKey('2025-06-11', { key, shiftKey }, { rightToLeft })).toBe(expected);
  });

  it.each([
    ['2025-01-31', 'PageDown', false, '2025-02-28'],
    ['2024-01-31', 'PageDown', false, '2024-02-29'],
    ['2025-03-31', 'PageUp', false, '2025-02-28'],
    ['2024-02-29', 'PageDown', true, '2025-02-28'],
  ])('from %s, %s (shift %s) keeps inside the month: %s', (day, key, shiftKey, expected) => {
    expect(dayForKey(day, { key, shiftKey })).toBe(expected);
  });

  it('starts the week on the first day of the week for Home and End', () => {
    expect(dayForKey('2025-06-11', { key: 'Home' }, { firstDayOfWeek: 1 })).toBe('2025-06-09');
    expect(dayForKey('2025-06-11', { key: 'End' }, { firstDayOfWeek: 1 })).toBe('2025-06-15');
  });
});

describe('assertDatePickerProps', () => {
  const valid = { mode: 'single', firstDayOfWeek: 0, value: [] };
  it('accepts valid props', () => {
    expect(() => assertDatePickerProps({ ...valid, min: '2025-01-01', value: ['2025-02-01'] })).not.toThrow();
  });

  it.each([
    [{ mode: 'multiple' }, 'the "mode" prop must be single or range'],
    [{ firstDayOfWeek: 7 }, 'the "firstDayOfWeek" prop must be a whole number from 0'],
    [{ min: '2025-02-30' }, 'the "min" prop must be a date written as YYYY-MM-DD'],
    [{ max: 'tomorrow' }, 'the "max" prop must be a date written as YYYY-MM-DD'],
    [{ value: ['06/01/2025'] }, 'the "value" prop must be a list of dates'],
  ])('rejects %j', (change, message) => {
    expect(() => assertDatePickerProps({ ...valid, ...change })).toThrow(`DatePicker: ${message}`);
  });
});
