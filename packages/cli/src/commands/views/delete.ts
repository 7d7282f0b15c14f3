import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { listNameOf, readSavedViews, viewLabel, writeSavedViews } from './store';

export interface DeleteViewOptions {
  name: string;
  /** The view's list, needed when two lists have a view of this name. */
  list?: string;
}

async function run(ctx: Context, o: DeleteViewOptions): Promise<void> {
  const list = o.list === undefined ? undefined : await listNameOf(o.list);
  const views = await readSavedViews(ctx);
  const wanted = o.name.trim().toLowerCase();
  const found = views.filter(
    (v) => v.name.toLowerCase() === wanted && (list === undefined || v.list === list),
  );
  if (!found.length)
    throw new UsageError(`No saved view '${o.name}'${list ? ` of ${list}` : ''} (mpa views list)`);
  if (found.length > 1)
    throw new UsageError(
      `Views of several lists are named '${o.name}': ${found.map((v) => v.list).join(', ')}. Say which with --list.`,
    );
  await writeSavedViews(
    ctx,
    views.filter((v) => v !== found[0]),
  );
  ctx.err(`Deleted the view ${viewLabel(found[0])}.`);
}

export function newCmdDelete(parent: Command, f: Factory, runF: Run<DeleteViewOptions> = run): Command {
  const cmd = parent
    .command('delete <name>')
    .description('delete a saved view')
    .option('--list <name>', "the view's list, when views of several lists have this name");
  examples(cmd, ['mpa views delete "Without photo"', 'mpa views delete Mine --list shops']);
  return act(cmd, f, ([name], flags) => ({ name: name as string, list: flags.list }), runF);
}
