export { DataTable, type Column, type DataTableProps } from './DataTable';
