import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pagingOf, runList, type ListOptions } from '../../list';

export type ListVendorServicesOptions = ListOptions;

async function run(ctx: Context, o: ListVendorServicesOptions): Promise<void> {
  const client = await ctx.client();
  await runList(ctx, o, { list: 'vendor-services' }, (q) => client.vendorServices.list(pagingOf(q)));
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListVendorServicesOptions> = run): Command {
  const cmd = addListOptions(
    parent.command('list').description('list vendor services; sort keys as vendors plus serviceRates'),
  );
  examples(cmd, ['mpa vendor-services list --sort serviceRates --desc']);
  return act(cmd, f, (_args, flags) => listOptionsOf(flags), runF);
}
