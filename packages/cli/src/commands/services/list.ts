import type { Command } from 'commander';
import type { Service } from '@marketplace-admin/sdk';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pageOfAll, pagingOf, runList, type ListOptions } from '../../list';
import { printRecord, printRows } from '../../output/index';

export interface ListServicesOptions extends ListOptions {
  /** Draw the whole tree (every page, with sub-services). */
  tree: boolean;
  parentId?: number;
}

async function run(ctx: Context, o: ListServicesOptions): Promise<void> {
  const client = await ctx.client();
  const q = o.query;
  // GET /Services/v1 takes no parent (spec §7), but a service comes with its subServices: --parent
  // reads them from the parent and searches, sorts and pages them here (the SDK's clientPage).
  const children =
    o.parentId === undefined ? undefined : ((await client.services.get(o.parentId)).subServices ?? []);
  if (o.tree) {
    let roots: Service[];
    if (children)
      roots = (await pageOfAll(children, { ...q, page: 1, pageSize: Math.max(1, children.length) })).items;
    else {
      roots = [];
      for await (const s of client.services.iterate({
        searchTerms: q.search,
        sortBy: q.sortBy,
        sortDescending: q.sortDescending,
        pageSize: 100,
      }))
        roots.push(s);
    }
    if (o.format && o.format !== 'table') return printRecord(ctx, roots, o);
    return printRows(ctx, roots, o, { list: 'services', tree: true });
  }
  if (children) return runList(ctx, o, { list: 'services' }, (page) => pageOfAll(children, page));
  await runList(ctx, o, { list: 'services' }, (page) => client.services.list(pagingOf(page)));
}

export function newCmdList(parent: Command, f: Factory, runF: Run<ListServicesOptions> = run): Command {
  const cmd = addListOptions(
    parent
      .command('list')
      .description('root services (or --parent ID sub-services); --tree draws the whole tree')
      .option('--tree', 'draw the tree (every page, with sub-services)')
      .option('--parent <id>', 'sub-services of this service'),
  );
  examples(cmd, [
    'mpa services list',
    'mpa services list --tree',
    'mpa services list --parent 3 --format json',
  ]);
  return act(
    cmd,
    f,
    (_args, flags) => ({
      ...listOptionsOf(flags),
      tree: Boolean(flags.tree),
      parentId: flags.parent !== undefined ? idArg(flags.parent, '--parent') : undefined,
    }),
    runF,
  );
}
