export { DataTable, type Column } from './DataTable';
