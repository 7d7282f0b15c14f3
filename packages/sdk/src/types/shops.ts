/** A shop as the SDK returns it: `shopImages` split into a list, `shopCategory` as text. */
export interface Shop {
  shopId: number;
  shopName: string;
  shopCategory: string;
  shopAddress?: string;
  shopPhones: string[];
  shopWhatsappNo?: string | null;
  shopImages: string[];
  isActive?: boolean;
  isVerified?: boolean;
}

/** Shop create/update form (multipart: shopPhones[i], shopImages files, existingImages). */
export interface ShopForm {
  shopName: string;
  /** A category name; a custom one may be typed in. */
  shopCategory: string;
  shopAddress: string;
  shopPhones: string[];
  shopWhatsappNo?: string;
  isActive?: boolean;
  isVerified?: boolean;
  /** New image files. */
  shopImages?: Blob[];
  /** URLs of images to keep. */
  existingImages?: string[];
}

/** Shop category (spec §3). */
export interface ShopCategory {
  shopCategoryId: number;
  shopCategoryName: string;
  shopCategoryIcon?: string | null;
  isActive: boolean;
  ord: number;
}

/** Category create/update form (multipart ShopCategoryName, ShopCategoryId, isActive, ord, ShopCategoryIcon). */
export interface ShopCategoryForm {
  shopCategoryId?: number | null;
  shopCategoryName: string;
  isActive: boolean;
  /** Blank allowed; >= 1 when given. */
  ord?: number | null;
  icon?: Blob | null;
  /** Remove the saved icon (an update with no new icon): sent as an empty ShopCategoryIcon. */
  removeIcon?: boolean;
}

/** A shop as the server sends it (spec §3): `shopImages` `;`-joined on read, `shopCategory` text or `{ category }`. */
export interface ShopRecord extends Omit<Shop, 'shopCategory' | 'shopImages'> {
  shopCategory: string | { category: string; [key: string]: unknown };
  shopImages: string | string[];
}
