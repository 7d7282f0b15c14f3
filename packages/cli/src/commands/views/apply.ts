import type { Command } from 'commander';
import type { Context } from '../../context';
import { UsageError } from '../../errors';
import { readSavedViews } from './store';

/** Option values given on the command line or by the environment: they win over a view's. */
const EXPLICIT = new Set(['cli', 'env']);

/**
 * `--view NAME` of a list or export verb: sets the flags the view's query stands for (the SDK's
 * viewFlags, the same flags as its mpa command) where the command line gave none. A direction goes with
 * its sort: `--sort` given keeps the view's `--desc` out. An unknown view, or one of another list, is exit 2.
 */
export async function applyView(ctx: Context, cmd: Command, name: string): Promise<void> {
  const { findView, viewFlags, viewListOfNoun } = await import('@marketplace-admin/sdk');
  const noun = cmd.parent?.name() ?? '';
  const verb = cmd.name() === 'export' ? 'export' : 'list';
  const list = viewListOfNoun(noun);
  if (!list) throw new UsageError(`--view: the ${noun} list has no saved views`);
  const views = await readSavedViews(ctx);
  const view = findView(views, list, name);
  if (!view) {
    const elsewhere = views.filter((v) => v.name.toLowerCase() === name.trim().toLowerCase());
    throw new UsageError(
      elsewhere.length
        ? `--view: '${name}' is a view of ${elsewhere.map((v) => v.list).join(', ')}, not of ${list} (mpa ${noun})`
        : `--view: no saved view '${name}' of ${list} (mpa views list --list ${list})`,
    );
  }
  const explicit = (attr: string): boolean => EXPLICIT.has(cmd.getOptionValueSource(attr) ?? '');
  for (const f of viewFlags(list, view.query, verb)) {
    const option = cmd.options.find((o) => o.long === f.flag);
    if (!option) continue;
    const attr = option.attributeName();
    if (explicit(attr) || (f.flag === '--desc' && explicit('sort'))) continue;
    cmd.setOptionValueWithSource(attr, f.value ?? true, 'config');
  }
}
