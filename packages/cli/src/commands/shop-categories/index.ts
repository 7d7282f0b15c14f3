import type { Command } from 'commander';
import type { ShopCategory, ShopCategoryForm } from '@marketplace-admin/sdk';
import { boolOpt, imageFile, numOpt } from '../../args';
import { examples, handler } from '../../command';
import { checkRule, CliError, UsageError } from '../../errors';
import { addListOptions, runList, type ListOpts } from '../../list';
import { addOutputOptions, printResult, type OutputOpts } from '../../output/index';

const COLUMNS = ['ord', 'shopCategoryId', 'shopCategoryName', 'isActive', 'shopCategoryIcon'];

interface FormOpts extends OutputOpts {
  name?: string;
  order?: string;
  active?: string;
  icon?: string;
}

function formOptions(cmd: Command): Command {
  return addOutputOptions(
    cmd
      .option('--name <name>', 'category name (required)')
      .option('--order <n>', 'display order (1 or more)')
      .option('--active <bool>', 'true or false (default true)')
      .option('--icon <file>', 'icon image file'),
  );
}

async function categoryForm(o: FormOpts, base?: ShopCategory): Promise<ShopCategoryForm> {
  const { validateShopCategoryForm } = await import('@marketplace-admin/sdk');
  const ord = numOpt(o.order, '--order', 1);
  const form: ShopCategoryForm = {
    shopCategoryId: base?.shopCategoryId ?? null,
    shopCategoryName: o.name ?? base?.shopCategoryName ?? '',
    isActive: boolOpt(o.active, '--active') ?? base?.isActive ?? true,
    ord: ord !== undefined ? Math.floor(ord) : (base?.ord ?? null),
  };
  if (o.icon) form.icon = await imageFile(o.icon);
  checkRule(validateShopCategoryForm({ shopCategoryName: form.shopCategoryName, icon: form.icon as File | undefined }));
  return form;
}

async function find(all: ShopCategory[], name: string): Promise<{ cat: ShopCategory; index: number; sorted: ShopCategory[] }> {
  const sorted = [...all].sort((a, b) => a.ord - b.ord);
  const index = sorted.findIndex((c) => c.shopCategoryName.toLowerCase() === name.toLowerCase() || String(c.shopCategoryId) === name);
  if (index < 0) throw new CliError(`Shop category '${name}' not found`);
  return { cat: sorted[index], index, sorted };
}

export function register(program: Command): void {
  const noun = program.command('shop-categories').description('shop categories (searched, sorted and paged here: the server sends them all)');
  examples(noun, ['mpa shop-categories list', 'mpa shop-categories reorder Bakery up']);

  examples(
    addListOptions(noun.command('list').description('list categories; sort keys: name, order, active')).action(
      handler<[], ListOpts>(async (ctx, o) => {
        const client = await ctx.client();
        const all = await client.shopCategories.list();
        const { shopCategoryPage } = await import('@marketplace-admin/sdk');
        await runList(ctx, o, COLUMNS, async (q) => shopCategoryPage(all, { page: q.page, pageSize: q.pageSize, searchTerms: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending }));
      }),
    ),
    ['mpa shop-categories list --sort order', 'mpa shop-categories list --all --format json'],
  );
  examples(
    formOptions(noun.command('create').description('create a category')).action(
      handler<[], FormOpts>(async (ctx, o) => printResult(ctx, await (await ctx.client()).shopCategories.create(await categoryForm(o)), o)),
    ),
    ['mpa shop-categories create --name Bakery --order 3 --icon bakery.png'],
  );
  examples(
    formOptions(noun.command('update <name>').description('update a category (by its current name or id)')).action(
      handler<[string], FormOpts>(async (ctx, o, name) => {
        const client = await ctx.client();
        const { cat } = await find(await client.shopCategories.list(), name);
        await printResult(ctx, await client.shopCategories.update(cat.shopCategoryName, await categoryForm(o, cat)), o);
      }),
    ),
    ['mpa shop-categories update Bakery --name "Bakery & Cafe" --active false'],
  );
  examples(
    addOutputOptions(noun.command('delete <name>').description('delete a category').option('--yes', 'do not ask for confirmation')).action(
      handler<[string], OutputOpts & { yes?: boolean }>(async (ctx, o, name) => {
        const { catalogue } = await import('@marketplace-admin/sdk');
        const client = await ctx.client();
        const { cat } = await find(await client.shopCategories.list(), name);
        if (!(await ctx.confirm(catalogue.shopCategories.confirmDelete, o.yes))) return 1;
        await printResult(ctx, await client.shopCategories.delete(cat.shopCategoryName), o);
      }),
    ),
    ['mpa shop-categories delete Bakery --yes'],
  );
  examples(
    addOutputOptions(noun.command('reorder <name> <direction>').description('move a category up or down (swaps order with its neighbour)')).action(
      handler<[string, string], OutputOpts>(async (ctx, o, name, direction) => {
        if (direction !== 'up' && direction !== 'down') throw new UsageError(`direction must be up or down (got '${direction}')`);
        const { swapCategoryOrder } = await import('@marketplace-admin/sdk');
        const client = await ctx.client();
        const { index, sorted } = await find(await client.shopCategories.list(), name);
        const swap = swapCategoryOrder(sorted, index, direction);
        if (!swap) throw new UsageError(`'${sorted[index].shopCategoryName}' is already ${direction === 'up' ? 'first' : 'last'}`);
        await printResult(ctx, await client.shopCategories.reorder(swap.changes), o);
      }),
    ),
    ['mpa shop-categories reorder Bakery up'],
  );
}
