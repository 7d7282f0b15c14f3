/** Ids of a grid's cells: its rows own them by id (Blueprint's Table draws them in layers, not in rows). */
export const cellId = (grid: string, row: number, col: number): string => `${grid}-${row}-${col}`;
export const headerId = (grid: string, col: number): string => `${grid}-h-${col}`;

/** The selection with one row's key added or taken out. */
export function withKey<K>(selected: ReadonlySet<K>, key: K, on: boolean): Set<K> {
  const next = new Set(selected);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}
