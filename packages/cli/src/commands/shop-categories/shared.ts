import type { Command } from 'commander';
import type { ShopCategory, ShopCategoryForm } from '@marketplace-admin/sdk';
import { boolOpt, imageFile, numOpt } from '../../args';
import { CliError } from '../../errors';
import { addOutputOptions } from '../../output/index';

/** The form flags of create and update, checked; unset ones keep the current value on update. */
export interface CategoryFields {
  name?: string;
  order?: number;
  active?: boolean;
  /** Icon image file. */
  icon?: string;
}

export function addFormOptions(cmd: Command): Command {
  return addOutputOptions(
    cmd
      .option('--name <name>', 'category name (required)')
      .option('--order <n>', 'display order (1 or more)')
      .option('--active <bool>', 'true or false (default true)')
      .option('--icon <file>', 'icon image file'),
  );
}

export function fieldsOf(flags: Record<string, any>): CategoryFields {
  const ord = numOpt(flags.order, '--order', 1);
  return {
    name: flags.name,
    order: ord === undefined ? undefined : Math.floor(ord),
    active: boolOpt(flags.active, '--active'),
    icon: flags.icon,
  };
}

export async function categoryForm(o: CategoryFields, base?: ShopCategory): Promise<ShopCategoryForm> {
  const { checkRule, validateShopCategoryForm } = await import('@marketplace-admin/sdk');
  const form: ShopCategoryForm = {
    shopCategoryId: base?.shopCategoryId ?? null,
    shopCategoryName: o.name ?? base?.shopCategoryName ?? '',
    isActive: o.active ?? base?.isActive ?? true,
    ord: o.order ?? base?.ord ?? null,
  };
  if (o.icon) form.icon = await imageFile(o.icon);
  checkRule(
    validateShopCategoryForm({
      shopCategoryName: form.shopCategoryName,
      icon: form.icon as File | undefined,
    }),
  );
  return form;
}

/** A category by its name (any case) or id, with its place in display order. */
export function findCategory(
  all: ShopCategory[],
  name: string,
): { cat: ShopCategory; index: number; sorted: ShopCategory[] } {
  const sorted = [...all].sort((a, b) => a.ord - b.ord);
  const index = sorted.findIndex(
    (c) => c.shopCategoryName.toLowerCase() === name.toLowerCase() || String(c.shopCategoryId) === name,
  );
  if (index < 0) throw new CliError(`Shop category '${name}' not found`);
  return { cat: sorted[index], index, sorted };
}
