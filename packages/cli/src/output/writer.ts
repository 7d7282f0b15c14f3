import type { Writable } from 'node:stream';
import type { RowEncoder } from '@marketplace-admin/sdk';
import { renderTable, type TableOptions } from './table';
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
  /** Table: how it is drawn (the list's definitions, the width, the time zone); its fields are `fields`. */
  table?: Omit<TableOptions, 'fields'>;
  /** Table: the headers of columns left out to fit the width. */
  onLeftOut?(headers: string[]): void;
  /** The output is a terminal: CSV shows control characters from the data as pictures (the SDK's `terminal`). */
  terminal?: boolean;
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

/**
 * A streaming writer over one of the SDK's encoders (the ones the exports use): records picked by
 * --fields (case-insensitive, dotted paths), then encoded. The SDK is loaded with the first record.
 */
function encodedWriter(
  out: NodeJS.WritableStream,
  make: (sdk: typeof import('@marketplace-admin/sdk')) => RowEncoder<Row>,
  fields?: string[],
): RecordWriter {
  let enc: RowEncoder<Row> | undefined;
  let count = 0;
  /** The encoder, and its start (the CSV header of --fields) the first time. */
  const head = async (): Promise<string> => {
    if (enc) return '';
    enc = make(await import('@marketplace-admin/sdk'));
    return enc.start();
  };
  return {
    get count() {
      return count;
    },
    write: async (rec) => {
      count++;
      const start = enc ? '' : await head();
      return writeText(out, start + enc!.row(pick(rec, fields)));
    },
    end: async () => writeText(out, (await head()) + enc!.end()),
  };
}

export function createWriter(
  format: Format,
  out: NodeJS.WritableStream,
  o: WriterOptions = {},
): RecordWriter {
  switch (format) {
    // Records are picked before encoding, so JSON and NDJSON encode them whole; CSV takes its header
    // from --fields, else from the first record's keys.
    case 'ndjson':
      return encodedWriter(out, (sdk) => sdk.ndjsonEncoder<Row>(), o.fields);
    case 'json':
      return encodedWriter(out, (sdk) => sdk.jsonEncoder<Row>(), o.fields);
    case 'csv':
      return encodedWriter(
        out,
        (sdk) => sdk.csvEncoder<Row>({ columns: o.fields, terminal: o.terminal }),
        o.fields,
      );
    case 'table': {
      const rows: Row[] = [];
      return {
        get count() {
          return rows.length;
        },
        write: async (rec) => {
          rows.push(rec);
        },
        end: async () => {
          if (!rows.length) return writeText(out, 'No results.\n');
          const { text, leftOut } = await renderTable(rows, { ...o.table, fields: o.fields });
          await writeText(out, text);
          if (leftOut.length) o.onLeftOut?.(leftOut);
        },
      };
    }
  }
}
