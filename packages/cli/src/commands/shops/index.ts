import type { Command } from 'commander';
import type { Shop, ShopForm } from '@marketplace-admin/sdk';
import { boolOpt, idArg, imageFile } from '../../args';
import { examples, handler } from '../../command';
import { checkRule } from '../../errors';
import { addListOptions, runList, type ListOpts } from '../../list';
import { addOutputOptions, printRecord, printResult, type OutputOpts } from '../../output/index';

const COLUMNS = ['shopId', 'shopName', 'shopCategory', 'shopAddress', 'shopPhones', 'isActive', 'isVerified'];

interface FormOpts extends OutputOpts {
  name?: string;
  category?: string;
  address?: string;
  phone?: string[];
  whatsapp?: string;
  active?: string;
  verified?: string;
  image?: string[];
  keepImages?: boolean;
}

const collect = (v: string, prev: string[] = []): string[] => [...prev, v];

function formOptions(cmd: Command): Command {
  return addOutputOptions(
    cmd
      .option('--name <name>', 'shop name (required)')
      .option('--category <name>', 'shop category (required; a new name may be typed in)')
      .option('--address <text>', 'shop address (required)')
      .option('--phone <phone>', 'phone number (repeat for several; at least one)', collect)
      .option('--whatsapp <phone>', 'WhatsApp number')
      .option('--active <bool>', 'true or false')
      .option('--verified <bool>', 'true or false')
      .option('--image <file>', 'image file to upload (repeatable)', collect),
  );
}

async function shopForm(o: FormOpts, base?: Shop): Promise<ShopForm> {
  const form: ShopForm = {
    shopName: o.name ?? base?.shopName ?? '',
    shopCategory: o.category ?? base?.shopCategory ?? '',
    shopAddress: o.address ?? base?.shopAddress ?? '',
    shopPhones: o.phone ?? base?.shopPhones ?? [],
    shopWhatsappNo: o.whatsapp ?? base?.shopWhatsappNo,
    isActive: boolOpt(o.active, '--active') ?? base?.isActive ?? true,
    isVerified: boolOpt(o.verified, '--verified') ?? base?.isVerified ?? false,
  };
  const { validateShopForm } = await import('@marketplace-admin/sdk');
  checkRule(validateShopForm(form));
  if (o.image?.length) form.shopImages = await Promise.all(o.image.map(imageFile));
  if (base && o.keepImages !== false) form.existingImages = base.shopImages;
  return form;
}

export function register(program: Command): void {
  const noun = program.command('shops').description('shops');
  examples(noun, ['mpa shops list --search bakery', 'mpa shops get 3']);

  examples(
    addListOptions(noun.command('list').description('list shops (sorted by shopName unless --sort)')).action(
      handler<[], ListOpts>(async (ctx, o) => {
        const client = await ctx.client();
        await runList(ctx, o, COLUMNS, (q) => client.shops.list({ page: q.page, pageSize: q.pageSize, searchTerms: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending }));
      }),
    ),
    ['mpa shops list --all --format csv --fields shopId,shopName,shopPhones'],
  );
  examples(
    addOutputOptions(noun.command('get <id>').description('one shop')).action(
      handler<[string], OutputOpts>(async (ctx, o, id) => printRecord(ctx, await (await ctx.client()).shops.get(idArg(id)), o)),
    ),
    ['mpa shops get 3 --format json'],
  );
  examples(
    formOptions(noun.command('create').description('create a shop')).action(
      handler<[], FormOpts>(async (ctx, o) => printResult(ctx, await (await ctx.client()).shops.create(await shopForm(o)), o)),
    ),
    ['mpa shops create --name "Fresh Bakes" --category Bakery --address "12 MG Road" --phone 9876543210 --image front.jpg'],
  );
  examples(
    formOptions(noun.command('update <id>').description('update a shop (unset options keep their values)').option('--no-keep-images', 'drop the existing images')).action(
      handler<[string], FormOpts>(async (ctx, o, id) => {
        const client = await ctx.client();
        const n = idArg(id);
        await printResult(ctx, await client.shops.update(n, await shopForm(o, await client.shops.get(n))), o);
      }),
    ),
    ['mpa shops update 3 --verified true', 'mpa shops update 3 --phone 9876543210 --phone 9123456780'],
  );
  examples(
    addOutputOptions(noun.command('delete <id>').description('delete a shop').option('--yes', 'do not ask for confirmation')).action(
      handler<[string], OutputOpts & { yes?: boolean }>(async (ctx, o, id) => {
        const n = idArg(id);
        const { catalogue } = await import('@marketplace-admin/sdk');
        if (!(await ctx.confirm(catalogue.shops.confirmDelete, o.yes))) return 1;
        await printResult(ctx, await (await ctx.client()).shops.delete(n), o);
      }),
    ),
    ['mpa shops delete 3 --yes'],
  );
}
