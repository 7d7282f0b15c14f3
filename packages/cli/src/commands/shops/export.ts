import type { Command } from 'commander';
import type { Shop } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addExportOptions, exportOptionsOf, runExport, type ExportOptions } from '../../export';

export type ExportShopsOptions = ExportOptions;

/** Every shop of the search; spec §7 gives the shop list a sort key but no direction (no --desc). */
async function run(ctx: Context, o: ExportShopsOptions): Promise<number> {
  const client = await ctx.client();
  return runExport<Shop>(ctx, o, {
    list: 'shops',
    what: 'shops',
    pages: (p) => client.shops.pages({ searchTerms: o.search, sortBy: o.sort, ...p }),
  });
}

export function newCmdExport(parent: Command, f: Factory, runF: Run<ExportShopsOptions> = run): Command {
  const cmd = addExportOptions(
    parent
      .command('export')
      .description('every shop (of the search) to stdout or a file: csv, json or ndjson'),
    { sort: true },
  );
  examples(cmd, [
    'mpa shops export --output shops.csv --bom',
    'mpa shops export --search bakery --format ndjson',
  ]);
  return act(cmd, f, (_args, flags) => exportOptionsOf(flags), runF);
}
