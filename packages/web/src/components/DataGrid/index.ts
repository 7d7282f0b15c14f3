export { DataGrid, type GridColumn } from './DataGrid';
