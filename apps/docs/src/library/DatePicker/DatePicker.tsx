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
  yearRange,
} from './date-picker-rules';
import { addMonths, isoParts, toIsoDate } from './iso-date';
import './DatePicker.css';

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  /** `single` picks one day; `range` picks a start and an end day and marks the days between. */
  mode?: DatePickerMode;
  /** The picked days as `YYYY-MM-DD`, when the parent controls them: `[day]`, or `[start, end]` in range mode. */
  value?: readonly string[];
  /** The days picked at first, when the component keeps its own state. */
  defaultValue?: readonly string[];
  /** The earliest day that may be picked, `YYYY-MM-DD`. */
  min?: string;
  /** The latest day that may be picked, `YYYY-MM-DD`. */
  max?: string;
  /** Decides day by day whether it may be picked; receives the local midnight of the day. */
  allowedDates?: (date: Date) => boolean;
  /** The first column of the week: 0 for Sunday … 6 for Saturday. */
  firstDayOfWeek?: number;
  /** The language of month and day names (a BCP 47 tag). */
  locale?: string;
  /** The accessible name of the whole picker. */
  label?: string;
  /** Called with the picked days after each pick: `[day]`, `[start]` or `[start, end]`. */
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
 * A calendar month that always shows 6 weeks (42 days), with month steps and a year choice from the
 * current year minus 100 to plus 52. Days outside `min`/`max` or refused by `allowedDates` can be
 * reached but not picked. Dates go in and out as `YYYY-MM-DD` strings.
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
