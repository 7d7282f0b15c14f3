/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, and a guard against formula injection —
 * a cell starting with = + - @ tab or carriage return gets a leading single quote, so a spreadsheet
 * shows it as text instead of running it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Builds a CSV file from an async stream of rows, one Blob part per chunk of rows, so the text of
 * the whole export is never one big string. `onProgress` gets the number of rows written so far.
 */
export async function csvBlob<T>(
  header: readonly string[],
  rows: AsyncIterable<T>,
  toCells: (row: T) => readonly unknown[],
  o: { onProgress?(written: number): void; signal?: AbortSignal; chunkRows?: number } = {},
): Promise<{ blob: Blob; rows: number }> {
  const parts: BlobPart[] = ['\uFEFF' + csvLine(header)];
  let chunk = '';
  let inChunk = 0;
  let written = 0;
  const size = o.chunkRows ?? 500;
  for await (const row of rows) {
    if (o.signal?.aborted) throw new DOMException('Export cancelled', 'AbortError');
    chunk += csvLine(toCells(row));
    written++;
    if (++inChunk >= size) {
      parts.push(new Blob([chunk], { type: 'text/csv' }));
      chunk = '';
      inChunk = 0;
      o.onProgress?.(written);
    }
  }
  if (chunk) parts.push(new Blob([chunk], { type: 'text/csv' }));
  o.onProgress?.(written);
  return { blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), rows: written };
}

/** Hands a Blob to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
