import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pagingOf, runList, type ListOptions } from '../../list';

export interface FlaggedOptions extends ListOptions {
  includeResolved: boolean;
}

async function run(ctx: Context, o: FlaggedOptions): Promise<void> {
  const client = await ctx.client();
  await runList(ctx, o, { list: 'review-flags' }, (q) =>
    client.reviews.flagged({ ...pagingOf(q), onlyUnresolved: !o.includeResolved }),
  );
}

export function newCmdFlagged(parent: Command, f: Factory, runF: Run<FlaggedOptions> = run): Command {
  const cmd = addListOptions(
    parent
      .command('flagged')
      .description('flagged reviews (unresolved only unless --include-resolved)')
      .option('--include-resolved', 'also resolved flags'),
  );
  examples(cmd, ['mpa reviews flagged', 'mpa reviews flagged --include-resolved --format json']);
  return act(
    cmd,
    f,
    (_args, flags) => ({ ...listOptionsOf(flags), includeResolved: Boolean(flags.includeResolved) }),
    runF,
  );
}
