import { describe, expect, it } from 'vitest';
import { dayLabeler, monthLabel, weekdayLabels } from './date-picker-labels';

describe('weekdayLabels', () => {
  it.each([
    [0, ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']],
    [1, ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']],
    [6, ['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']],
  ])('starts the week on day %i', (firstDay, names) => {
    expect(weekdayLabels('en-US', firstDay).map((label) => label.short)).toEqual(names);
  });

  it('gives the long names too, in the language asked for', () => {
    expect(weekdayLabels('de-DE', 1)[0]).toEqual({ short: 'Mo', long: 'Montag' });
  });
});

describe('monthLabel', () => {
  it.each([
    ['en-US', 'June 2025'],
    ['fr-FR', 'juin 2025'],
  ])('in %s reads %j', (locale, label) => {
    expect(monthLabel(2025, 5, locale)).toBe(label);
  });
});

describe('dayLabeler', () => {
  it('names the whole date', () => {
    expect(dayLabeler('en-US')('2025-06-11')).toBe('Wednesday, June 11, 2025');
  });
});
