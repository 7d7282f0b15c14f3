import type { Command } from 'commander';
import type { VendorServiceRow } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import {
  addExportOptions,
  exportOptionsOf,
  pagingQueryOf,
  runExport,
  type ExportOptions,
} from '../../export';

export type ExportVendorServicesOptions = ExportOptions;

async function run(ctx: Context, o: ExportVendorServicesOptions): Promise<number> {
  const client = await ctx.client();
  return runExport<VendorServiceRow>(ctx, o, {
    list: 'vendor-services',
    what: 'vendor services',
    pages: (p) => client.vendorServices.pages({ ...pagingQueryOf(o), ...p }),
  });
}

export function newCmdExport(
  parent: Command,
  f: Factory,
  runF: Run<ExportVendorServicesOptions> = run,
): Command {
  const cmd = addExportOptions(
    parent
      .command('export')
      .description('every vendor service (of the search) to stdout or a file: csv, json or ndjson'),
  );
  examples(cmd, ['mpa vendor-services export --sort serviceRates --desc > vendor-services.csv']);
  return act(cmd, f, (_args, flags) => exportOptionsOf(flags), runF);
}
