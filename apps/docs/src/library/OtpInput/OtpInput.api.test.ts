import { describe, expect, it } from 'vitest';
import json from '../../content/api/otp-input.json';
import { apiDataMismatches, type ImplementedApi, parseApiData } from '../shared/api-data';
import { type OtpInputProps, otpInputDefaults } from './OtpInput';
import { OTP_INPUT_TYPES } from './otp-input-rules';

const implemented: ImplementedApi<OtpInputProps> = {
  name: 'OtpInput',
  props: {
    length: otpInputDefaults.length,
    type: otpInputDefaults.type,
    value: undefined,
    defaultValue: otpInputDefaults.defaultValue,
    label: otpInputDefaults.label,
    disabled: otpInputDefaults.disabled,
  },
  values: { type: OTP_INPUT_TYPES },
  required: [],
  events: { onChange: true, onFinish: true },
  slots: [],
};

describe('otp-input.json', () => {
  it('documents exactly what OtpInput takes', () => {
    expect(apiDataMismatches(parseApiData(json, 'otp-input.json'), implemented)).toEqual([]);
  });
});
