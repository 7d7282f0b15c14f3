import type { Command } from 'commander';
import type { RedemptionRequest, RedemptionStatus } from '@marketplace-admin/sdk';
import { collectIds } from '../../bulk/ids';
import type { PlannedItem } from '../../bulk/journal';
import { allPages } from '../../bulk/retry';
import { addBulkOptions, bulkOptionsOf, checkSelection, runBulk, type BulkOpts, type ItemState } from '../../bulk/runner';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { checkRule } from '../../errors';
import { idsIn } from './shared';

/** approve and reject: the same bulk run towards a different status. */
export interface DecideOptions extends BulkOpts {
  /** Ids as given on the line (checked when read, with those of --from-file). */
  ids: string[];
  fromFile?: string;
  allPending: boolean;
  note?: string;
}

export type Decision = 'approve' | 'reject';

export async function runDecide(ctx: Context, verb: Decision, o: DecideOptions): Promise<number> {
  const target: RedemptionStatus = verb === 'approve' ? 'Approved' : 'Rejected';
  const { validateRedemptionForm, redeemBodyFor } = await import('@marketplace-admin/sdk');
  if (!o.resume) checkRule(validateRedemptionForm({ status: target, note: o.note ?? '' }));
  const ids = await collectIds(o.ids, o.fromFile, ctx.io.stdin);
  checkSelection(ids, o.allPending);
  const client = await ctx.client();
  return runBulk(
    ctx,
    {
      op: `redemptions-${verb}`,
      verb,
      past: verb === 'approve' ? 'approved' : 'rejected',
      scope: o.allPending ? { all: 'pending' } : { ids: [...ids].sort((a, b) => a - b) },
      params: { note: o.note, status: target },
      select: async () => {
        const wanted = o.allPending ? undefined : new Set(ids);
        const items: PlannedItem[] = [];
        for await (const r of allPages((page, pageSize) => client.redemptions.list('Pending', { page, pageSize }))) {
          if (!wanted || wanted.has(r.redeemRequestId)) items.push({ id: r.redeemRequestId, label: `#${r.redeemRequestId} ${r.userName ?? ''} ${r.redeemValue ?? ''}`.trim(), record: r });
        }
        const found = new Set(items.map((i) => i.id));
        return { items, skipped: ids.filter((id) => !found.has(id)).map((id) => ({ id, reason: 'not Pending (or not found)' })) };
      },
      apply: async (item, params) => {
        const body = redeemBodyFor(item.record as RedemptionRequest, String(params.status), String(params.note));
        return (await client.redemptions.redeem(body)).message;
      },
      states: async (wanted) => {
        const pending = await idsIn(client, 'Pending');
        const out = new Map<number, ItemState>();
        const rest = wanted.filter((id) => !pending.has(id));
        const done = rest.length ? await idsIn(client, target) : new Set<number>();
        for (const id of wanted) out.set(id, pending.has(id) ? 'pending' : done.has(id) ? 'target' : 'other');
        return out;
      },
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
    .option('--from-file <file>', 'ids from a file (- for stdin), separated by spaces, commas or newlines')
    .option('--note <text>', 'the note sent with each request (required)');
  addBulkOptions(cmd);
  examples(cmd, [
    `mpa redemptions ${verb} 42 43 --note "${verb === 'approve' ? 'Paid by UPI' : 'Duplicate request'}"`,
    `mpa redemptions ${verb} --all-pending --note "Monthly payout" --concurrency 8`,
    `mpa redemptions ${verb} --from-file ids.txt --note "Batch 7" --dry-run`,
    `cut -f1 ids.tsv | mpa redemptions ${verb} --from-file - --note "Batch 8"`,
    `mpa redemptions ${verb} --all-pending --note "Monthly payout" --resume   # after an interruption or failures`,
  ]);
  return act(
    cmd,
    f,
    ([ids], flags) => ({ ids: ids ?? [], fromFile: flags.fromFile, allPending: Boolean(flags.allPending), note: flags.note, ...bulkOptionsOf(flags) }),
    runF,
  );
}
