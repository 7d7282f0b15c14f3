import { catalogue } from '../catalogue';
import type { Shop, ShopCategory } from '../types/shops';

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';

/** Shop form (§5): every message that applies, in form order. */
export function validateShopForm(f: {
  shopName?: string;
  shopCategory?: string;
  shopAddress?: string;
  shopPhones?: readonly string[];
}): string[] {
  const out: string[] = [];
  if (blank(f.shopName)) out.push(catalogue.shops.nameRequired);
  if (blank(f.shopCategory)) out.push(catalogue.shops.categoryRequired);
  if (blank(f.shopAddress)) out.push(catalogue.shops.addressRequired);
  if (!(f.shopPhones ?? []).some((p) => !blank(p))) out.push(catalogue.shops.phoneRequired);
  return out;
}

/** `shopImages` arrive semicolon-separated; a list is kept as it is. */
export function splitShopImages(v: unknown): string[] {
  if (Array.isArray(v))
    return v
      .map(String)
      .map((s) => s.trim())
      .filter(Boolean);
  if (typeof v !== 'string') return [];
  return v
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `shopCategory` is text, or an object with `category` (or a category name field). */
export function shopCategoryText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const t = o.category ?? o.shopCategoryName ?? o.name;
    return typeof t === 'string' ? t : '';
  }
  return '';
}

const bool = (v: unknown): boolean | undefined =>
  v === undefined || v === null ? undefined : v === true || v === 'true' || v === 1 || v === '1';

/** Normalises a shop record as read from the server. */
export function normalizeShop(raw: unknown): Shop {
  const o = (raw ?? {}) as Record<string, unknown>;
  const phones = o.shopPhones;
  return {
    ...(o as object),
    shopId: Number(o.shopId ?? o.id),
    shopName: String(o.shopName ?? ''),
    shopCategory: shopCategoryText(o.shopCategory),
    shopAddress: o.shopAddress === undefined ? undefined : String(o.shopAddress ?? ''),
    shopPhones: Array.isArray(phones)
      ? phones.map(String)
      : typeof phones === 'string' && phones
        ? phones
            .split(/[;,]/)
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    shopImages: splitShopImages(o.shopImages),
    isActive: bool(o.isActive),
    isVerified: bool(o.isVerified),
  } as Shop;
}

/** Normalises a shop category record (isActive as boolean, ord as number). */
export function normalizeShopCategory(raw: unknown): ShopCategory {
  const o = (raw ?? {}) as Record<string, unknown>;
  return {
    ...(o as object),
    shopCategoryId: Number(o.shopCategoryId ?? o.id),
    shopCategoryName: String(o.shopCategoryName ?? o.name ?? ''),
    shopCategoryIcon: (o.shopCategoryIcon as string | null | undefined) ?? null,
    isActive: bool(o.isActive) ?? false,
    ord: Number(o.ord ?? 0),
  } as ShopCategory;
}
