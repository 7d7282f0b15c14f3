import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pagingOf, runList, type ListOptions } from '../../list';

export interface ByMobileOptions extends ListOptions {
  mobile: string;
}

async function run(ctx: Context, o: ByMobileOptions): Promise<void> {
  const client = await ctx.client();
  await runList(ctx, o, { list: 'vendor-services' }, (q) =>
    client.vendorServices.byMobile(o.mobile, pagingOf(q)),
  );
}

export function newCmdByMobile(parent: Command, f: Factory, runF: Run<ByMobileOptions> = run): Command {
  const cmd = addListOptions(parent.command('by-mobile <mobile>').description("a vendor's services"), 99999);
  examples(cmd, ['mpa vendor-services by-mobile 9876543210 --format json']);
  return act(cmd, f, ([mobile], flags) => ({ mobile, ...listOptionsOf(flags) }), runF);
}
