import { Option, type Command } from 'commander';
import type { Context } from '../context';
import { UsageError } from '../errors';
import { renderRecord } from './table';
import { parseFields, pick, type Row } from './values';
import { visible } from './visible';
import { createWriter, FORMATS, writeText, type Format, type RecordWriter } from './writer';

export { createWriter, FORMATS, type Format, type RecordWriter };

/** --format, else a table on a terminal and JSON when piped. */
export function resolveFormat(ctx: Context, asked: string | undefined, allowed: readonly string[] = FORMATS): Format {
  if (asked === undefined) return ctx.io.stdoutTTY ? 'table' : 'json';
  if (!allowed.includes(asked)) throw new UsageError(`--format must be one of ${allowed.join(', ')} (got '${asked}')`);
  return asked as Format;
}

export function addOutputOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--format <format>', 'output format (default: table on a terminal, json when piped)').choices(FORMATS))
    .option('--fields <list>', 'comma-separated fields to show, e.g. id,name');
}

export interface OutputOptions {
  /** --format as given (the default depends on whether stdout is a terminal). */
  format?: string;
  /** --fields, split. */
  fields?: string[];
}

export function outputOptionsOf(flags: Record<string, any>): OutputOptions {
  return { format: flags.format, fields: parseFields(flags.fields) };
}

/** Prints one record (get, create, update) in the chosen format. */
export async function printRecord(ctx: Context, rec: unknown, o: OutputOptions): Promise<void> {
  const fields = o.fields;
  const format = resolveFormat(ctx, o.format);
  const row = (rec && typeof rec === 'object' ? rec : { value: rec }) as Row;
  if (format === 'table') return writeText(ctx.io.stdout, await renderRecord(row, fields));
  if (format === 'json') return writeText(ctx.io.stdout, JSON.stringify(pick(row, fields), null, 2) + '\n');
  const w = createWriter(format, ctx.io.stdout, { fields });
  await w.write(row);
  await w.end();
}

/** Prints a list that is already in memory. */
export async function printRows(ctx: Context, rows: readonly unknown[], o: OutputOptions, columns?: string[]): Promise<void> {
  const w = createWriter(resolveFormat(ctx, o.format), ctx.io.stdout, { fields: o.fields, columns });
  for (const r of rows) await w.write(r as Row);
  await w.end();
}

/** A mutation's outcome: its message on stdout (or the record as JSON when asked for). */
export async function printResult(ctx: Context, res: { message: string; data?: unknown }, o: OutputOptions): Promise<void> {
  if (o.format && o.format !== 'table') return printRecord(ctx, { message: res.message, data: res.data ?? null }, o);
  ctx.out(visible(res.message));
}
