import { describe, expect, it } from 'vitest';
import { ALERT_BORDERS, ALERT_TYPES, alertBorderSide, alertRole, assertAlertType } from './alert-rules';

describe('assertAlertType', () => {
  it.each(ALERT_TYPES)('accepts %s', (type) => {
    expect(assertAlertType(type)).toBe(type);
  });

  it.each([['danger'], ['Info'], [''], [undefined], [3]])(
    'rejects %j, naming the prop and the allowed values',
    (type) => {
      expect(() => assertAlertType(type)).toThrow(
        `Alert: the "type" prop must be one of success, info, warning, error (got ${JSON.stringify(type)})`,
      );
    },
  );
});

describe('alertBorderSide', () => {
  it.each<[unknown, string | null]>([
    [undefined, null],
    [false, null],
    [true, 'start'],
    ...ALERT_BORDERS.map((side): [unknown, string] => [side, side]),
  ])('draws %j on side %j', (border, side) => {
    expect(alertBorderSide(border)).toBe(side);
  });

  it.each([['left'], ['right'], [1]])('rejects %j', (border) => {
    expect(() => alertBorderSide(border)).toThrow(
      'Alert: the "border" prop must be a boolean or one of top, end, bottom, start',
    );
  });
});

describe('alertRole', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
  ] as const)('gives a %s alert the role %s', (type, role) => {
    expect(alertRole(type)).toBe(role);
  });
});
