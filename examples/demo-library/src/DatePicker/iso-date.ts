/**
 * Calendar days as ISO strings (`YYYY-MM-DD`) in the local calendar. Strings compare in date order,
 * serialise into Astro islands as they are, and carry no time of day or time zone to trip over.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A local date at midnight; `setFullYear` keeps years below 100 literal. Overflowing days roll over. */
export function makeDate(year: number, month: number, day: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  return date;
}

/**
 * The ISO day of a date, read in the local calendar.
 *
 * @example toIsoDate(new Date(2025, 0, 9)) // '2025-01-09'
 */
export function toIsoDate(date: Date): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** Whether a string is a real ISO day (`2025-02-30` is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  return toIsoDate(makeDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) === value;
}

/**
 * The parts of an ISO day, month counted from 0 like `Date`.
 *
 * @throws {RangeError} when the string is not a real ISO day.
 */
export function isoParts(iso: string): { year: number; month: number; day: number } {
  if (!isIsoDate(iso))
    throw new RangeError(`expected a date written as YYYY-MM-DD (got ${JSON.stringify(iso)})`);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month: month - 1, day };
}

/** The local midnight of an ISO day. */
export function parseIsoDate(iso: string): Date {
  const { year, month, day } = isoParts(iso);
  return makeDate(year, month, day);
}

/** @example addDays('2025-02-28', 1) // '2025-03-01' */
export function addDays(iso: string, days: number): string {
  const { year, month, day } = isoParts(iso);
  return toIsoDate(makeDate(year, month, day + days));
}

/**
 * The same day some months later or earlier, kept inside the target month.
 *
 * @example addMonths('2025-01-31', 1) // '2025-02-28'
 */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = isoParts(iso);
  const lastDay = makeDate(year, month + months + 1, 0).getDate();
  return toIsoDate(makeDate(year, month + months, Math.min(day, lastDay)));
}

/** The day of the week, 0 for Sunday. */
export function weekday(iso: string): number {
  return parseIsoDate(iso).getDay();
}
