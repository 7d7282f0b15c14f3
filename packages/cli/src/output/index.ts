import { Option, type Command } from 'commander';
import type { Context } from '../context';
import { UsageError } from '../errors';
import { renderRecord, type ListTable, type TableOptions } from './table';
import { parseFields, pick, type Row } from './values';
import { say } from './visible';
import { createWriter, FORMATS, writeText, type Format, type RecordWriter } from './writer';

export { createWriter, type Format, type ListTable, type RecordWriter };

/** --format, else a table on a terminal and JSON when piped. */
export function resolveFormat(
  ctx: Context,
  asked: string | undefined,
  allowed: readonly string[] = FORMATS,
): Format {
  if (asked === undefined) return ctx.io.stdoutTTY ? 'table' : 'json';
  if (!allowed.includes(asked))
    throw new UsageError(`--format must be one of ${allowed.join(', ')} (got '${asked}')`);
  return asked as Format;
}

export function addOutputOptions(cmd: Command): Command {
  return cmd
    .addOption(
      new Option(
        '--format <format>',
        'output format (default: table on a terminal, json when piped)',
      ).choices(FORMATS),
    )
    .option('--fields <list>', 'comma-separated fields to show by their API names, e.g. id,name')
    .option('--wide', 'table: every column whole, however wide the terminal')
    .option(
      '--tz <zone>',
      'table: times in this zone (UTC-8 ... UTC+1, or an IANA name; default $MPA_TZ, else the local one)',
    );
}

export interface OutputOptions {
  /** --format as given (the default depends on whether stdout is a terminal). */
  format?: string;
  /** --fields, split. */
  fields?: string[];
  /** --wide: a table's columns whole. */
  wide?: boolean;
  /** --tz as given. */
  tz?: string;
}

export function outputOptionsOf(flags: Record<string, any>): OutputOptions {
  return { format: flags.format, fields: parseFields(flags.fields), wide: Boolean(flags.wide), tz: flags.tz };
}

/**
 * How a table is drawn here: fitted to the terminal's width (whole with --wide, or when stdout is no
 * terminal), times in --tz, $MPA_TZ or the local zone on a terminal and as the server sent them (ISO)
 * otherwise, unless a zone is asked for. An unknown zone is a usage error.
 */
export async function tableOptionsOf(
  ctx: Context,
  o: OutputOptions,
  list?: ListTable,
): Promise<Omit<TableOptions, 'fields'>> {
  const asked = o.tz ?? (ctx.env.MPA_TZ || undefined);
  let timeZone: string | undefined;
  if (asked !== undefined) {
    const { resolveTimeZone, catalogue } = await import('@marketplace-admin/sdk');
    timeZone = resolveTimeZone(asked);
    if (!timeZone) throw new UsageError(catalogue.tables.unknownTimeZone(asked));
  }
  const columns = (ctx.io.stdout as { columns?: number }).columns || Number(ctx.env.COLUMNS) || 80;
  return {
    list,
    timeZone,
    iso: !ctx.io.stdoutTTY && asked === undefined,
    width: ctx.io.stdoutTTY && !o.wide ? columns : undefined,
  };
}

/** A table's note on stderr: the columns left out to fit the terminal. */
export async function noteLeftOut(ctx: Context, headers: string[]): Promise<void> {
  const { catalogue } = await import('@marketplace-admin/sdk');
  ctx.err(catalogue.tables.columnsLeftOut(headers));
}

/** Prints one record (get, create, update) in the chosen format. */
export async function printRecord(ctx: Context, rec: unknown, o: OutputOptions): Promise<void> {
  const fields = o.fields;
  const format = resolveFormat(ctx, o.format);
  const row = (rec && typeof rec === 'object' ? rec : { value: rec }) as Row;
  if (format === 'table') return writeText(ctx.io.stdout, await renderRecord(row, fields));
  if (format === 'json') {
    const { jsonText } = await import('@marketplace-admin/sdk');
    return writeText(ctx.io.stdout, jsonText(pick(row, fields), 2) + '\n');
  }
  const w = createWriter(format, ctx.io.stdout, { fields, terminal: ctx.io.stdoutTTY });
  await w.write(row);
  await w.end();
}

/** Prints a list that is already in memory (a table of these fields, or of a list's columns). */
export async function printRows(
  ctx: Context,
  rows: readonly unknown[],
  o: OutputOptions,
  columns?: string[] | ListTable,
): Promise<void> {
  const format = resolveFormat(ctx, o.format);
  const list = columns && !Array.isArray(columns) ? (columns as ListTable) : undefined;
  const table =
    format === 'table'
      ? {
          ...(await tableOptionsOf(ctx, o, list)),
          columns: list ? undefined : (columns as string[] | undefined),
        }
      : undefined;
  const leftOut: string[] = [];
  const w = createWriter(format, ctx.io.stdout, {
    fields: o.fields,
    table,
    onLeftOut: (h) => leftOut.push(...h),
    terminal: ctx.io.stdoutTTY,
  });
  for (const r of rows) await w.write(r as Row);
  await w.end();
  if (leftOut.length) await noteLeftOut(ctx, leftOut);
}

/** A mutation's outcome: its message on stdout (or the record as JSON when asked for). */
export async function printResult(
  ctx: Context,
  res: { message: string; data?: unknown },
  o: OutputOptions,
): Promise<void> {
  if (o.format && o.format !== 'table')
    return printRecord(ctx, { message: res.message, data: res.data ?? null }, o);
  say(ctx.io.stdout, res.message);
}
