import { describe, expect, it } from 'vitest';
import { API_RANGE_LIMITS, rangeLimits } from './api-range.js';
import { apiRangeSchema } from './config/api.js';

describe('rangeLimits', () => {
  it('gives the limits a range names in the order the tables say them', () => {
    expect(rangeLimits({ maximum: 10, exclusiveMinimum: 0 })).toEqual([
      ['exclusiveMinimum', 0],
      ['maximum', 10],
    ]);
    expect(rangeLimits({ minimum: 1 })).toEqual([['minimum', 1]]);
  });

  it('knows every limit the range schema takes, and the schema takes every one', () => {
    const keys = Object.keys(apiRangeSchema.shape);
    expect([...keys].sort()).toEqual([...API_RANGE_LIMITS].sort());
  });
});
