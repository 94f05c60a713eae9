import { describe, expect, it } from 'vitest';
import json from '../../content/api/data-table.json';
import { apiDataMismatches, type ImplementedApi, parseApiData } from '../shared/api-data';
import { type DataTableProps, dataTableDefaults } from './DataTable';

const implemented: ImplementedApi<DataTableProps> = {
  name: 'DataTable',
  props: {
    headers: undefined,
    items: undefined,
    caption: undefined,
    itemKey: dataTableDefaults.itemKey,
    sortBy: undefined,
    defaultSortBy: dataTableDefaults.defaultSortBy,
    page: undefined,
    defaultPage: dataTableDefaults.defaultPage,
    itemsPerPage: undefined,
    defaultItemsPerPage: dataTableDefaults.defaultItemsPerPage,
    itemsPerPageOptions: dataTableDefaults.itemsPerPageOptions,
    loading: dataTableDefaults.loading,
    loadingText: dataTableDefaults.loadingText,
    noDataText: dataTableDefaults.noDataText,
  },
  values: {},
  required: ['headers', 'items', 'caption'],
  events: { onSortChange: true, onPageChange: true, onItemsPerPageChange: true },
  slots: [],
};

describe('data-table.json', () => {
  it('documents exactly what DataTable takes', () => {
    expect(apiDataMismatches(parseApiData(json, 'data-table.json'), implemented)).toEqual([]);
  });
});
