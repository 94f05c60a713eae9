import type { ApiRange } from './config/api.js';

/**
 * The limits a prop's range can name, in the order the API tables say them: also the JSDoc tags that set
 * them (`@minimum 1`, as in JSON Schema), and, as `api.minimum` …, the theme's labels that say them.
 */
export const API_RANGE_LIMITS = Object.freeze([
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
] as const) satisfies readonly (keyof ApiRange)[];

/**
 * The limits a range names, in the tables' order, each with its number.
 *
 * @example rangeLimits({ maximum: 10, exclusiveMinimum: 0 }) // [['exclusiveMinimum', 0], ['maximum', 10]]
 */
export function rangeLimits(range: ApiRange): [limit: (typeof API_RANGE_LIMITS)[number], value: number][] {
  return API_RANGE_LIMITS.flatMap((limit) => {
    const value = range[limit];
    return value === undefined ? [] : [[limit, value] as [(typeof API_RANGE_LIMITS)[number], number]];
  });
}
