import type { Command } from 'commander';
import type { FeaturedAd } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addExportOptions, exportOptionsOf, runExport, type ExportOptions } from '../../export';

export type ExportAdsOptions = ExportOptions;

/** Every featured ad of the search; spec §7 gives the list a search only (no sort). */
async function run(ctx: Context, o: ExportAdsOptions): Promise<number> {
  const client = await ctx.client();
  return runExport<FeaturedAd>(ctx, o, {
    list: 'featured-ads',
    what: 'featured ads',
    pages: (p) => client.featuredAds.pages({ search: o.search, ...p }),
  });
}

export function newCmdExport(parent: Command, f: Factory, runF: Run<ExportAdsOptions> = run): Command {
  const cmd = addExportOptions(
    parent
      .command('export')
      .description('every featured ad (of the search) to stdout or a file: csv, json or ndjson'),
    {},
  );
  examples(cmd, ['mpa featured-ads export --format json --output ads.json']);
  return act(cmd, f, (_args, flags) => exportOptionsOf(flags), runF);
}
