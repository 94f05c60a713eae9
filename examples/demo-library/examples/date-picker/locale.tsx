import { DatePicker } from '@lectern/demo-library';

export default function DatePickerLocale() {
  return <DatePicker label="Datum wählen" locale="de-DE" firstDayOfWeek={1} defaultValue={['2026-03-16']} />;
}
