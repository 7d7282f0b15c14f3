export { DataGrid, type DataGridProps, type GridColumn } from './DataGrid';
