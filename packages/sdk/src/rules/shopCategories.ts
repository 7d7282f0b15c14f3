import { catalogue } from '../catalogue';
import type { OrderItem } from '../types/services';
import type { ShopCategory } from '../types/shops';
import { isImageFile } from './common';

/** Shop category form (§5): name required; icon must be an image. Order is handled by {@link parseCategoryOrder}. */
export function validateShopCategoryForm(f: {
  shopCategoryName?: string;
  icon?: { type?: string; name?: string } | null;
}): string | null {
  if (!f.shopCategoryName || f.shopCategoryName.trim() === '') return catalogue.shopCategories.nameRequired;
  if (f.icon && !isImageFile(f.icon)) return catalogue.shopCategories.imageOnly;
  return null;
}

/**
 * The order input: a number of at least 1. Blank is allowed (null); zero, negative or non-numeric
 * input is ignored (the previous value stays).
 */
export function parseCategoryOrder(input: string, previous: number | null): number | null {
  if (input.trim() === '') return null;
  const n = Number(input);
  if (!Number.isFinite(n) || n < 1) return previous;
  return Math.floor(n);
}

/**
 * Moving a category up or down swaps it with its neighbour; the new 1-based positions of the two
 * swapped categories are what is saved. Null at the ends.
 */
export function swapCategoryOrder(
  rows: readonly ShopCategory[],
  index: number,
  direction: 'up' | 'down',
): { rows: ShopCategory[]; changes: OrderItem[] } | null {
  const j = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= rows.length || j < 0 || j >= rows.length) return null;
  const next = [...rows];
  [next[index], next[j]] = [next[j], next[index]];
  const renumbered = next.map((r, i) => ({ ...r, ord: i + 1 }));
  return {
    rows: renumbered,
    changes: [
      { id: renumbered[j].shopCategoryId, order: j + 1 },
      { id: renumbered[index].shopCategoryId, order: index + 1 },
    ],
  };
}

/** Sort keys the category table offers. */
export function categorySortValue(c: ShopCategory, sortBy: string): unknown {
  switch (sortBy) {
    case 'ord':
    case 'order':
      return c.ord;
    case 'isActive':
    case 'active':
      return c.isActive;
    default:
      return c.shopCategoryName;
  }
}
