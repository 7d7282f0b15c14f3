import { Button, HTMLTable, Icon, Spinner } from '@blueprintjs/core';
import type { CSSProperties, ReactNode } from 'react';
import './dataTable.css';
import { useT } from '../../i18n';
import '../words';

export interface Column<T> {
  /** Unique column id (React key). */
  id: string;
  /** Header text (spec words). */
  header: ReactNode;
  /** When set, the header is a sort button for this sort key. */
  sortKey?: string;
  /** Cell content. Server text is rendered as text by React (never as HTML). */
  render(row: T, index: number): ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  className?: string;
}

export interface DataTableProps<T> {
  columns: ReadonlyArray<Column<T>>;
  /** Rows of the current page; undefined while the first load runs. */
  rows: readonly T[] | undefined;
  rowKey(row: T, index: number): string | number;
  /** Accessible name of the table (e.g. the screen title). */
  label: string;
  loading?: boolean;
  /** Shown in the body while loading with no rows yet (default 'Loading...'). */
  loadingText?: string;
  /** Shown when there are no rows (spec empty text). */
  emptyText: string;
  sortBy?: string;
  sortDescending?: boolean;
  /** A sort header was clicked (flip on the same key is the caller's job: useListState.toggleSort / nextSort). */
  onSort?(sortKey: string): void;
  /** Actions cell at the end of each row (buttons or a menu). */
  rowActions?(row: T, index: number): ReactNode;
  /** Header of the actions column (default 'Actions'). */
  actionsHeader?: string;
  className?: string;
  rowClassName?(row: T): string | undefined;
}

/**
 * A dense table over Blueprint's HTMLTable: header texts, sortable headers (buttons with
 * aria-sort on the th; the caller flips the direction on a second click), a loading row, an empty
 * row and a row-actions column. While a reload runs the old rows stay, dimmed.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  label,
  loading,
  loadingText,
  emptyText,
  sortBy,
  sortDescending,
  onSort,
  rowActions,
  actionsHeader,
  className,
  rowClassName,
}: DataTableProps<T>) {
  const t = useT();
  const colCount = columns.length + (rowActions ? 1 : 0);
  const cellStyle = (c: Column<T>): CSSProperties | undefined =>
    c.width || c.align ? { width: c.width, textAlign: c.align } : undefined;
  const empty = !rows || rows.length === 0;
  return (
    <div className={`mpa-table-wrap ${className ?? ''}`} aria-busy={loading || undefined}>
      <HTMLTable
        compact
        striped
        className={`mpa-table${loading && !empty ? ' mpa-table-stale' : ''}`}
        aria-label={label}
      >
        <thead>
          <tr>
            {columns.map((c) => {
              const active = c.sortKey !== undefined && c.sortKey === sortBy;
              return (
                <th
                  key={c.id}
                  style={cellStyle(c)}
                  className={c.className}
                  aria-sort={
                    c.sortKey ? (active ? (sortDescending ? 'descending' : 'ascending') : 'none') : undefined
                  }
                >
                  {c.sortKey && onSort ? (
                    <Button
                      variant="minimal"
                      size="small"
                      className="mpa-sort-button"
                      onClick={() => onSort(c.sortKey!)}
                      endIcon={
                        <Icon
                          icon={active ? (sortDescending ? 'caret-down' : 'caret-up') : 'sort'}
                          size={12}
                          className={active ? undefined : 'mpa-sort-idle'}
                        />
                      }
                    >
                      {c.header}
                    </Button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
            {rowActions && (
              <th className="mpa-actions-cell" style={{ textAlign: 'right' }}>
                {actionsHeader ?? t('ui.components.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {empty ? (
            <tr>
              <td colSpan={colCount} className="mpa-table-message">
                {loading || !rows ? (
                  <span className="mpa-table-loading">
                    <Spinner size={16} aria-hidden /> {loadingText ?? t('common.loading')}
                  </span>
                ) : (
                  emptyText
                )}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row, i)} className={rowClassName?.(row)}>
                {columns.map((c) => (
                  <td key={c.id} style={cellStyle(c)} className={c.className}>
                    {c.render(row, i)}
                  </td>
                ))}
                {rowActions && <td className="mpa-actions-cell">{rowActions(row, i)}</td>}
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}
