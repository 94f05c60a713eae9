import { describe, expect, it } from 'vitest';
import json from '../../content/api/autocomplete.json';
import { apiDataMismatches, type ImplementedApi, parseApiData } from '../shared/api-data';
import { type AutocompleteProps, autocompleteDefaults } from './Autocomplete';

const implemented: ImplementedApi<AutocompleteProps> = {
  name: 'Autocomplete',
  props: {
    label: undefined,
    items: undefined,
    value: undefined,
    defaultValue: autocompleteDefaults.defaultValue,
    placeholder: undefined,
    noDataText: autocompleteDefaults.noDataText,
    menuMaxHeight: autocompleteDefaults.menuMaxHeight,
    disabled: autocompleteDefaults.disabled,
  },
  values: {},
  required: ['label', 'items'],
  events: { onChange: true },
  slots: [],
};

describe('autocomplete.json', () => {
  it('documents exactly what Autocomplete takes', () => {
    expect(apiDataMismatches(parseApiData(json, 'autocomplete.json'), implemented)).toEqual([]);
  });
});
