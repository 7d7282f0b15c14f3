import type { Command } from 'commander';
import type { Vendor } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import {
  addExportOptions,
  exportOptionsOf,
  pagingQueryOf,
  runExport,
  type ExportOptions,
} from '../../export';

export type ExportVendorsOptions = ExportOptions;

async function run(ctx: Context, o: ExportVendorsOptions): Promise<number> {
  const client = await ctx.client();
  return runExport<Vendor>(ctx, o, {
    list: 'vendors',
    what: 'vendors',
    pages: (p) => client.vendors.pages({ ...pagingQueryOf(o), ...p }),
  });
}

export function newCmdExport(parent: Command, f: Factory, runF: Run<ExportVendorsOptions> = run): Command {
  const cmd = addExportOptions(
    parent
      .command('export')
      .description('every vendor (of the search) to stdout or a file: csv, json or ndjson'),
  );
  examples(cmd, [
    'mpa vendors export > vendors.csv',
    'mpa vendors export --search ravi --sort yearOfExperience --desc --format json --output vendors.json',
  ]);
  return act(cmd, f, (_args, flags) => exportOptionsOf(flags), runF);
}
