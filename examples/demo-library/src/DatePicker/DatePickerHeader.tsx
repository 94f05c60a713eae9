import { monthLabel } from './date-picker-labels';

/** Props of {@link DatePickerHeader}. */
export interface DatePickerHeaderProps {
  year: number;
  /** Counted from 0. */
  month: number;
  /** The years offered, in order. */
  years: readonly number[];
  locale: string;
  /** The id given to the month label, which names the grid. */
  labelId: string;
  /** Called with -1 or +1 by the previous and next month buttons. */
  onStep: (months: -1 | 1) => void;
  /** Called with the year picked. */
  onYear: (year: number) => void;
}

/**
 * The month label (read out when it changes), the previous/next month buttons and the year choice.
 * The buttons stop at the ends of the offered years.
 */
export function DatePickerHeader({
  year,
  month,
  years,
  locale,
  labelId,
  onStep,
  onYear,
}: DatePickerHeaderProps) {
  const first = years[0] ?? year;
  const last = years.at(-1) ?? year;
  return (
    <div className="ui-date-picker__header">
      <button
        type="button"
        className="ui-date-picker__step"
        aria-label="Previous month"
        disabled={year <= first && month === 0}
        onClick={() => onStep(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <p className="ui-date-picker__month" id={labelId} aria-live="polite">
        {monthLabel(year, month, locale)}
      </p>
      <select
        className="ui-date-picker__year"
        aria-label="Year"
        value={year}
        onChange={(event) => onYear(Number(event.target.value))}
      >
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="ui-date-picker__step"
        aria-label="Next month"
        disabled={year >= last && month === 11}
        onClick={() => onStep(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
