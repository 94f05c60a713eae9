import { describe, expect, it } from 'vitest';
import json from '../../content/api/file-input.json';
import { apiDataMismatches, type ImplementedApi, parseApiData } from '../shared/api-data';
import { type FileInputProps, fileInputDefaults } from './FileInput';

const implemented: ImplementedApi<FileInputProps> = {
  name: 'FileInput',
  props: {
    label: undefined,
    multiple: fileInputDefaults.multiple,
    accept: undefined,
    showSize: fileInputDefaults.showSize,
    value: undefined,
    name: undefined,
    disabled: fileInputDefaults.disabled,
  },
  values: { showSize: [true, false, 1000, 1024] },
  required: ['label'],
  events: { onChange: true },
  slots: [],
};

describe('file-input.json', () => {
  it('documents exactly what FileInput takes', () => {
    expect(apiDataMismatches(parseApiData(json, 'file-input.json'), implemented)).toEqual([]);
  });
});
