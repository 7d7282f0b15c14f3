import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addOutputOptions, outputOptionsOf, printRows, type OutputOptions } from '../../output/index';

export interface ServicesOptions extends OutputOptions {
  mobile: string;
}

async function run(ctx: Context, o: ServicesOptions): Promise<void> {
  const page = await (await ctx.client()).vendorServices.byMobile(o.mobile);
  await printRows(ctx, page.items, o, { list: 'vendor-linked-services' });
}

export function newCmdServices(parent: Command, f: Factory, runF: Run<ServicesOptions> = run): Command {
  const cmd = addOutputOptions(
    parent.command('services <mobile>').description("a vendor's linked services (by mobile number)"),
  );
  examples(cmd, ['mpa vendors services 9876543210']);
  return act(cmd, f, ([mobile], flags) => ({ mobile, ...outputOptionsOf(flags) }), runF);
}
