import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pagingOf, runList, type ListOptions } from '../../list';

export type ListVendorsOptions = ListOptions;

async function run(ctx: Context, o: ListVendorsOptions): Promise<void> {
  const client = await ctx.client();
  await runList(ctx, o, { list: 'vendors' }, (q) => client.vendors.list(pagingOf(q)));
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListVendorsOptions> = run): Command {
  const cmd = addListOptions(parent.command('list').description('list vendors; sort keys: vendorname, mobileno, service, gender, yearOfBirth, yearOfExperience'));
  examples(cmd, ['mpa vendors list --sort yearOfExperience --desc --page-size 20', 'mpa vendors list --all --format csv > vendors.csv']);
  return act(cmd, f, (_args, flags) => listOptionsOf(flags), runF);
}
