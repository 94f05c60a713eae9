import { describe, expect, it } from 'vitest';
import { componentApiSchema, inRange } from './api.js';
import { safeParseConfig } from './errors.js';

const alert = {
  name: 'Alert',
  description: 'A message that stands out.',
  props: [
    {
      name: 'type',
      type: "'success' | 'info' | 'warning' | 'error'",
      default: "'info'",
      values: ['success', 'info', 'warning', 'error'],
      required: false,
      description: 'The kind of message.',
    },
  ],
  events: [{ name: 'close', payload: 'MouseEvent', description: 'After the close button is pressed.' }],
  slots: [{ name: 'default', description: 'The message.' }],
};

describe('componentApiSchema', () => {
  it('accepts a component API', () => {
    expect(componentApiSchema.parse(alert)).toEqual(alert);
  });

  it('names the field of every problem', () => {
    const result = safeParseConfig(componentApiSchema, {
      ...alert,
      props: [{ ...alert.props[0], default: 5, required: 'no' }],
      slots: [{ name: 'default' }],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.issues.map((issue) => issue.path)).toEqual([
        'props[0].default',
        'props[0].required',
        'slots[0].description',
      ]);
    }
  });
});

describe("a prop's range", () => {
  const interval = {
    name: 'interval',
    type: 'number',
    default: '6000',
    values: null,
    required: false,
    description: 'Milliseconds between slides.',
  };
  const issues = (range: unknown, fallback = interval.default) => {
    const result = safeParseConfig(componentApiSchema, {
      ...alert,
      props: [{ ...interval, default: fallback, range }],
    });
    return result.success ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
  };

  it('is kept with the prop', () => {
    expect(issues({ exclusiveMinimum: 0 })).toEqual([]);
    expect(issues({ minimum: 1, maximum: 10 }, '1')).toEqual([]);
  });

  it.each([
    [{}, 'props[0].range: a range names at least one limit'],
    [
      { minimum: 1, exclusiveMinimum: 0 },
      'props[0].range: minimum and exclusiveMinimum are two lower limits: keep one',
    ],
    [
      { maximum: 10000, exclusiveMaximum: 20000 },
      'props[0].range: maximum and exclusiveMaximum are two upper limits: keep one',
    ],
  ])('names a range that cannot be meant (%j)', (range, message) => {
    expect(issues(range)).toEqual([message]);
  });

  it('names a default outside the range', () => {
    expect(issues({ exclusiveMinimum: 0 }, '0')).toEqual([
      'props[0].default: the default is outside the prop\'s range {"exclusiveMinimum":0} (got "0")',
    ]);
    // A default that is not a number is not the range's business.
    expect(issues({ minimum: 1 }, "'auto'")).toEqual([]);
  });

  it.each([
    [0, { exclusiveMinimum: 0 }, false],
    [0.5, { exclusiveMinimum: 0 }, true],
    [1, { minimum: 1, maximum: 1 }, true],
    [10, { exclusiveMaximum: 10 }, false],
    [-3, { maximum: -2 }, true],
  ])('%d in %j: %s', (value, range, kept) => {
    expect(inRange(value, range)).toBe(kept);
  });
});
