import type { Command } from 'commander';
import type { MpaClient, RedemptionRequest, RedemptionStatus } from '@marketplace-admin/sdk';
import { collectIds } from '../../bulk/ids';
import type { PlannedItem } from '../../bulk/journal';
import { allPages } from '../../bulk/retry';
import { addBulkOptions, checkSelection, runBulk, type BulkOpts, type ItemState } from '../../bulk/runner';
import { examples, handler } from '../../command';
import type { Context } from '../../context';
import { checkRule, UsageError } from '../../errors';
import { addListOptions, runList, type ListOpts } from '../../list';
import { printResult } from '../../output/index';

const COLUMNS = ['redeemRequestId', 'userName', 'requestUserType', 'redeemMethod', 'redeemTokens', 'redeemValue', 'requestDateTime', 'status'];
const STATUS: Record<string, RedemptionStatus> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export function statusOf(v: string | undefined): RedemptionStatus {
  const s = STATUS[(v ?? 'pending').toLowerCase()];
  if (!s) throw new UsageError(`--status must be pending, approved or rejected (got '${v}')`);
  return s;
}

async function idsIn(client: MpaClient, status: RedemptionStatus): Promise<Set<number>> {
  const ids = new Set<number>();
  for await (const r of allPages((page, pageSize) => client.redemptions.list(status, { page, pageSize }))) ids.add(r.redeemRequestId);
  return ids;
}

interface DecideOpts extends BulkOpts {
  allPending?: boolean;
  note?: string;
  fromFile?: string;
}

function decide(program: Command, verb: 'approve' | 'reject'): void {
  const target: RedemptionStatus = verb === 'approve' ? 'Approved' : 'Rejected';
  const cmd = program
    .command(`${verb} [ids...]`)
    .description(`${verb} redemption requests (Pending -> ${target}) with a note; resumable`)
    .option('--all-pending', 'every Pending request (a snapshot taken when the run starts)')
    .option('--from-file <file>', 'ids from a file (- for stdin), separated by spaces, commas or newlines')
    .option('--note <text>', 'the note sent with each request (required)');
  addBulkOptions(cmd).action(
    handler<[string[]], DecideOpts>(async (ctx: Context, o, args) => {
      const { validateRedemptionForm } = await import('@marketplace-admin/sdk');
      if (!o.resume) {
        checkRule(validateRedemptionForm({ status: target, note: o.note ?? '' }));
      }
      const ids = await collectIds(args ?? [], o.fromFile, ctx.io.stdin);
      checkSelection(ids, o.allPending);
      const client = await ctx.client();
      const { redeemBodyFor } = await import('@marketplace-admin/sdk');
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
    }),
  );
  examples(cmd, [
    `mpa redemptions ${verb} 42 43 --note "${verb === 'approve' ? 'Paid by UPI' : 'Duplicate request'}"`,
    `mpa redemptions ${verb} --all-pending --note "Monthly payout" --concurrency 8`,
    `mpa redemptions ${verb} --from-file ids.txt --note "Batch 7" --dry-run`,
    `cut -f1 ids.tsv | mpa redemptions ${verb} --from-file - --note "Batch 8"`,
    `mpa redemptions ${verb} --all-pending --note "Monthly payout" --resume   # after an interruption or failures`,
  ]);
}

export function register(program: Command): void {
  const noun = program.command('redemptions').description('redemption requests (Pending, Approved, Rejected)');
  examples(noun, ['mpa redemptions list', 'mpa redemptions approve --all-pending --note "Paid"']);

  const list = addListOptions(
    noun
      .command('list')
      .description('list requests of one status (default Pending); sort keys: userName, requestUserType, redeemMethod, redeemTokens, redeemRate, redeemValue, requestDateTime')
      .option('--status <status>', 'pending|approved|rejected', 'pending'),
  ).action(
    handler<[], ListOpts & { status?: string }>(async (ctx, o) => {
      const status = statusOf(o.status);
      const client = await ctx.client();
      await runList(ctx, o, COLUMNS, (q) =>
        client.redemptions.list(status, { page: q.page, pageSize: q.pageSize, search: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending }),
      );
    }),
  );
  examples(list, ['mpa redemptions list --status approved --sort redeemValue --desc', 'mpa redemptions list --all --format csv > pending.csv']);

  decide(noun, 'approve');
  decide(noun, 'reject');

  const del = noun
    .command('delete <id>')
    .description('delete a redemption request')
    .option('--yes', 'do not ask for confirmation')
    .option('--format <format>', 'json prints the envelope data')
    .action(
      handler<[string], { yes?: boolean; format?: string }>(async (ctx, o, id) => {
        const [n] = await collectIds([id], undefined, ctx.io.stdin);
        if (!(await ctx.confirm(`Delete redemption request ${n}?`, o.yes))) return 1;
        const client = await ctx.client();
        await printResult(ctx, await client.redemptions.delete(n), o);
      }),
    );
  examples(del, ['mpa redemptions delete 42 --yes']);
}
