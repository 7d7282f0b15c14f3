import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { addFormOptions, fieldsOf, vendorForm, type VendorFields } from './shared';

export interface CreateOptions extends VendorFields, OutputOptions {}

async function run(ctx: Context, o: CreateOptions): Promise<void> {
  const client = await ctx.client();
  await printResult(ctx, await client.vendorServices.saveVendor(await vendorForm(o)), o);
}

export function newCmdCreate(parent: Command, f: Factory, runF: Run<CreateOptions> = run): Command {
  const cmd = addFormOptions(
    parent.command('create').description('create a vendor with a main service (unit piece, rate 0)'),
  );
  examples(cmd, [
    'mpa vendors create --name "Ravi Kumar" --mobile 9876543210 --gender m --age 34 --service 2 --experience 5',
  ]);
  return act(cmd, f, (_args, flags) => ({ ...fieldsOf(flags), ...outputOptionsOf(flags) }), runF);
}
