import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { listNameOf, readSavedViews } from './store';

export interface ListViewsOptions {
  /** Only this list's views (a route name or an mpa noun). */
  list?: string;
  format?: 'table' | 'json';
}

/** The saved views: on a terminal their list, name and mpa command; JSON (the view objects) when piped. */
async function run(ctx: Context, o: ListViewsOptions): Promise<void> {
  const list = o.list === undefined ? undefined : await listNameOf(o.list);
  const views = (await readSavedViews(ctx)).filter((v) => list === undefined || v.list === list);
  if (o.format === 'json' || (!o.format && !ctx.io.stdoutTTY)) {
    ctx.out(JSON.stringify(views, null, 2));
    return;
  }
  if (!views.length) {
    ctx.err(list ? `No saved views of ${list}.` : 'No saved views. Import some with mpa views import FILE.');
    return;
  }
  const [{ mpaCommandFor, VIEW_LISTS }, { oneLine }] = await Promise.all([
    import('@marketplace-admin/sdk'),
    import('../../output/visible'),
  ]);
  const rows = views.map((v) => [
    v.list,
    oneLine(v.name) + (v.default ? ' (default)' : ''),
    VIEW_LISTS[v.list].noun ? oneLine(mpaCommandFor(v.list, v.query, { verb: 'list' })) : '(panel only)',
  ]);
  const head = ['LIST', 'NAME', 'COMMAND'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const r of [head, ...rows])
    ctx.out(
      r
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListViewsOptions> = run): Command {
  const cmd = parent
    .command('list')
    .description('the saved views, with the mpa command each stands for')
    .option('--list <name>', "only this list's views (e.g. vendors, redemptions)")
    .option('--format <format>', 'table or json (default: table on a terminal, json when piped)');
  examples(cmd, ['mpa views list', 'mpa views list --list redemptions --format json']);
  return act(
    cmd,
    f,
    (_args, flags) => {
      if (flags.format && flags.format !== 'json' && flags.format !== 'table')
        throw new UsageError('--format must be table or json');
      return { list: flags.list, format: flags.format };
    },
    runF,
  );
}
