import type { Command } from 'commander';
import type { Service } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import {
  addExportOptions,
  exportOptionsOf,
  pagingQueryOf,
  runExport,
  type ExportOptions,
} from '../../export';

export type ExportServicesOptions = ExportOptions;

/** The root services of the search (GET /Services/v1, every page), as the Services screen lists them. */
async function run(ctx: Context, o: ExportServicesOptions): Promise<number> {
  const client = await ctx.client();
  const q = pagingQueryOf(o);
  return runExport<Service>(ctx, o, {
    list: 'services',
    what: 'services',
    pages: (p) => client.services.pages({ ...q, ...p }),
  });
}

export function newCmdExport(parent: Command, f: Factory, runF: Run<ExportServicesOptions> = run): Command {
  const cmd = addExportOptions(
    parent
      .command('export')
      .description('every root service (of the search) to stdout or a file; sort keys: ord, name'),
  );
  examples(cmd, ['mpa services export --search plumb --sort ord', 'mpa services export --format json']);
  return act(cmd, f, (_args, flags) => exportOptionsOf(flags), runF);
}
