import type { Command } from 'commander';
import type { ShopCategory } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import {
  addExportOptions,
  exportOptionsOf,
  pagingQueryOf,
  runExport,
  type ExportOptions,
} from '../../export';

export type ExportCategoriesOptions = ExportOptions;

/** The server sends every category; the SDK's shopCategories.pages searches, sorts and pages them (spec §7), as the list does. */
async function run(ctx: Context, o: ExportCategoriesOptions): Promise<number> {
  const client = await ctx.client();
  const q = pagingQueryOf(o);
  return runExport<ShopCategory>(ctx, o, {
    list: 'shop-categories',
    what: 'shop categories',
    pages: (p) => client.shopCategories.pages({ ...q, ...p }),
  });
}

export function newCmdExport(parent: Command, f: Factory, runF: Run<ExportCategoriesOptions> = run): Command {
  const cmd = addExportOptions(
    parent
      .command('export')
      .description('every shop category (of the search) to stdout or a file; sort keys: name, order, active'),
  );
  examples(cmd, ['mpa shop-categories export --sort order --format json']);
  return act(cmd, f, (_args, flags) => exportOptionsOf(flags), runF);
}
