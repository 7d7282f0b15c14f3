import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { addFormOptions, fieldsOf, vendorForm, withCurrent, type VendorFields } from './shared';

export interface UpdateOptions extends VendorFields, OutputOptions {
  vendorId: number;
  /** The vendor-service row id of the main service (--link-id). */
  linkId?: number;
}

async function run(ctx: Context, o: UpdateOptions): Promise<void> {
  const client = await ctx.client();
  const form = await vendorForm(withCurrent(o, await client.vendors.get(o.vendorId)), {
    vendorid: o.vendorId,
    linkId: o.linkId,
  });
  await printResult(ctx, await client.vendorServices.saveVendor(form), o);
}

export function newCmdUpdate(parent: Command, f: Factory, runF: Run<UpdateOptions> = run): Command {
  const cmd = addFormOptions(
    parent
      .command('update <vendorId>')
      .description('update a vendor (options not given keep their current values)')
      .option('--link-id <id>', 'the vendor-service row id of the main service'),
  );
  examples(cmd, [
    'mpa vendors update 12 --name "Ravi K"',
    'mpa vendors update 12 --experience 9 --address "4 Lake Road"',
  ]);
  return act(
    cmd,
    f,
    ([id], flags) => ({
      vendorId: idArg(id),
      linkId: flags.linkId ? idArg(flags.linkId, '--link-id') : undefined,
      ...fieldsOf(flags),
      ...outputOptionsOf(flags),
    }),
    runF,
  );
}
