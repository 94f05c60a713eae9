import { DatePicker, toIsoDate } from '@lectern/demo-library';
import { useState } from 'react';

/** The day `days` days after `from`, as `YYYY-MM-DD`. */
function daysAfter(from: Date, days: number): string {
  return toIsoDate(new Date(from.getFullYear(), from.getMonth(), from.getDate() + days));
}

/** Weekdays only: no Saturdays (6) or Sundays (0). */
const isWeekday = (date: Date) => date.getDay() !== 0 && date.getDay() !== 6;

export default function DatePickerLimits() {
  const [today] = useState(() => new Date());
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <DatePicker
        label="Appointment day"
        min={daysAfter(today, 1)}
        max={daysAfter(today, 30)}
        allowedDates={isWeekday}
        value={picked}
        onChange={setPicked}
      />
      <p style={{ margin: 0 }}>
        {picked[0] ? `Appointment on ${picked[0]}` : 'Any weekday from tomorrow to 30 days from today'}
      </p>
    </div>
  );
}
