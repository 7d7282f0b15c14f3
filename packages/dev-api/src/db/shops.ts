import type { Files } from '../files';
import { b, type Row } from './client';
import type { SearchSource } from './search';

export const SHOP_SORT: Record<string, string> = {
  shopname: 'name COLLATE NOCASE',
  name: 'name COLLATE NOCASE',
  shopcategory: 'category COLLATE NOCASE',
  category: 'category COLLATE NOCASE',
  shopaddress: 'address COLLATE NOCASE',
  address: 'address COLLATE NOCASE',
  isactive: 'is_active',
  isverified: 'is_verified',
  createdat: 'created_at',
  shopid: 'id',
  id: 'id',
};
export const SHOP_SEARCH: SearchSource[] = [
  { cols: ['name', 'category', 'address', 'phones', 'whatsapp'], index: 'shops' },
];

export function parseList(text: unknown): string[] {
  try {
    const v = JSON.parse(String(text ?? '[]')) as unknown;
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}

/** Shop: exactly spec §3 "Shop" (phones as a list, images semicolon-joined). */
export function mapShop(files: Files, r: Row): Record<string, unknown> {
  const images = parseList(r.images).map((x) => files.url(x)!);
  return {
    shopId: Number(r.id),
    shopName: r.name,
    shopCategory: r.category,
    shopAddress: r.address,
    shopPhones: parseList(r.phones),
    shopWhatsappNo: r.whatsapp ?? null,
    shopImages: images.join(';'),
    isActive: b(r.is_active),
    isVerified: b(r.is_verified),
  };
}

export function mapCategory(files: Files, r: Row): Record<string, unknown> {
  return {
    shopCategoryId: Number(r.id),
    shopCategoryName: r.name,
    shopCategoryIcon: files.url(r.icon_path as string | null),
    isActive: b(r.is_active),
    ord: Number(r.ord),
  };
}
