import { DatePicker } from '../../library/DatePicker';

export default function DatePickerLocale() {
  return <DatePicker label="Datum wählen" locale="de-DE" firstDayOfWeek={1} defaultValue={['2026-03-16']} />;
}
