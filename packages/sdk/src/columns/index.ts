export {
  TIME_ZONE_CHOICES,
  DEFAULT_LOCALE,
  resolveTimeZone,
  wallClockIn,
  instantAt,
  dayOf,
  formatDate,
  formatDateTime,
  formatAmount,
  formatAge,
  formatValue,
  alignsRight,
  type ValueKind,
  type ValueFormatOptions,
} from './format';
export {
  LIST_COLUMNS,
  paidServicesList,
  columnLabel,
  findColumn,
  columnValue,
  type ColumnDef,
  type ColumnLabel,
  type ListColumns,
  type ListName,
} from './lists';
export { checkViewColumns, type ViewColumns } from './saved';
