import type { Writable } from 'node:stream';
import { CsvEncoder } from './csv';
import { renderTable } from './table';
import { pick, type Row } from './values';

export const FORMATS = ['table', 'json', 'csv', 'ndjson'] as const;
export type Format = (typeof FORMATS)[number];

/** A sink for records: streaming for json, ndjson and csv; tables are drawn at the end. */
export interface RecordWriter {
  write(rec: Row): Promise<void>;
  /** Finishes the output (closing bracket, the table) and waits until it is flushed. */
  end(): Promise<void>;
  readonly count: number;
}

export interface WriterOptions {
  /** Only these fields, in this order (--fields). */
  fields?: string[];
  /** Table columns when no --fields (the noun's usual columns). */
  columns?: string[];
  /** Table: widest cell in characters (default 48). */
  maxWidth?: number;
}

/**
 * Writes respecting back-pressure, so a large export keeps constant memory. Rejects when the stream
 * failed, also when it failed after an earlier write had been accepted (a destroyed stream would
 * otherwise never drain, and the write would wait for ever).
 */
export function writeText(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (!text) return Promise.resolve();
  const failed = (out as Writable).errored;
  if (failed) return Promise.reject(failed);
  if (out.write(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (): void => {
      out.off('drain', onDrain);
      out.off('error', onError);
      out.off('close', onClose);
    };
    const onDrain = (): void => {
      done();
      resolve();
    };
    const onError = (e: Error): void => {
      done();
      reject(e);
    };
    const onClose = (): void => {
      done();
      reject((out as Writable).errored ?? new Error('The output was closed'));
    };
    out.once('drain', onDrain);
    out.once('error', onError);
    out.once('close', onClose);
  });
}

export function createWriter(format: Format, out: NodeJS.WritableStream, o: WriterOptions = {}): RecordWriter {
  let count = 0;
  switch (format) {
    case 'ndjson':
      return {
        get count() { return count; },
        write: (rec) => { count++; return writeText(out, JSON.stringify(pick(rec, o.fields)) + '\n'); },
        end: async () => {},
      };
    case 'json':
      return {
        get count() { return count; },
        write: (rec) => writeText(out, (count++ === 0 ? '[\n' : ',\n') + JSON.stringify(pick(rec, o.fields))),
        end: () => writeText(out, count === 0 ? '[]\n' : '\n]\n'),
      };
    case 'csv': {
      const enc = new CsvEncoder(o.fields ?? undefined);
      return {
        get count() { return count; },
        write: (rec) => { count++; return writeText(out, enc.encode(pick(rec, o.fields))); },
        end: () => writeText(out, enc.finish()),
      };
    }
    case 'table': {
      const rows: Row[] = [];
      return {
        get count() { return rows.length; },
        write: async (rec) => { rows.push(rec); },
        end: async () => {
          const columns = o.fields ?? o.columns ?? (rows[0] ? Object.keys(rows[0]) : []);
          await writeText(out, rows.length ? await renderTable(columns, rows, o.maxWidth) : 'No results.\n');
        },
      };
    }
  }
}
