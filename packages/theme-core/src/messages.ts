// How Lectern words a value in a message, for every module that reports problems (the config's errors,
// the settings' repairs): the bottom of the package, importing nothing.

/**
 * Describes a value briefly: primitives as written in code, everything else by its kind.
 *
 * @example describeValue(42) // '42'
 * @example describeValue('yes') // '"yes"'
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return quote(value.length > 40 ? `${value.slice(0, 39)}…` : value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' ? 'a function' : String(value);
  }
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid date' : 'a date';
  return 'an object';
}

function quote(value: string): string {
  return JSON.stringify(value);
}
