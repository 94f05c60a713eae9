import { makeDate, parseIsoDate } from './iso-date';

/** The name of a weekday, short for the column header and long for its `abbr`. */
export interface WeekdayLabel {
  short: string;
  long: string;
}

/**
 * The seven weekday names in column order, starting with `firstDayOfWeek` (0 for Sunday).
 *
 * @example weekdayLabels('en-US', 1)[0] // { short: 'Mon', long: 'Monday' }
 */
export function weekdayLabels(locale: string, firstDayOfWeek: number): WeekdayLabel[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  // 1 January 2023 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = makeDate(2023, 0, 1 + ((firstDayOfWeek + index) % 7));
    return { short: short.format(date), long: long.format(date) };
  });
}

/**
 * The month and year shown above the grid.
 *
 * @example monthLabel(2025, 5, 'en-US') // 'June 2025'
 */
export function monthLabel(year: number, month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(makeDate(year, month, 1));
}

/**
 * A function giving the full name of a day, the accessible name of its button (one formatter for the
 * whole grid).
 *
 * @example dayLabeler('en-US')('2025-06-11') // 'Wednesday, June 11, 2025'
 */
export function dayLabeler(locale: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  return (iso) => format.format(parseIsoDate(iso));
}
