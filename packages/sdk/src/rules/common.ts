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

/** 'Showing X to Y of N items' for numbered pagination. */
export function showingText(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Showing ${from} to ${to} of ${total} items`;
}
