import type { Command } from 'commander';
import type { MpaClient, ReviewStatus } from '@marketplace-admin/sdk';
import { idArg } from '../../args';
import { collectIds } from '../../bulk/ids';
import { allPages } from '../../bulk/retry';
import { addBulkOptions, checkSelection, runBulk, type BulkOpts, type ItemState } from '../../bulk/runner';
import { examples, handler } from '../../command';
import { checkRule, UsageError } from '../../errors';
import { addListOptions, runList, type ListOpts } from '../../list';
import { printResult } from '../../output/index';

const COLUMNS = ['reviewID', 'reviewTitle', 'rating', 'createdAt', 'moderatorNotes'];

function statusOf(v: string | undefined): ReviewStatus {
  const s = (v ?? 'pending').toLowerCase();
  if (s !== 'pending' && s !== 'approved' && s !== 'rejected') throw new UsageError(`--status must be pending, approved or rejected (got '${v}')`);
  return s;
}

async function idsIn(client: MpaClient, status: ReviewStatus): Promise<Set<number>> {
  const ids = new Set<number>();
  for await (const r of allPages((page, pageSize) => client.reviews.list(status, { page, pageSize }))) ids.add(r.reviewID);
  return ids;
}

interface DecideOpts extends BulkOpts {
  allPending?: boolean;
  note?: string;
  fromFile?: string;
}

function decide(noun: Command, verb: 'approve' | 'reject'): void {
  const code = verb === 'approve' ? 'A' : 'R';
  const target: ReviewStatus = verb === 'approve' ? 'approved' : 'rejected';
  const cmd = noun
    .command(`${verb} [ids...]`)
    .description(`${verb} reviews (moderated status ${code}), by id or every pending one; resumable`)
    .option('--all-pending', 'every pending review (a snapshot taken when the run starts)')
    .option('--from-file <file>', 'ids from a file (- for stdin)')
    .option('--note <text>', 'moderator notes (at most 200 characters)');
  addBulkOptions(cmd).action(
    handler<[string[]], DecideOpts>(async (ctx, o, args) => {
      const { validateModeratorNotes } = await import('@marketplace-admin/sdk');
      checkRule(validateModeratorNotes(o.note));
      const ids = await collectIds(args ?? [], o.fromFile, ctx.io.stdin);
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
    }),
  );
  examples(cmd, [
    `mpa reviews ${verb} 12 15`,
    `mpa reviews ${verb} --all-pending --note "${verb === 'approve' ? 'Looks fine' : 'Spam'}" --dry-run`,
    `mpa reviews ${verb} --all-pending --resume`,
  ]);
}

export function register(program: Command): void {
  const noun = program.command('reviews').description('review moderation (pending, approved, rejected; flags)');
  examples(noun, ['mpa reviews list', 'mpa reviews approve --all-pending']);

  examples(
    addListOptions(noun.command('list').description('reviews of one tab (default pending)').option('--status <status>', 'pending|approved|rejected', 'pending')).action(
      handler<[], ListOpts & { status?: string }>(async (ctx, o) => {
        const status = statusOf(o.status);
        const client = await ctx.client();
        await runList(ctx, o, COLUMNS, (q) => client.reviews.list(status, { page: q.page, pageSize: q.pageSize, searchTerms: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending }));
      }),
    ),
    ['mpa reviews list --status rejected --all --format ndjson'],
  );

  decide(noun, 'approve');
  decide(noun, 'reject');

  examples(
    noun
      .command('delete <id>')
      .description('delete a review')
      .option('--yes', 'do not ask for confirmation')
      .option('--format <format>', 'json prints the result')
      .action(
        handler<[string], { yes?: boolean; format?: string }>(async (ctx, o, id) => {
          const n = idArg(id);
          const { catalogue } = await import('@marketplace-admin/sdk');
          if (!(await ctx.confirm(catalogue.reviews.confirmDelete, o.yes))) return 1;
          const client = await ctx.client();
          await printResult(ctx, await client.reviews.delete(n), o);
        }),
      ),
    ['mpa reviews delete 12 --yes'],
  );

  examples(
    addListOptions(noun.command('flagged').description('flagged reviews (unresolved only unless --include-resolved)').option('--include-resolved', 'also resolved flags')).action(
      handler<[], ListOpts & { includeResolved?: boolean }>(async (ctx, o) => {
        const client = await ctx.client();
        await runList(ctx, o, ['flagId', 'reviewId', 'reason', 'isResolved'], (q) =>
          client.reviews.flagged({ page: q.page, pageSize: q.pageSize, searchTerms: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending, onlyUnresolved: !o.includeResolved }),
        );
      }),
    ),
    ['mpa reviews flagged', 'mpa reviews flagged --include-resolved --format json'],
  );

  examples(
    noun
      .command('resolve <flagId>')
      .description('resolve a flag')
      .option('--format <format>', 'json prints the result')
      .action(
        handler<[string], { format?: string }>(async (ctx, o, flagId) => {
          const client = await ctx.client();
          await printResult(ctx, await client.reviews.resolveFlag(idArg(flagId, 'flagId')), o);
        }),
      ),
    ['mpa reviews resolve 3'],
  );
}
