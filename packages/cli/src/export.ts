import { Option, type Command } from 'commander';
import type {
  ExportFormat,
  ExportList,
  IterateOptions,
  MpaClient,
  Page,
  PagingPayload,
} from '@marketplace-admin/sdk';
import { act, examples, type Run } from './cmdutil';
import type { Context, Factory } from './context';
import { EXIT, UsageError } from './errors';
import { positiveInt, VIEW_OPTION_HELP } from './list';
import { isWriteError, openOutput, writeError } from './output/file';
import { parseFields } from './output/values';
import { writeText } from './output/writer';
import { Progress } from './progress';

// The one export runner behind every `mpa <noun> export`: the SDK's exportList (its paging iterator
// and encoders) with the list's exportColumns — the same columns, headers and encoding as the panel's
// Export menu — written to stdout or, complete or not at all, to --output (output/file.ts).

const EXPORT_FORMATS = ['csv', 'json', 'ndjson'] as const;
const HEADERS = ['labels', 'keys'] as const;

export interface ExportOptions {
  format: ExportFormat;
  /** A file (written atomically), or - or nothing for stdout. */
  output?: string;
  /** Rows per request (a server with a lower cap is followed). */
  pageSize: number;
  /** Only these columns, in this order (default: the list's export columns). */
  fields?: string[];
  /** CSV: start with a UTF-8 byte order mark, as the panel's CSV download does. */
  bom?: boolean;
  /** CSV headers: the panel's column labels (default) or the API's field names (--headers keys). Undefined: not given. */
  headers?: (typeof HEADERS)[number];
  search?: string;
  sort?: string;
  desc?: boolean;
}

/** Which of the list flags a noun's list takes (spec §7: shops send no direction, featured ads no sort). */
interface ExportFlags {
  sort?: boolean;
  desc?: boolean;
}

function addExportOptions(cmd: Command, flags: ExportFlags = { sort: true, desc: true }): Command {
  cmd
    .addOption(new Option('--format <format>', 'file format').choices(EXPORT_FORMATS).default('csv'))
    .option('--output <file>', 'file to write, complete or not at all (default, or -: stdout)')
    .option('--search <text>', 'only the rows this search matches (as the list)');
  if (flags.sort) cmd.option('--sort <key>', 'sort key (as the list)');
  if (flags.desc) cmd.option('--desc', 'sort descending');
  return cmd
    .option('--view <name>', VIEW_OPTION_HELP)
    .option(
      '--bom',
      "CSV: start with a UTF-8 byte order mark (as the panel's download), for spreadsheet programs",
    )
    .addOption(
      new Option(
        '--headers <kind>',
        "CSV headers: the panel's column labels, or the API's field names for scripts (default: labels)",
      ).choices(HEADERS),
    )
    .option('--page-size <n>', 'rows per request', '1000')
    .option('--fields <list>', 'comma-separated columns (default: the export columns, as in the panel)');
}

function exportOptionsOf(flags: Record<string, any>): ExportOptions {
  return {
    format: flags.format,
    output: flags.output,
    pageSize: positiveInt(flags.pageSize, '--page-size', 1000),
    fields: parseFields(flags.fields),
    bom: flags.bom,
    headers: flags.headers,
    search: flags.search?.trim() || undefined,
    sort: flags.sort,
    desc: flags.desc,
  };
}

/** The list query of the export flags, as the SDK's paged lists take it. */
export function pagingQueryOf(o: ExportOptions): PagingPayload {
  return { searchTerms: o.search, sortBy: o.sort, sortDescending: o.desc };
}

/** What one noun exports. */
interface ExportSpec<T> {
  list: ExportList;
  /** The rows' name in the summary, e.g. 'referral codes'. */
  what: string;
  /** Every page of the list for the query (the SDK's paging iterator: `client.vendors.pages(q)`). */
  pages(o: IterateOptions): AsyncIterable<Page<T>>;
  /** Rows to keep (filters the server does not offer); default every row. */
  keep?(row: T): boolean;
}

/**
 * Streams every row of the list to stdout or a file, page by page: one page is in memory at a time
 * (the next one is on its way while this one is written) and writes wait for the output to drain.
 * Progress and the summary go to stderr. A file is opened before the first page is read, written
 * under a temporary name and renamed when complete; a failed write is one line, exit 1, no partial file.
 */
