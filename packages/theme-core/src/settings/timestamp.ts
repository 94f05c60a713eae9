// Apart from the settings reader, so the small first-load reader (`peek`) can use it without it.

/** What a setting's time must be, worded for people. */
export const TIMESTAMP_EXPECTATION = 'expected a time in milliseconds since 1970 (a whole number, 0 or more)';

/**
 * Whether a value is a time a setting can have been changed at: a whole number of milliseconds since
 * 1970, not negative.
 *
 * @example isTimestamp(1_700_000_000_000) // true
 * @example isTimestamp(-1) // false
 */
export function isTimestamp(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
