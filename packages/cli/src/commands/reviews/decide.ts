import type { Command } from 'commander';
import type { ReviewSelection, ReviewStatus } from '@marketplace-admin/sdk';
import {
  addBulkOptions,
  bulkOptionsOf,
  checkSelection,
  runBulkCommand,
  type BulkOpts,
} from '../../bulk/command';
import { collectIds } from '../../bulk/ids';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { statusOf } from './shared';

/** approve and reject: the same bulk moderation towards a different status. */
export interface DecideOptions extends BulkOpts {
  /** Ids as given on the line (checked when read, with those of --from-file). */
  ids: string[];
  fromFile?: string;
  allPending: boolean;
  note?: string;
  /** The tab the reviews are decided from (default pending); a review found in another list is already processed. */
  from?: ReviewStatus;
}

export type Decision = 'approve' | 'reject';

/** Moderates reviews A or R on the SDK's bulk run (client.reviews.approveMany / rejectMany). */
export async function runDecide(ctx: Context, verb: Decision, o: DecideOptions): Promise<number> {
  const { checkRule, validateModeratorNotes } = await import('@marketplace-admin/sdk');
  checkRule(validateModeratorNotes(o.note));
  const ids = await collectIds(o.ids, o.fromFile, ctx.io.stdin);
  checkSelection(ids, o.allPending);
  const from = o.from ?? 'pending';
  if (from === (verb === 'approve' ? 'approved' : 'rejected'))
    throw new UsageError(`Reviews in the ${from} tab cannot be ${from} again: use --from with another tab`);
  if (o.allPending && from !== 'pending')
    throw new UsageError('--all-pending takes the pending tab: give ids with --from');
  const client = await ctx.client();
  const selection: ReviewSelection = o.allPending ? { allPending: true } : { ids };
  return runBulkCommand(
    ctx,
    {
      op: `reviews-${verb}`,
      verb,
      scope: {
        ...(o.allPending ? { all: 'pending' } : { ids: [...ids].sort((a, b) => a - b) }),
        ...(from !== 'pending' ? { from } : {}),
      },
      start: (run) =>
        (verb === 'approve' ? client.reviews.approveMany : client.reviews.rejectMany)(selection, {
          ...run,
          notes: o.note,
          from,
        }),
    },
    o,
  );
}

export function newCmdDecide(parent: Command, f: Factory, verb: Decision, runF: Run<DecideOptions>): Command {
  const cmd = parent
    .command(`${verb} [ids...]`)
    .description(
      `${verb} reviews (moderated status ${verb === 'approve' ? 'A' : 'R'}), by id or every pending one; resumable`,
    )
    .option('--all-pending', 'every pending review (a snapshot taken when the run starts)')
    .option('--from-file <file>', 'ids from a file (- for stdin)')
    .option('--note <text>', 'moderator notes (at most 200 characters)')
    .option(
      '--from <tab>',
      `the tab the reviews are in: pending (default), ${verb === 'approve' ? 'rejected' : 'approved'}`,
    );
  addBulkOptions(cmd);
  examples(cmd, [
    `mpa reviews ${verb} 12 15`,
    `mpa reviews ${verb} --all-pending --note "${verb === 'approve' ? 'Looks fine' : 'Spam'}" --dry-run`,
    `mpa reviews ${verb} --all-pending --resume`,
    `mpa reviews ${verb} 31 --from ${verb === 'approve' ? 'rejected' : 'approved'}   # spec: rejected reviews can be approved, approved ones rejected`,
  ]);
  return act(
    cmd,
    f,
    ([ids], flags) => ({
      ids: ids ?? [],
      fromFile: flags.fromFile,
      allPending: Boolean(flags.allPending),
      note: flags.note,
      from: flags.from === undefined ? undefined : statusOf(flags.from, '--from'),
      ...bulkOptionsOf(flags),
    }),
    runF,
  );
}
