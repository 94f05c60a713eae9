import { addDays, addMonths, isIsoDate, makeDate, parseIsoDate, toIsoDate, weekday } from './iso-date';

/** `single` picks one day; `range` picks a start and an end day and marks the days between. */
export const DATE_PICKER_MODES = ['single', 'range'] as const;
export type DatePickerMode = (typeof DATE_PICKER_MODES)[number];

/** A day of the week as `Date.getDay()` counts it: 0 for Sunday … 6 for Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The number of days in the calendar grid: always 6 weeks, so its height never jumps. */
export const GRID_DAYS = 42;

/** How many years before and after the current one the year choice offers. */
export const YEARS_BEFORE = 100;
export const YEARS_AFTER = 52;

/** The limits on which days may be picked. */
export interface DateConstraints {
  /** The earliest day, `YYYY-MM-DD`. */
  min?: string;
  /** The latest day, `YYYY-MM-DD`. */
  max?: string;
  /** Decides day by day; receives the local midnight of the day. */
  allowedDates?: (date: Date) => boolean;
}

/**
 * The 42 days (6 weeks) shown for a month, as ISO days: from the week's first day on or before the
 * 1st of the month, through the start of the next month.
 *
 * @param month counted from 0, like `Date`.
 * @param firstDayOfWeek 0 for Sunday … 6 for Saturday.
 * @example monthGrid(2025, 5, 1)[0] // '2025-05-26' (the Monday before Sunday 1 June)
 */
export function monthGrid(year: number, month: number, firstDayOfWeek = 0): string[] {
  const first = makeDate(year, month, 1);
  const lead = (first.getDay() - firstDayOfWeek + 7) % 7;
  return Array.from({ length: GRID_DAYS }, (_, index) => toIsoDate(makeDate(year, month, 1 - lead + index)));
}

/**
 * Whether a day may be picked: within `min` and `max` (both included) and accepted by `allowedDates`.
 *
 * @example isAllowed('2025-06-10', { min: '2025-06-01', max: '2025-06-30' }) // true
 */
export function isAllowed(day: string, { min, max, allowedDates }: DateConstraints): boolean {
  if (min !== undefined && day < min) return false;
  if (max !== undefined && day > max) return false;
  return allowedDates ? allowedDates(parseIsoDate(day)) : true;
}

/**
 * Every day from one day to another, both included, in date order whichever comes first.
 *
 * @example rangeBetween('2025-06-03', '2025-06-01') // ['2025-06-01', '2025-06-02', '2025-06-03']
 */
export function rangeBetween(start: string, end: string): string[] {
  const [from, to] = start <= end ? [start, end] : [end, start];
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The years the year choice offers: the current year minus 100 to plus 52, in order.
 *
 * @example yearRange(new Date(2025, 5, 1)).at(0) // 1925
 */
export function yearRange(now: Date): number[] {
  const first = now.getFullYear() - YEARS_BEFORE;
  return Array.from({ length: YEARS_BEFORE + YEARS_AFTER + 1 }, (_, index) => first + index);
}

/**
 * The selection after a day is picked. Single: that day. Range: the first pick starts a range, the
 * second ends it (sorted), a third starts a new one.
 *
 * @example selectDay(['2025-06-09'], '2025-06-02', 'range') // ['2025-06-02', '2025-06-09']
 */
export function selectDay(selection: readonly string[], day: string, mode: DatePickerMode): string[] {
  if (mode === 'single' || selection.length !== 1) return [day];
  const [start] = selection as [string];
  return start <= day ? [start, day] : [day, start];
}

/**
 * The days shown as picked: the single day, the start of an open range, or a whole range.
 */
export function markedDays(selection: readonly string[], mode: DatePickerMode): Set<string> {
  const [start, end] = selection;
  if (mode === 'range' && start && end) return new Set(rangeBetween(start, end));
  return new Set(start ? [start] : []);
}

/**
 * The day a key moves focus to, or null for keys the grid does not handle. Left and right follow the
 * writing direction; up and down move by a week; PageUp and PageDown by a month (a year with Shift);
 * Home and End go to the start and end of the week.
 */
export function dayForKey(
  day: string,
  key: { key: string; shiftKey?: boolean },
  options: { rightToLeft?: boolean; firstDayOfWeek?: number } = {},
): string | null {
  const forward = options.rightToLeft ? -1 : 1;
  const intoWeek = (weekday(day) - (options.firstDayOfWeek ?? 0) + 7) % 7;
  switch (key.key) {
    case 'ArrowRight':
      return addDays(day, forward);
    case 'ArrowLeft':
      return addDays(day, -forward);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'PageDown':
      return addMonths(day, key.shiftKey ? 12 : 1);
    case 'PageUp':
      return addMonths(day, key.shiftKey ? -12 : -1);
    case 'Home':
      return addDays(day, -intoWeek);
    case 'End':
      return addDays(day, 6 - intoWeek);
    default:
      return null;
  }
}

/**
 * The props that take closed sets or dates, checked.
 *
 * @throws {Error} naming the prop, for an unknown mode, a first weekday outside 0–6 or a malformed date.
 */
export function assertDatePickerProps(props: {
  mode: unknown;
  firstDayOfWeek: unknown;
  min?: unknown;
  max?: unknown;
  value: readonly unknown[];
}): void {
  const fail = (prop: string, expected: string, got: unknown) => {
    throw new Error(`DatePicker: the "${prop}" prop must be ${expected} (got ${JSON.stringify(got)})`);
  };
  if (!DATE_PICKER_MODES.includes(props.mode as DatePickerMode)) fail('mode', 'single or range', props.mode);
  if (
    !Number.isInteger(props.firstDayOfWeek) ||
    (props.firstDayOfWeek as number) < 0 ||
    (props.firstDayOfWeek as number) > 6
  )
    fail('firstDayOfWeek', 'a whole number from 0 (Sunday) to 6 (Saturday)', props.firstDayOfWeek);
  for (const prop of ['min', 'max'] as const) {
    if (props[prop] !== undefined && !isIsoDate(props[prop]))
      fail(prop, 'a date written as YYYY-MM-DD', props[prop]);
  }
  if (!props.value.every(isIsoDate)) fail('value', 'a list of dates written as YYYY-MM-DD', props.value);
}
