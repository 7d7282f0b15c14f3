import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { CliError } from '../../errors';
import { outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { adForm, addFormOptions, fieldsOf, type AdFields } from './shared';

export interface UpdateOptions extends AdFields, OutputOptions {
  id: number;
}

/** There is no get-one call for ads: the ad is found in the list, then sent back with the changes. */
async function run(ctx: Context, o: UpdateOptions): Promise<void> {
  const client = await ctx.client();
  let base;
  for await (const ad of client.featuredAds.iterate({ pageSize: 100 }))
    if (ad.FeaturedAdId === o.id) base = ad;
  if (!base) throw new CliError(`Featured ad ${o.id} not found`);
  await printResult(ctx, await client.featuredAds.update(o.id, await adForm(o, base)), o);
}

export function newCmdUpdate(parent: Command, f: Factory, runF: Run<UpdateOptions> = run): Command {
  const cmd = addFormOptions(
    parent.command('update <id>').description('edit a featured ad (unset options keep their values)'),
  );
  examples(cmd, ['mpa featured-ads update 4 --priority 1']);
  return act(
    cmd,
    f,
    ([id], flags) => ({ id: idArg(id), ...fieldsOf(flags), ...outputOptionsOf(flags) }),
    runF,
  );
}
