import { describe, expect, it } from 'vitest';
import json from '../../content/api/date-picker.json';
import { apiDataMismatches, type ImplementedApi, parseApiData } from '../shared/api-data';
import { type DatePickerProps, datePickerDefaults } from './DatePicker';
import { DATE_PICKER_MODES } from './date-picker-rules';

const implemented: ImplementedApi<DatePickerProps> = {
  name: 'DatePicker',
  props: {
    mode: datePickerDefaults.mode,
    value: undefined,
    defaultValue: datePickerDefaults.defaultValue,
    min: undefined,
    max: undefined,
    allowedDates: undefined,
    firstDayOfWeek: datePickerDefaults.firstDayOfWeek,
    locale: datePickerDefaults.locale,
    label: datePickerDefaults.label,
  },
  values: { mode: DATE_PICKER_MODES, firstDayOfWeek: [0, 1, 2, 3, 4, 5, 6] },
  required: [],
  events: { onChange: true },
  slots: [],
};

describe('date-picker.json', () => {
  it('documents exactly what DatePicker takes', () => {
    expect(apiDataMismatches(parseApiData(json, 'date-picker.json'), implemented)).toEqual([]);
  });
});
