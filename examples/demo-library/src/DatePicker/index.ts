export { DatePicker, type DatePickerProps, datePickerDefaults } from './DatePicker';
export {
  DATE_PICKER_MODES,
  type DateConstraints,
  type DatePickerMode,
  isAllowed,
  monthGrid,
  rangeBetween,
  type Weekday,
  yearRange,
} from './date-picker-rules';
export { isIsoDate, parseIsoDate, toIsoDate } from './iso-date';
