import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { outputOptionsOf, printResult, type OutputOptions } from '../../output/index';
import { addFormOptions, fieldsOf, shopForm, type ShopFields } from './shared';

export interface UpdateOptions extends ShopFields, OutputOptions {
  id: number;
  /** false with --no-keep-images: drop the images the shop has. */
  keepImages: boolean;
}

async function run(ctx: Context, o: UpdateOptions): Promise<void> {
  const client = await ctx.client();
  await printResult(
    ctx,
    await client.shops.update(o.id, await shopForm(o, await client.shops.get(o.id), o.keepImages)),
    o,
  );
}

export function newCmdUpdate(parent: Command, f: Factory, runF: Run<UpdateOptions> = run): Command {
  const cmd = addFormOptions(
    parent
      .command('update <id>')
      .description('update a shop (unset options keep their values)')
      .option('--no-keep-images', 'drop the existing images'),
  );
  examples(cmd, [
    'mpa shops update 3 --verified true',
    'mpa shops update 3 --phone 9876543210 --phone 9123456780',
  ]);
  return act(
    cmd,
    f,
    ([id], flags) => ({
      id: idArg(id),
      keepImages: flags.keepImages !== false,
      ...fieldsOf(flags),
      ...outputOptionsOf(flags),
    }),
    runF,
  );
}
