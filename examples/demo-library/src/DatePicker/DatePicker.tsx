import { useId, useState } from 'react';
import { useControllableState } from '../shared/useControllableState';
import { DatePickerGrid } from './DatePickerGrid';
import { DatePickerHeader } from './DatePickerHeader';
import {
  assertDatePickerProps,
  type DatePickerMode,
  markedDays,
  monthGrid,
  selectDay,
  type Weekday,
  yearRange,
} from './date-picker-rules';
import { addMonths, isoParts, toIsoDate } from './iso-date';
import './DatePicker.css';

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  /**
   * `single` picks one day; `range` picks a start and an end day and marks the days between. Any other
   * value throws an error naming the prop.
   */
  mode?: DatePickerMode;
  /**
   * The picked days as `YYYY-MM-DD`, when the parent controls them: `[day]` in single mode; `[start]` or
   * `[start, end]` in range mode. A malformed date throws an error naming the prop.
   */
  value?: readonly string[];
  /**
   * The days picked at first, when the component keeps its own state. The grid opens on the month of the
   * first one, or on today's month. A malformed date throws an error naming `value`.
   */
  defaultValue?: readonly string[];
  /**
   * The earliest day that may be picked, `YYYY-MM-DD` (included). A malformed date throws an error naming
   * the prop.
   */
  min?: string;
  /**
   * The latest day that may be picked, `YYYY-MM-DD` (included). A malformed date throws an error naming
   * the prop.
   */
  max?: string;
  /**
   * Decides day by day whether it may be picked; receives the local midnight of the day. Refused days
   * stay reachable by keyboard but are marked disabled.
   */
  allowedDates?: (date: Date) => boolean;
  /**
   * The first column of the week: 0 for Sunday … 6 for Saturday. Any other value throws an error naming
   * the prop.
   */
  firstDayOfWeek?: Weekday;
  /**
   * The language of month and day names, as a BCP 47 tag (formatted with `Intl.DateTimeFormat`).
   */
  locale?: string;
  /** The accessible name of the whole picker; the grid itself is named by the month shown. */
  label?: string;
  /**
   * Called after each pick with the picked days: `[day]`, `[start]`, or `[start, end]` in date order.
   */
  onChange?: (value: string[]) => void;
}

/** The defaults of {@link DatePickerProps}, shared with the API data test. */
export const datePickerDefaults = {
  mode: 'single',
  defaultValue: [],
  firstDayOfWeek: 0,
  locale: 'en-US',
  label: 'Choose a date',
} as const satisfies Partial<DatePickerProps>;

/** The day, or null when it lies outside the offered years (navigation stops there). */
function clampToYears(day: string, years: readonly number[]): string | null {
  const { year } = isoParts(day);
  return year < (years[0] ?? year) || year > (years.at(-1) ?? year) ? null : day;
}

/**
 * A calendar month that always shows 6 weeks (42 days), for picking one day or a range, with limits on
 * which days may be picked and full keyboard use.
 *
 * It has month steps and a year choice from the current year minus 100 to plus 52. Days outside
 * `min`/`max` or refused by `allowedDates` can be reached but not picked. Dates go in and out as
 * `YYYY-MM-DD` strings. In the grid the arrow keys move by day and week (left and right following the
 * writing direction), PageUp and PageDown by month (a year with Shift), Home and End to the ends of the
 * week; Enter or Space picks the focused day.
 *
 * @throws {Error} naming the prop, for an unknown mode or a malformed date.
 * @example <DatePicker mode="range" min="2025-01-01" onChange={([start, end]) => …} />
 */
export function DatePicker({
  mode = datePickerDefaults.mode,
  value,
  defaultValue = datePickerDefaults.defaultValue,
  min,
  max,
  allowedDates,
  firstDayOfWeek = datePickerDefaults.firstDayOfWeek,
  locale = datePickerDefaults.locale,
  label = datePickerDefaults.label,
  onChange,
}: DatePickerProps) {
  const [selection, setSelection] = useControllableState<readonly string[]>(
    value,
    defaultValue,
    onChange && ((next) => onChange([...next])),
  );
  assertDatePickerProps({ mode, firstDayOfWeek, min, max, value: selection });
  const [today] = useState(() => toIsoDate(new Date()));
  const [years] = useState(() => yearRange(new Date()));
  const [focused, setFocused] = useState(() => selection[0] ?? today);
  const labelId = useId();
  const { year, month } = isoParts(focused);

  const moveTo = (day: string) => {
    const reachable = clampToYears(day, years);
    if (reachable) setFocused(reachable);
    return reachable !== null;
  };
  const pick = (day: string) => {
    setSelection(selectDay(selection, day, mode));
    setFocused(day);
  };

  return (
    <fieldset className="ui-date-picker" aria-label={label} data-mode={mode}>
      <DatePickerHeader
        year={year}
        month={month}
        years={years}
        locale={locale}
        labelId={labelId}
        onStep={(months) => moveTo(addMonths(focused, months))}
        onYear={(nextYear) => moveTo(addMonths(focused, (nextYear - year) * 12))}
      />
      <DatePickerGrid
        days={monthGrid(year, month, firstDayOfWeek)}
        month={month}
        focused={focused}
        marked={markedDays(selection, mode)}
        rangeEnds={mode === 'range' ? selection : []}
        today={today}
        constraints={{ min, max, allowedDates }}
        locale={locale}
        firstDayOfWeek={firstDayOfWeek}
        labelledBy={labelId}
        onPick={pick}
        onMove={moveTo}
      />
    </fieldset>
  );
}
