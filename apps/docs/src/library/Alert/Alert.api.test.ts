import { describe, expect, it } from 'vitest';
import json from '../../content/api/alert.json';
import { apiDataMismatches, type ImplementedApi, parseApiData } from '../shared/api-data';
import { type AlertProps, alertDefaults } from './Alert';
import { ALERT_BORDERS, ALERT_TYPES } from './alert-rules';

const implemented: ImplementedApi<AlertProps> = {
  name: 'Alert',
  props: {
    type: alertDefaults.type,
    border: alertDefaults.border,
    title: undefined,
    closable: alertDefaults.closable,
    closeLabel: alertDefaults.closeLabel,
  },
  values: { type: ALERT_TYPES, border: [true, false, ...ALERT_BORDERS] },
  required: [],
  events: { onClose: true },
  slots: ['default'],
};

describe('alert.json', () => {
  it('documents exactly what Alert takes', () => {
    expect(apiDataMismatches(parseApiData(json, 'alert.json'), implemented)).toEqual([]);
  });
});
