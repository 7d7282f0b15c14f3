import { cellText, type Row } from './values';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180). Text starting with = + - @ tab or CR is prefixed with a single quote so
 * a spreadsheet does not run it as a formula; numbers and booleans are written as they are.
 */
export function csvCell(v: unknown): string {
  let s = cellText(v);
  if (typeof v !== 'number' && typeof v !== 'boolean' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}

/** Header from `fields`, else from the keys of the first record. */
export class CsvEncoder {
  private columns: string[] | undefined;
  constructor(fields?: readonly string[]) {
    this.columns = fields ? [...fields] : undefined;
  }
  /** The header line (once) and the record's line. */
  encode(rec: Row): string {
    let head = '';
    if (!this.columns) this.columns = Object.keys(rec);
    if (!this.started) {
      this.started = true;
      head = csvLine(this.columns);
    }
    return head + csvLine(this.columns.map((c) => rec[c]));
  }
  /** The header alone, when no record came (only when the columns are known). */
  finish(): string {
    if (this.started || !this.columns) return '';
    this.started = true;
    return csvLine(this.columns);
  }
  private started = false;
}