async function runExport<T>(ctx: Context, o: ExportOptions, spec: ExportSpec<T>): Promise<number> {
  if (!(EXPORT_FORMATS as readonly string[]).includes(o.format))
    throw new UsageError(`--format must be one of ${EXPORT_FORMATS.join(', ')} (got '${o.format}')`);
  if (o.headers === 'labels' && o.format !== 'csv')
    throw new UsageError(
      `--headers labels is for CSV: ${o.format.toUpperCase()} keys are always the API's field names`,
    );
  const { exportList, exportColumns } = await import('@marketplace-admin/sdk');
  const path = o.output === undefined || o.output === '-' ? undefined : o.output;
  const file = path === undefined ? undefined : await openOutput(path);
  const sink = file?.stream ?? ctx.io.stdout;
  const progress = new Progress(ctx.io.stderr, ctx.io.stderrTTY, 'Exporting');
  let read = 0;
  let written = 0;
  const keep = spec.keep;
  const pages = async function* (q: IterateOptions): AsyncGenerator<Page<T>> {
    for await (const p of spec.pages(q)) {
      const items = keep ? p.items.filter(keep) : p.items;
      written += items.length;
      yield items === p.items ? p : { ...p, items };
    }
  };
  try {
    const chunks = exportList<T, unknown>(
      { pages },
      {
        format: o.format,
        // an unknown --fields name reads that field of the row
        columns: exportColumns(spec.list, { fields: o.fields, headers: o.headers ?? 'labels' }),
        bom: Boolean(o.bom),
        // Read on a terminal, not stored: the data's control characters are shown, never run.
        terminal: file === undefined && ctx.io.stdoutTTY,
        pageSize: o.pageSize,
        onProgress: (p) => {
          read = p.done;
          progress.update(p.done, p.total);
        },
      },
    );
    for await (const chunk of chunks) await writeText(sink, chunk);
    await file?.commit();
  } catch (e) {
    progress.finish();
    await file?.abort();
    throw isWriteError(e) ? writeError(path ?? 'stdout', e) : e;
  }
  progress.finish();
  ctx.err(`Exported ${written} of ${read} ${spec.what}${path === undefined ? '' : ` to ${path}`}.`);
  return EXIT.ok;
}

/** One noun's `export` verb: what sets it apart; the flags, the run and the summary are the same for all. */
export interface ExportVerb<T, Own extends object> {
  list: ExportList;
  description: string;
  examples: string[];
  /** The list flags the noun's list takes (default --sort and --desc). */
  listFlags?: ExportFlags;
  /** The noun's own flags (a tab, a filter), shown before the shared ones. */
  flags?(cmd: Command): Command;
  /** The noun's own options, read from its flags (a bad value is a usage error). */
  ownOptions?(flags: Record<string, any>): Own;
  /** The rows' name in the summary, e.g. 'referral codes' or, of the options, 'approved reviews'. */
  what: string | ((o: ExportOptions & Own) => string);
  /** Every page of the list for the options' query, e.g. `client.vendors.pages({ ...pagingQueryOf(o), ...p })`. */
  pages(client: MpaClient, o: ExportOptions & Own, p: IterateOptions): AsyncIterable<Page<T>>;
  /** Rows to keep (filters the server does not offer); default every row. */
  keep?(o: ExportOptions & Own): ((row: T) => boolean) | undefined;
}

/** The builder of a noun's `mpa <noun> export` (its run can be swapped out, as every builder's). */
export function pagedExport<T, Own extends object = object>(verb: ExportVerb<T, Own>) {
  type O = ExportOptions & Own;
  const run = async (ctx: Context, o: O): Promise<number> => {
    const client = await ctx.client();
    return runExport<T>(ctx, o, {
      list: verb.list,
      what: typeof verb.what === 'string' ? verb.what : verb.what(o),
      pages: (p) => verb.pages(client, o, p),
      keep: verb.keep?.(o),
    });
  };
  return function newCmdExport(parent: Command, f: Factory, runF: Run<O> = run): Command {
    const cmd = parent.command('export').description(verb.description);
    addExportOptions(verb.flags?.(cmd) ?? cmd, verb.listFlags);
    examples(cmd, verb.examples);
    const optionsOf = (flags: Record<string, any>): O => ({
      ...exportOptionsOf(flags),
      ...(verb.ownOptions?.(flags) as Own),
    });
    return act(cmd, f, (_args, flags) => optionsOf(flags), runF);
  };
}
