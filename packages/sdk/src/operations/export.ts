import { catalogue } from '../catalogue';
import { MpaError } from '../errors';
import type { Page } from '../types/common';
import { fieldValue } from './clientPaging';
import { iteratePages, type IterateOptions, type PageFetcher, type PagingProgress } from './paging';

export const EXPORT_FORMATS = ['csv', 'json', 'ndjson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A column of an export: the field it reads (letter case ignored), or a function of the row. */
export interface ExportColumn<T = unknown> {
  /** The column's name: the JSON key, and the CSV header unless `header` is given. */
  key: string;
  /** The CSV header for people (the panel's column label); default `key`. */
  header?: string;
  value?: (row: T) => unknown;
}

export interface EncoderOptions<T = unknown> {
  /** Columns in order; default every field of the first row (JSON and NDJSON: the rows as they are). */
  columns?: readonly (ExportColumn<T> | string)[];
  /** CSV: start with a UTF-8 byte order mark, so spreadsheet programs read the file as UTF-8 (default false). */
  bom?: boolean;
  /**
   * CSV: the text is read on a terminal, not stored: control characters from the data are shown as
   * pictures (`controlPictures`) instead of being run by the terminal. Files and pipes keep the data
   * (default false).
   */
  terminal?: boolean;
}

/** Turns rows into text: `start` once, `row` per row, `end` once. Each returns the text to append. */
export interface RowEncoder<T = unknown> {
  readonly format: ExportFormat;
  /** The file's media type, e.g. for a browser download. */
  readonly mediaType: string;
  start(): string;
  row(r: T): string;
  end(): string;
}

const columnsOf = <T>(
  cols: readonly (ExportColumn<T> | string)[] | undefined,
): ExportColumn<T>[] | undefined => cols?.map((c) => (typeof c === 'string' ? { key: c } : c));
const valueOf = <T>(row: T, c: ExportColumn<T>): unknown => (c.value ? c.value(row) : fieldValue(row, c.key));

/** A value as one cell of text: lists of plain values joined with ';', objects as JSON, null and undefined empty. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (isPlainList(v)) return v.map((x) => (x === null ? '' : String(x))).join(';');
  return JSON.stringify(v);
}

const isPlainList = (v: unknown): v is readonly unknown[] =>
  Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object');

/** C0 controls but tab and newline, DEL, and C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

/**
 * Text from the data made safe to show on a terminal. Printed raw, ESC and C1 CSI sequences move the
 * cursor and erase lines (hiding rows), OSC 52 writes the clipboard, BEL rings. They are shown
 * instead: C0 and DEL as their Unicode control pictures (ESC as ␛, BEL as ␇, CR as ␍, DEL as ␡), C1
 * as `\x9b`. Tab and newline stay.
 */
export function controlPictures(text: string): string {
  return text.replace(CONTROLS, (c) => {
    const n = c.charCodeAt(0);
    if (n < 0x20) return String.fromCharCode(0x2400 + n);
    if (n === 0x7f) return '\u2421';
    return `\\x${n.toString(16)}`;
  });
}

// DEL and C1, which JSON.stringify leaves raw: a reader that prints the JSON to a terminal would run
// U+009B as CSI. Escaped they are the same data.
const JSON_RAW_CONTROLS = /[\x7f-\x9f]/g;

/** JSON.stringify with DEL and the C1 controls escaped (`\u009b`): the same value, safe to print. */
export function jsonText(value: unknown, space?: number): string {
  const s = JSON.stringify(value, null, space);
  return s === undefined ? s : s.replace(JSON_RAW_CONTROLS, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
}

// A text starting with one of these is run as a formula by spreadsheet programs (= + - @), or
// stripped and then run (tab, CR). Such a text gets a leading single quote: shown, never run.
const FORMULA_START = /^[=+\-@\t\r]/;

const guarded = (x: unknown): unknown => (typeof x === 'string' && FORMULA_START.test(x) ? `'${x}` : x);

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma, CR or LF, or starts or ends with
 * white space (some readers trim unquoted space).
 *
 * The formula guard applies to every text value and to no number: a number (`-5`, typed as a number
 * in the data) can carry no formula and must stay a number in the sheet, while a text that starts
 * with '-' can (`-2+3+cmd|' /C calc'!A0`) and is guarded even when it looks like a number — the one
 * rule reads the type, never the text. A list's texts are guarded one by one (`["=X()", "b"]` is
 * `'=X();b`). With `terminal`, control characters are shown as pictures.
 */
export function csvCell(v: unknown, o: { terminal?: boolean } = {}): string {
  let s = cellText(typeof v === 'string' ? guarded(v) : isPlainList(v) ? v.map(guarded) : v);
  if (o.terminal) s = controlPictures(s);
  return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV record with its CRLF. */
function csvLine(cells: readonly unknown[], o: { terminal?: boolean } = {}): string {
  return cells.map((c) => csvCell(c, o)).join(',') + '\r\n';
}

/** CSV: a header of the columns' headers (else keys), then one line per row. */
export function csvEncoder<T>(o: EncoderOptions<T> = {}): RowEncoder<T> {
  let cols = columnsOf(o.columns);
  let headed = false;
  const cell = { terminal: o.terminal };
  const head = (): string => {
    if (headed || !cols) return '';
    headed = true;
    return csvLine(
      cols.map((c) => c.header ?? c.key),
      cell,
    );
  };
  return {
    format: 'csv',
    mediaType: 'text/csv;charset=utf-8',
    start: () => (o.bom ? '\uFEFF' : '') + head(),
    row(r) {
      cols ??= Object.keys(r as object).map((key) => ({ key }));
      return (
        head() +
        csvLine(
          cols.map((c) => valueOf(r, c)),
          cell,
        )
      );
    },
    end: () => head(),
  };
}

const picked = <T>(r: T, cols: ExportColumn<T>[] | undefined): unknown =>
  cols ? Object.fromEntries(cols.map((c) => [c.key, valueOf(r, c) ?? null])) : r;

/** NDJSON: one JSON object per line (DEL and C1 controls escaped, see `jsonText`). */
export function ndjsonEncoder<T>(o: EncoderOptions<T> = {}): RowEncoder<T> {
  const cols = columnsOf(o.columns);
  return {
    format: 'ndjson',
    mediaType: 'application/x-ndjson',
    start: () => '',
    row: (r) => jsonText(picked(r, cols)) + '\n',
    end: () => '',
  };
}

/** A JSON array, one row per line, written as rows come (never held whole); controls as in `jsonText`. */
export function jsonEncoder<T>(o: EncoderOptions<T> = {}): RowEncoder<T> {
  const cols = columnsOf(o.columns);
  let n = 0;
  return {
    format: 'json',
    mediaType: 'application/json',
    start: () => '',
    row: (r) => (n++ === 0 ? '[\n' : ',\n') + jsonText(picked(r, cols)),
    end: () => (n === 0 ? '[]\n' : '\n]\n'),
  };
}

export function encoderFor<T>(format: ExportFormat, o: EncoderOptions<T> = {}): RowEncoder<T> {
  if (format === 'csv') return csvEncoder(o);
  if (format === 'ndjson') return ndjsonEncoder(o);
  if (format === 'json') return jsonEncoder(o);
  throw new MpaError(
    'validation',
    `Unknown export format '${String(format)}': use ${EXPORT_FORMATS.join(', ')}`,
  );
}

/**
 * Encodes rows as they come, as chunks of text: one per array of rows (a page), or one per
 * `chunkRows` single rows (default 500). Memory holds one chunk, never the whole file.
 */
export async function* encodeRows<T>(
  rows: AsyncIterable<T | readonly T[]> | Iterable<T | readonly T[]>,
  enc: RowEncoder<T>,
  o: { chunkRows?: number; signal?: AbortSignal } = {},
): AsyncGenerator<string, void, undefined> {
  const size = Math.max(1, o.chunkRows ?? 500);
  let chunk = enc.start();
  let inChunk = 0;
  for await (const r of rows as AsyncIterable<T | readonly T[]>) {
    if (o.signal?.aborted) throw new MpaError('aborted', catalogue.operations.exportCancelled);
    const batch = Array.isArray(r);
    for (const row of batch ? (r as readonly T[]) : [r as T]) {
      chunk += enc.row(row);
      inChunk++;
    }
    if (chunk && (batch || inChunk >= size)) {
      yield chunk;
      chunk = '';
      inChunk = 0;
    }
  }
  chunk += enc.end();
  if (chunk) yield chunk;
}

/** Anything with `pages(query)`: every paged list of the client (`client.vendors`, `client.referrals.codes`...). */
export interface PagedSource<T, Q> {
  pages(q?: Q & IterateOptions): AsyncIterable<Page<T>>;
}

export interface ExportListOptions<T, Q> extends EncoderOptions<T> {
  format: ExportFormat;
  /** The list's query (search, sort, tab...) without paging. */
  query?: Q;
  /** Rows per request (default 1000; a server with a lower cap is followed). */
  pageSize?: number;
  signal?: AbortSignal;
  onProgress?(p: PagingProgress): void;
}

/**
 * Every row of a list matching `query`, encoded, as a stream of text chunks (one per page): the
 * paging iterator (prefetching the next page while this one is written) and an encoder.
 */
export function exportList<T, Q>(
  source: PagedSource<T, Q> | PageFetcher<T>,
  o: ExportListOptions<T, Q>,
): AsyncGenerator<string, void, undefined> {
  const paging: IterateOptions = {
    pageSize: o.pageSize ?? 1000,
    signal: o.signal,
    onProgress: o.onProgress,
    prefetch: true,
  };
  const pages: AsyncIterable<Page<T>> =
    typeof source === 'function'
      ? iteratePages(source, paging)
      : source.pages({ ...(o.query ?? ({} as Q)), ...paging });
  const batches = (async function* () {
    for await (const p of pages) yield p.items;
  })();
  return encodeRows<T>(batches, encoderFor(o.format, o), { signal: o.signal });
}
