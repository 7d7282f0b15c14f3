import type { Command } from 'commander';
import type { ReviewStatus } from '@marketplace-admin/sdk';
import { collectIds } from '../../bulk/ids';
import { allPages } from '../../bulk/retry';
import { addBulkOptions, bulkOptionsOf, checkSelection, runBulk, type BulkOpts, type ItemState } from '../../bulk/runner';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { checkRule } from '../../errors';
import { idsIn } from './shared';

/** approve and reject: the same bulk moderation towards a different status. */
export interface DecideOptions extends BulkOpts {
  /** Ids as given on the line (checked when read, with those of --from-file). */
  ids: string[];
  fromFile?: string;
  allPending: boolean;
  note?: string;
}

export type Decision = 'approve' | 'reject';

export async function runDecide(ctx: Context, verb: Decision, o: DecideOptions): Promise<number> {
  const code = verb === 'approve' ? 'A' : 'R';
  const target: ReviewStatus = verb === 'approve' ? 'approved' : 'rejected';
  const { validateModeratorNotes } = await import('@marketplace-admin/sdk');
  checkRule(validateModeratorNotes(o.note));
  const ids = await collectIds(o.ids, o.fromFile, ctx.io.stdin);
  checkSelection(ids, o.allPending);
  const client = await ctx.client();
  return runBulk(
    ctx,
    {
      op: `reviews-${verb}`,
      verb,
      past: target,
      scope: o.allPending ? { all: 'pending' } : { ids: [...ids].sort((a, b) => a - b) },
      params: { note: o.note ?? '' },
      select: async () => {
        if (!o.allPending) return { items: ids.map((id) => ({ id, label: `#${id}` })), skipped: [] };
        const items = [];
        for await (const r of allPages((page, pageSize) => client.reviews.list('pending', { page, pageSize }))) {
          items.push({ id: r.reviewID, label: `#${r.reviewID} ${r.reviewTitle ?? ''}`.trim() });
        }
        return { items, skipped: [] };
      },
      apply: async (item, params) => (await client.reviews.moderate({ reviewId: item.id, status: code, moderatorNotes: String(params.note ?? '') })).message,
      states: async (wanted) => {
        const done = await idsIn(client, target);
        const pending = await idsIn(client, 'pending');
        return new Map(wanted.map((id): [number, ItemState] => [id, done.has(id) ? 'target' : pending.has(id) ? 'pending' : 'other']));
      },
    },
    o,
  );
}

export function newCmdDecide(parent: Command, f: Factory, verb: Decision, runF: Run<DecideOptions>): Command {
  const cmd = parent
    .command(`${verb} [ids...]`)
    .description(`${verb} reviews (moderated status ${verb === 'approve' ? 'A' : 'R'}), by id or every pending one; resumable`)
    .option('--all-pending', 'every pending review (a snapshot taken when the run starts)')
    .option('--from-file <file>', 'ids from a file (- for stdin)')
    .option('--note <text>', 'moderator notes (at most 200 characters)');
  addBulkOptions(cmd);
  examples(cmd, [
    `mpa reviews ${verb} 12 15`,
    `mpa reviews ${verb} --all-pending --note "${verb === 'approve' ? 'Looks fine' : 'Spam'}" --dry-run`,
    `mpa reviews ${verb} --all-pending --resume`,
  ]);
  return act(
    cmd,
    f,
    ([ids], flags) => ({ ids: ids ?? [], fromFile: flags.fromFile, allPending: Boolean(flags.allPending), note: flags.note, ...bulkOptionsOf(flags) }),
    runF,
  );
}
