/** Search terms are trimmed; an empty result is dropped (undefined). */
export function trimSearchTerms(terms: string | null | undefined): string | undefined {
  const t = (terms ?? '').trim();
  return t === '' ? undefined : t;
}

/** The current year (for age <-> year-of-birth sync). */
export const currentYear = (now: Date = new Date()): number => now.getFullYear();

/** True when a value is an image file (by MIME type, or by extension when the type is missing). */
export function isImageFile(file: { type?: string; name?: string } | null | undefined): boolean {
  if (!file) return false;
  if (file.type) return file.type.startsWith('image/');
  return /\.(png|jpe?g|gif|webp|bmp|svg|ico|avif)$/i.test(file.name ?? '');
}

/** Moves are disabled at the ends and while busy. */
export function canMove(index: number, length: number, direction: 'up' | 'down', busy = false): boolean {
  if (busy || index < 0 || index >= length) return false;
  return direction === 'up' ? index > 0 : index < length - 1;
}

/** Sortable headers: a second click on the same header flips the direction; a new header sorts ascending. */
export function nextSort(
  current: { sortBy?: string; sortDescending?: boolean },
  clicked: string,
): { sortBy: string; sortDescending: boolean } {
  if (current.sortBy === clicked) return { sortBy: clicked, sortDescending: !current.sortDescending };
  return { sortBy: clicked, sortDescending: false };
}

/** The items a page shows, numbered from 1 (0 to 0 of an empty list): what 'Showing X to Y of N items' says. */
export function showingRange(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number; total: number } {
  return { from: total === 0 ? 0 : (page - 1) * pageSize + 1, to: Math.min(page * pageSize, total), total };
}

/** 'Showing X to Y of N items' for numbered pagination. */
export function showingText(page: number, pageSize: number, total: number): string {
  const { from, to } = showingRange(page, pageSize, total);
  return `Showing ${from} to ${to} of ${total} items`;
}

/** The page numbers a numbered pager shows: the first, the last and a window around the current; null is a gap. */
export function pageWindow(page: number, pageCount: number, around = 1): Array<number | null> {
  // only the candidates, not every page: a list of 100,000 rows has 10,000 pages
  const wanted = new Set<number>([1, pageCount]);
  for (let p = page - around; p <= page + around; p++) wanted.add(p);
  if (page <= 3) for (let p = 1; p <= 4; p++) wanted.add(p);
  if (page >= pageCount - 2) for (let p = pageCount - 3; p <= pageCount; p++) wanted.add(p);
  const out: Array<number | null> = [];
  for (const p of [...wanted].filter((x) => x >= 1 && x <= pageCount).sort((a, b) => a - b)) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p > last + 1) out.push(null);
    out.push(p);
  }
  return out;
}
