import type { Command } from 'commander';
import type { RedemptionSelection } from '@marketplace-admin/sdk';
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

/** approve and reject: the same bulk run towards a different status. */
export interface DecideOptions extends BulkOpts {
  /** Ids as given on the line (checked when read, with those of --from-file). */
  ids: string[];
  fromFile?: string;
  allPending: boolean;
  /** With --all-pending: only the pending requests this search matches (as `mpa redemptions list --search`). */
  search?: string;
  note?: string;
}

export type Decision = 'approve' | 'reject';

/** Pending -> Approved or Rejected with a note, on the SDK's bulk run (client.redemptions.approveMany / rejectMany). */
export async function runDecide(ctx: Context, verb: Decision, o: DecideOptions): Promise<number> {
  const { checkRule, validateRedemptionForm } = await import('@marketplace-admin/sdk');
  // A resumed run sends the note it started with (from its journal).
  if (!o.resume)
    checkRule(
      validateRedemptionForm({ status: verb === 'approve' ? 'Approved' : 'Rejected', note: o.note ?? '' }),
    );
  const ids = await collectIds(o.ids, o.fromFile, ctx.io.stdin);
  checkSelection(ids, o.allPending);
  if (o.search !== undefined && !o.allPending)
    throw new UsageError('--search selects among --all-pending; give one or the other');
  const client = await ctx.client();
  const selection: RedemptionSelection = o.allPending ? { allPending: true, search: o.search } : { ids };
  return runBulkCommand(
    ctx,
    {
      op: `redemptions-${verb}`,
      verb,
      scope: o.allPending
        ? { all: 'pending', ...(o.search ? { search: o.search } : {}) }
        : { ids: [...ids].sort((a, b) => a - b) },
      start: (run) =>
        (verb === 'approve' ? client.redemptions.approveMany : client.redemptions.rejectMany)(selection, {
          ...run,
          note: o.note,
        }),
    },
    o,
  );
}

export function newCmdDecide(parent: Command, f: Factory, verb: Decision, runF: Run<DecideOptions>): Command {
  const target = verb === 'approve' ? 'Approved' : 'Rejected';
  const cmd = parent
    .command(`${verb} [ids...]`)
    .description(`${verb} redemption requests (Pending -> ${target}) with a note; resumable`)
    .option('--all-pending', 'every Pending request (a snapshot taken when the run starts)')
    .option('--search <text>', 'with --all-pending: only the requests this search matches')
    .option('--from-file <file>', 'ids from a file (- for stdin), separated by spaces, commas or newlines')
    .option('--note <text>', 'the note sent with each request (required)');
  addBulkOptions(cmd);
  examples(cmd, [
    `mpa redemptions ${verb} 42 43 --note "${verb === 'approve' ? 'Paid by UPI' : 'Duplicate request'}"`,
    `mpa redemptions ${verb} --all-pending --note "Monthly payout" --concurrency 8`,
    `mpa redemptions ${verb} --all-pending --search "Ravi" --note "Paid by UPI" --dry-run`,
    `mpa redemptions ${verb} --from-file ids.txt --note "Batch 7" --dry-run`,
    `cut -f1 ids.tsv | mpa redemptions ${verb} --from-file - --note "Batch 8"`,
    `mpa redemptions ${verb} --all-pending --note "Monthly payout" --resume   # after an interruption or failures`,
  ]);
  return act(
    cmd,
    f,
    ([ids], flags) => ({
      ids: ids ?? [],
      fromFile: flags.fromFile,
      allPending: Boolean(flags.allPending),
      search: flags.search?.trim() || undefined,
      note: flags.note,
      ...bulkOptionsOf(flags),
    }),
    runF,
  );
}
