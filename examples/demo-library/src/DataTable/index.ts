export { DataTable, type DataTableProps, dataTableDefaults } from './DataTable';
export { DataTableFooter, type DataTableFooterProps } from './DataTableFooter';
export { DataTableHead, type DataTableHeadProps } from './DataTableHead';
export {
  ariaSort,
  assertDataTableHeaders,
  cellText,
  compareValues,
  DATA_TABLE_ALIGNS,
  DATA_TABLE_ITEMS_PER_PAGE,
  DATA_TABLE_ITEMS_PER_PAGE_OPTIONS,
  type DataTableAlign,
  type DataTableHeader,
  type DataTableItem,
  type DataTablePage,
  type DataTableSort,
  type DataTableSortOrder,
  type DataTableValue,
  nextSort,
  pageAfterPerPageChange,
  perPageChoices,
  sortItems,
  tablePage,
} from './data-table-rules';
