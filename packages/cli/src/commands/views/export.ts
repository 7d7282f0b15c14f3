import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { isWriteError, openOutput, writeError } from '../../output/file';
import { writeText } from '../../output/writer';
import { listNameOf, readSavedViews } from './store';

export interface ExportViewsOptions {
  /** A file (written complete or not at all), or - or nothing for stdout. */
  file?: string;
  /** Only this list's views. */
  list?: string;
}

/** Writes the saved views as a view file: what the panel's 'Import views…' and `mpa views import` read. */
async function run(ctx: Context, o: ExportViewsOptions): Promise<void> {
  const list = o.list === undefined ? undefined : await listNameOf(o.list);
  const views = (await readSavedViews(ctx)).filter((v) => list === undefined || v.list === list);
  const { stringifyViewFile } = await import('@marketplace-admin/sdk');
  const text = stringifyViewFile(views);
  const path = o.file === undefined || o.file === '-' ? undefined : o.file;
  if (path === undefined) {
    await writeText(ctx.io.stdout, text);
    return;
  }
  const out = await openOutput(path);
  try {
    await writeText(out.stream, text);
    await out.commit();
  } catch (e) {
    await out.abort();
    throw isWriteError(e) ? writeError(path, e) : e;
  }
  ctx.err(`Exported ${views.length} view${views.length === 1 ? '' : 's'} to ${path}.`);
}

export function newCmdExport(parent: Command, f: Factory, runF: Run<ExportViewsOptions> = run): Command {
  const cmd = parent
    .command('export [file]')
    .description('write the saved views as a view file (stdout without FILE)')
    .option('--list <name>', "only this list's views");
  examples(cmd, ['mpa views export views.json', 'mpa views export --list vendors > vendor-views.json']);
  return act(cmd, f, ([file], flags) => ({ file: file as string | undefined, list: flags.list }), runF);
}
