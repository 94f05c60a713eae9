import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  isIsoDate,
  isoParts,
  makeDate,
  parseIsoDate,
  toIsoDate,
  weekday,
} from './iso-date';

describe('toIsoDate and parseIsoDate', () => {
  it.each(['2025-01-09', '2024-02-29', '1926-12-31', '0099-03-01'])('round-trips %s', (iso) => {
    expect(toIsoDate(parseIsoDate(iso))).toBe(iso);
  });

  it('keeps years below 100 literal', () => {
    expect(makeDate(99, 0, 1).getFullYear()).toBe(99);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2025-01-09', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-1-9', false],
    ['2025-01-09T00:00', false],
    [20250109, false],
  ])('%j is a real ISO day: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('isoParts', () => {
  it('counts months from 0', () => {
    expect(isoParts('2025-03-04')).toEqual({ year: 2025, month: 2, day: 4 });
  });

  it('rejects what is not a date', () => {
    expect(() => isoParts('soon')).toThrow('expected a date written as YYYY-MM-DD (got "soon")');
  });
});

describe('addDays', () => {
  it.each([
    ['2025-02-28', 1, '2025-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2025-03-29', 7, '2025-04-05'],
    ['2025-10-25', 2, '2025-10-27'],
  ])('%s plus %i days is %s', (iso, days, expected) => {
    expect(addDays(iso, days)).toBe(expected);
  });
});

describe('addMonths', () => {
  it.each([
    ['2025-01-15', 1, '2025-02-15'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-12-10', 1, '2026-01-10'],
    ['2025-01-10', -1, '2024-12-10'],
    ['2025-05-31', 12, '2026-05-31'],
  ])('%s plus %i months is %s', (iso, months, expected) => {
    expect(addMonths(iso, months)).toBe(expected);
  });
});

describe('weekday', () => {
  it.each([
    ['2025-06-01', 0],
    ['2025-06-07', 6],
  ])('%s falls on weekday %i', (iso, day) => {
    expect(weekday(iso)).toBe(day);
  });
});
