/**
 * A value as an error message shows it after "got": `"guide"`, `42`, `nothing`, `null`, `an empty list`,
 * `a list`, `a function`, `an object`.
 *
 * @example `locales: expected a list (got ${shownValue('en')})` // 'locales: expected a list (got "en")'
 */
export function shownValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (value === null) return 'null';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object') return 'an object';
  return String(value);
}
