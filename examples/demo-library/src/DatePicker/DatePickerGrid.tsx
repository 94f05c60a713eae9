import { type KeyboardEvent, useEffect, useRef } from 'react';
import { isRightToLeft } from '../shared/direction';
import { dayLabeler, weekdayLabels } from './date-picker-labels';
import { type DateConstraints, dayForKey, isAllowed, type Weekday } from './date-picker-rules';
import { isoParts } from './iso-date';

/** Props of {@link DatePickerGrid}. */
export interface DatePickerGridProps {
  /** The 42 days shown, from `monthGrid`. */
  days: readonly string[];
  /** The month shown, counted from 0; days of other months are dimmed. */
  month: number;
  /** The day that holds the grid's tab stop. */
  focused: string;
  /** The days shown as picked. */
  marked: ReadonlySet<string>;
  /** Where a picked range starts and ends, to round its ends. */
  rangeEnds: readonly string[];
  today: string;
  constraints: DateConstraints;
  locale: string;
  /** The first column of the week: 0 for Sunday … 6 for Saturday. */
  firstDayOfWeek: Weekday;
  /** The id of the month label that names the grid. */
  labelledBy: string;
  /** Called when a day is clicked or chosen with Enter or Space (only allowed days). */
  onPick: (day: string) => void;
  /** Called when a key moves focus to another day; returns false when that day is out of reach. */
  onMove: (day: string) => boolean;
}

/**
 * The calendar month as an ARIA grid: six weeks of day buttons with one tab stop. Arrow keys move by
 * day and week, PageUp/PageDown by month (Shift: year), Home/End to the ends of the week.
 */
export function DatePickerGrid(props: DatePickerGridProps) {
  const { days, month, focused, marked, rangeEnds, today, constraints, locale, firstDayOfWeek } = props;
  const gridRef = useRef<HTMLTableElement>(null);
  const focusAfterMove = useRef(false);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).closest('[data-day]')?.getAttribute('data-day') ?? focused;
    const target = dayForKey(from, event, {
      rightToLeft: isRightToLeft(event.currentTarget),
      firstDayOfWeek,
    });
    if (target === null) return;
    event.preventDefault();
    if (props.onMove(target)) focusAfterMove.current = true;
  };

  const labelOf = dayLabeler(locale);
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
  return (
    <table
      ref={gridRef}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a calendar table is an ARIA grid (APG date picker).
      role="grid"
      className="ui-date-picker__grid"
      aria-labelledby={props.labelledBy}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {weekdayLabels(locale, firstDayOfWeek).map((weekday) => (
            <th key={weekday.long} scope="col" abbr={weekday.long}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const allowed = isAllowed(day, constraints);
              const picked = marked.has(day);
              const classes = [
                'ui-date-picker__day',
                isoParts(day).month !== month && 'ui-date-picker__day--outside',
                picked && 'ui-date-picker__day--picked',
                picked &&
                  rangeEnds.length === 2 &&
                  !rangeEnds.includes(day) &&
                  'ui-date-picker__day--between',
              ];
              return (
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole lint/a11y/useFocusableInteractive: the day button inside takes focus.
                <td key={day} role="gridcell" aria-selected={picked}>
                  <button
                    type="button"
                    className={classes.filter(Boolean).join(' ')}
                    data-day={day}
                    tabIndex={day === focused ? 0 : -1}
                    aria-label={labelOf(day)}
                    aria-current={day === today ? 'date' : undefined}
                    aria-disabled={allowed ? undefined : true}
                    onClick={() => {
                      if (allowed) props.onPick(day);
                    }}
                  >
                    {isoParts(day).day}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
