import type { Command } from 'commander';
import type { Service, ServiceForm } from '@marketplace-admin/sdk';
import { boolOpt, idArg } from '../../args';
import { examples, handler } from '../../command';
import type { Context } from '../../context';
import { UsageError } from '../../errors';
import { addListOptions, runList, type ListOpts } from '../../list';
import { addOutputOptions, printRecord, printResult, type OutputOpts } from '../../output/index';
import { writeText } from '../../output/writer';

const COLUMNS = ['id', 'name', 'status', 'isFeatured', 'ord', 'parentId'];

interface FormOpts extends OutputOpts {
  name?: string;
  description?: string;
  parent?: string;
  active?: string;
  featured?: string;
}

function formOptions(cmd: Command): Command {
  return addOutputOptions(
    cmd
      .option('--name <name>', 'service name (required)')
      .option('--description <text>', 'description (at most 1000 characters)')
      .option('--parent <id>', 'parent service id (sub-services nest up to 3 levels)')
      .option('--active <bool>', 'true or false (default true)')
      .option('--featured <bool>', 'true or false (default false)'),
  );
}

function formOf(o: FormOpts, base?: Service): ServiceForm {
  return {
    name: o.name ?? base?.name ?? '',
    description: o.description ?? base?.description ?? '',
    parentId: o.parent !== undefined ? idArg(o.parent, '--parent') : (base?.parentId ?? null),
    isActive: boolOpt(o.active, '--active') ?? (base ? base.status === 'A' : true),
    isFeatured: boolOpt(o.featured, '--featured') ?? base?.isFeatured ?? false,
  };
}

async function printTree(ctx: Context, roots: Service[]): Promise<void> {
  const { serviceStatusLabel } = await import('@marketplace-admin/sdk');
  const walk = async (nodes: Service[], depth: number): Promise<void> => {
    for (const s of nodes) {
      const flags = [serviceStatusLabel(s.status ?? ''), s.isFeatured ? 'featured' : ''].filter(Boolean).join(', ');
      await writeText(ctx.io.stdout, `${'  '.repeat(depth)}${depth ? '└ ' : ''}${s.name} (#${s.id}) [${flags}]\n`);
      await walk(s.subServices ?? [], depth + 1);
    }
  };
  await walk(roots, 0);
}

export function register(program: Command): void {
  const noun = program.command('services').description('services: a tree with sub-services (status A active, I inactive)');
  examples(noun, ['mpa services list --tree', 'mpa services create --name Plumbing']);

  examples(
    addListOptions(
      noun
        .command('list')
        .description('root services (or --parent ID sub-services); --tree draws the whole tree')
        .option('--tree', 'draw the tree (every page, with sub-services)')
        .option('--parent <id>', 'sub-services of this service'),
    ).action(
      handler<[], ListOpts & { tree?: boolean; parent?: string }>(async (ctx, o) => {
        const client = await ctx.client();
        const parentId = o.parent !== undefined ? idArg(o.parent, '--parent') : undefined;
        const fetch = (q: { page: number; pageSize: number; search?: string; sortBy?: string; sortDescending: boolean }) =>
          client.services.list({ page: q.page, pageSize: q.pageSize, searchTerms: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending, parentId });
        if (o.tree) {
          const roots: Service[] = [];
          for await (const s of client.services.iterate({ parentId, searchTerms: o.search?.trim() || undefined, sortBy: o.sort, sortDescending: Boolean(o.desc), pageSize: 100 })) roots.push(s);
          if (o.format && o.format !== 'table') return printRecord(ctx, roots, o);
          return printTree(ctx, roots);
        }
        await runList(ctx, o, COLUMNS, fetch);
      }),
    ),
    ['mpa services list', 'mpa services list --tree', 'mpa services list --parent 3 --format json'],
  );

  examples(
    addOutputOptions(noun.command('get <id>').description('one service with its sub-services')).action(
      handler<[string], OutputOpts>(async (ctx, o, id) => printRecord(ctx, await (await ctx.client()).services.get(idArg(id)), o)),
    ),
    ['mpa services get 3 --format json'],
  );

  examples(
    formOptions(noun.command('create').description('create a service (or a sub-service with --parent)')).action(
      handler<[], FormOpts>(async (ctx, o) => {
        const { catalogue } = await import('@marketplace-admin/sdk');
        if (!o.name && !ctx.interactive) throw new UsageError(catalogue.services.nameRequired);
        if (!o.name) o.name = await (await ctx.prompts()).input({ message: 'Service name' });
        await printResult(ctx, await (await ctx.client()).services.create(formOf(o)), o);
      }),
    ),
    ['mpa services create --name "Deep Cleaning" --description "Whole home" --parent 5 --featured true'],
  );

  examples(
    formOptions(noun.command('update <id>').description('update a service (unset options keep their values)')).action(
      handler<[string], FormOpts>(async (ctx, o, id) => {
        const client = await ctx.client();
        const n = idArg(id);
        await printResult(ctx, await client.services.update(n, formOf(o, await client.services.get(n))), o);
      }),
    ),
    ['mpa services update 3 --name "Pipe fitting" --active false'],
  );

  examples(
    addOutputOptions(noun.command('delete <id>').description('remove a service (blocked while it has sub-services)').option('--yes', 'do not ask for confirmation')).action(
      handler<[string], OutputOpts & { yes?: boolean }>(async (ctx, o, id) => {
        const n = idArg(id);
        const { catalogue } = await import('@marketplace-admin/sdk');
        const client = await ctx.client();
        const s = await client.services.get(n);
        if (s.subServices?.length) throw new UsageError(catalogue.services.removeBlocked);
        if (!(await ctx.confirm(catalogue.services.confirmRemove, o.yes))) return 1;
        await printResult(ctx, await client.services.delete(n), o);
      }),
    ),
    ['mpa services delete 12 --yes'],
  );

  examples(
    addOutputOptions(noun.command('reorder <id:order...>').description('set display orders, e.g. 3:1 4:2')).action(
      handler<[string[]], OutputOpts>(async (ctx, o, pairs) => {
        const items = pairs.map((p) => {
          const [id, order] = p.split(':');
          if (order === undefined) throw new UsageError(`Expected id:order, got '${p}'`);
          return { id: idArg(id), order: idArg(order, 'order') };
        });
        await printResult(ctx, await (await ctx.client()).services.reorder(items), o);
      }),
    ),
    ['mpa services reorder 3:2 4:1'],
  );

  examples(
    addOutputOptions(noun.command('feature <id>').description('mark a service featured (--off to unmark)').option('--off', 'not featured')).action(
      handler<[string], OutputOpts & { off?: boolean }>(async (ctx, o, id) => {
        await printResult(ctx, await (await ctx.client()).services.setFeatured({ serviceId: idArg(id), isFeatured: !o.off }), o);
      }),
    ),
    ['mpa services feature 3', 'mpa services feature 3 --off'],
  );

  examples(
    addOutputOptions(noun.command('status <id> <status>').description('set the status: A (active) or I (inactive)')).action(
      handler<[string, string], OutputOpts>(async (ctx, o, id, status) => {
        const s = status.toUpperCase();
        if (s !== 'A' && s !== 'I') throw new UsageError(`status must be A or I (got '${status}')`);
        await printResult(ctx, await (await ctx.client()).services.updateStatus(idArg(id), s), o);
      }),
    ),
    ['mpa services status 3 I'],
  );
}
