import type { Command } from 'commander';
import type { Service } from '@marketplace-admin/sdk';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pagingOf, runList, type ListOptions } from '../../list';
import { printRecord } from '../../output/index';
import { oneLine } from '../../output/visible';
import { writeText } from '../../output/writer';
import { COLUMNS } from './shared';

export interface ListServicesOptions extends ListOptions {
  /** Draw the whole tree (every page, with sub-services). */
  tree: boolean;
  parentId?: number;
}

async function printTree(ctx: Context, roots: Service[]): Promise<void> {
  const { serviceStatusLabel } = await import('@marketplace-admin/sdk');
  const walk = async (nodes: Service[], depth: number): Promise<void> => {
    for (const s of nodes) {
      const flags = [serviceStatusLabel(s.status ?? ''), s.isFeatured ? 'featured' : ''].filter(Boolean).join(', ');
      await writeText(ctx.io.stdout, `${'  '.repeat(depth)}${depth ? '└ ' : ''}${oneLine(s.name ?? '')} (#${s.id}) [${flags}]\n`);
      await walk(s.subServices ?? [], depth + 1);
    }
  };
  await walk(roots, 0);
}

export async function run(ctx: Context, o: ListServicesOptions): Promise<void> {
  const client = await ctx.client();
  if (o.tree) {
    const roots: Service[] = [];
    const q = o.query;
    for await (const s of client.services.iterate({ parentId: o.parentId, searchTerms: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending, pageSize: 100 })) roots.push(s);
    if (o.format && o.format !== 'table') return printRecord(ctx, roots, o);
    return printTree(ctx, roots);
  }
  await runList(ctx, o, COLUMNS, (q) => client.services.list({ ...pagingOf(q), parentId: o.parentId }));
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListServicesOptions> = run): Command {
  const cmd = addListOptions(
    parent
      .command('list')
      .description('root services (or --parent ID sub-services); --tree draws the whole tree')
      .option('--tree', 'draw the tree (every page, with sub-services)')
      .option('--parent <id>', 'sub-services of this service'),
  );
  examples(cmd, ['mpa services list', 'mpa services list --tree', 'mpa services list --parent 3 --format json']);
  return act(
    cmd,
    f,
    (_args, flags) => ({ ...listOptionsOf(flags), tree: Boolean(flags.tree), parentId: flags.parent !== undefined ? idArg(flags.parent, '--parent') : undefined }),
    runF,
  );
}
