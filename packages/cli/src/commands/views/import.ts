import type { Command } from 'commander';
import type { View } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { readSavedViews, readViewFile, viewLabel, viewsPath, writeSavedViews } from './store';

export interface ImportViewsOptions {
  file: string;
  /** Replace saved views of the same list and name without asking. */
  replace: boolean;
}

/**
 * Adds the views of a file (the panel's 'Export views') to the saved ones. A saved view of the same list
 * and name with other content is replaced with --replace, or when the user says so on a terminal; with
 * no terminal it is a usage error listing them, and nothing is saved. A malformed file saves nothing.
 */
async function run(ctx: Context, o: ImportViewsOptions): Promise<void> {
  const imported = await readViewFile(o.file);
  const saved = await readSavedViews(ctx);
  const { mergeViews } = await import('@marketplace-admin/sdk');
  let replace: boolean | ((v: View) => boolean) = o.replace;
  if (!o.replace) {
    const { conflicts } = mergeViews(saved, imported);
    if (conflicts.length && !ctx.interactive)
      throw new UsageError(
        `${conflicts.length === 1 ? 'A saved view has' : `${conflicts.length} saved views have`} the name of an imported one: ${conflicts.map(viewLabel).join(', ')}. Pass --replace to replace ${conflicts.length === 1 ? 'it' : 'them'}; nothing was imported.`,
      );
    if (conflicts.length) {
      const { confirm } = await ctx.prompts();
      const yes = new Set<View>();
      for (const v of conflicts)
        if (await confirm({ message: `Replace the saved view ${viewLabel(v)}?`, default: false })) yes.add(v);
      replace = (v) => yes.has(v);
    }
  }
  const r = mergeViews(saved, imported, { replace });
  if (r.added.length || r.replaced.length) await writeSavedViews(ctx, r.views);
  const parts = [`${r.added.length} added`, `${r.replaced.length} replaced`];
  if (r.unchanged.length) parts.push(`${r.unchanged.length} unchanged`);
  if (r.conflicts.length) parts.push(`${r.conflicts.length} kept as saved`);
  ctx.err(`Imported views from ${o.file} into ${viewsPath(ctx)}: ${parts.join(', ')}.`);
}

export function newCmdImport(parent: Command, f: Factory, runF: Run<ImportViewsOptions> = run): Command {
  const cmd = parent
    .command('import <file>')
    .description("add the views of a view file (the panel's 'Export views') to the saved ones")
    .option('--replace', 'replace saved views of the same list and name without asking');
  examples(cmd, ['mpa views import views.json', 'mpa views import team-views.json --replace']);
  return act(cmd, f, ([file], flags) => ({ file: file as string, replace: Boolean(flags.replace) }), runF);
}
