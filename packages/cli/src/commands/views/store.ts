import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { View } from '@marketplace-admin/sdk';
import type { Context } from '../../context';
import { CliError, EXIT, isMpaError, systemErrorText, UsageError } from '../../errors';

// The saved views of this machine: views.json in the config dir, the panel's view file format (the SDK
// reads and checks it), written with the SDK's private file writer (0600, atomic) as config and session are.

export const viewsPath = (ctx: Context): string => join(ctx.configDir, 'views.json');

/** Reads and checks a view file; an error names the file and the field (exit 2). */
export async function readViewFile(path: string, text?: string): Promise<View[]> {
  const { parseViewFile } = await import('@marketplace-admin/sdk');
  let source = text;
  if (source === undefined) {
    try {
      source = readFileSync(path, 'utf8');
    } catch (e) {
      throw new CliError(`${path}: ${systemErrorText(e)}`, EXIT.usage);
    }
  }
  try {
    return parseViewFile(source).views;
  } catch (e) {
    if (isMpaError(e)) throw new UsageError(`${path}: ${e.message}`);
    throw e;
  }
}

/** The saved views (none before the first import). */
export async function readSavedViews(ctx: Context): Promise<View[]> {
  const path = viewsPath(ctx);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new CliError(`${path}: ${systemErrorText(e)}`);
  }
  return readViewFile(path, text);
}

export async function writeSavedViews(ctx: Context, views: readonly View[]): Promise<void> {
  const [{ stringifyViewFile }, { writePrivateFileAtomic }] = await Promise.all([
    import('@marketplace-admin/sdk'),
    import('@marketplace-admin/sdk/node'),
  ]);
  writePrivateFileAtomic(viewsPath(ctx), stringifyViewFile(views));
}

/** A view as people name it: `vendors › Without photo`. */
export const viewLabel = (v: Pick<View, 'list' | 'name'>): string => `${v.list} › ${v.name}`;

/** A --list value: a list's route name or its mpa noun (`paid-services` is `premium-services`). */
export async function listNameOf(value: string): Promise<string> {
  const { VIEW_LISTS, viewListOfNoun } = await import('@marketplace-admin/sdk');
  const list = VIEW_LISTS[value] ? value : viewListOfNoun(value);
  if (!list)
    throw new UsageError(`--list: unknown list '${value}' (one of: ${Object.keys(VIEW_LISTS).join(', ')})`);
  return list;
}
