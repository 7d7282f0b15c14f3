import { createContext, type ReactNode } from 'react';
import type { GridColumn } from '../components/DataGrid';

/** A grid as it draws its light rows: what src/prerender/earlyRows.tsx makes the frame's early rows from. */
export interface CapturedGrid {
  listId: string;
  label: string;
  columns: ReadonlyArray<GridColumn<unknown> & { headerControl?: ReactNode }>;
  frozen: number;
  widths: readonly number[];
  identityIndex: number;
  sortBy?: string;
  sortDescending?: boolean;
  sortable: boolean;
  emptyText: string;
}

/** Set only in the frame's build (Node): each grid drawn hands over its columns as it would draw them. */
export const GridCapture = createContext<((grid: CapturedGrid) => void) | null>(null);
