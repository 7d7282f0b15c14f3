import { catalogue } from '../catalogue';
import type { Core } from '../core';
import { isMpaError, MpaError } from '../errors';
import { clientPage } from '../operations/clientPaging';
import { toList } from '../transport/page';
import { categorySortValue, validateShopCategoryForm } from '../rules/shopCategories';
import { normalizeShop, normalizeShopCategory, validateShopForm } from '../rules/shops';
import { DEFAULT_SORT } from '../rules/constants';
import type { CallOptions, Page, PagingPayload } from '../types/common';
import type { OrderItem } from '../types/services';
import type { Shop, ShopCategory, ShopCategoryForm, ShopForm } from '../types/shops';
import {
  check,
  dataCall,
  formFields,
  listCall,
  mutate,
  pager,
  pagingParams,
  type AutoPaging,
  type Mutation,
} from './shared';

const s = catalogue.shops;
const c = catalogue.shopCategories;

/** Shops. Records come back normalised: `shopImages` as a list, `shopCategory` as text. */
/** The shop list's query: spec §7 names page, pageSize, searchTerms and sortBy — no direction. */
export type ShopQuery = Omit<PagingPayload, 'sortDescending'>;

export interface ShopsApi extends AutoPaging<Shop, ShopQuery> {
  /** GET /Shops/v1 (page, pageSize, searchTerms, sortBy=shopName); the spec gives the list no sort direction. */
  list(q?: ShopQuery, opts?: CallOptions): Promise<Page<Shop>>;
  /** GET /Shops/v1/{id} */
  get(id: number, opts?: CallOptions): Promise<Shop>;
  /** POST /Shops/v1 (multipart: shopPhones[i], shopImages files, existingImages). */
  create(form: ShopForm, opts?: CallOptions): Promise<Mutation>;
  /** PUT /Shops/v1/{id} */
  update(id: number, form: ShopForm, opts?: CallOptions): Promise<Mutation>;
  /** DELETE /Shops/v1/{id} */
  delete(id: number, opts?: CallOptions): Promise<Mutation>;
}

/** Shop categories: the server sends all of them; filtering, sorting and paging happen here. */
/**
 * Shop categories. The server sends them all in one answer (spec §7); `pages`, `iterate` and `all`
 * read that list once per walk and page it here (search on the name, sort, `shopCategoryPage`).
 */
export interface ShopCategoriesApi extends AutoPaging<ShopCategory, PagingPayload> {
  /** GET /Shops/v1/all-categories (data.items or data), normalised. */
  list(opts?: CallOptions): Promise<ShopCategory[]>;
  /** Loads all categories and returns one filtered, sorted page (default sort: name, page size 10). */
  listPage(q?: PagingPayload, opts?: CallOptions): Promise<Page<ShopCategory>>;
  /** POST /Shops/v1/category (multipart ShopCategoryName, ShopCategoryId, isActive, ord, ShopCategoryIcon). */
  create(form: ShopCategoryForm, opts?: CallOptions): Promise<Mutation>;
  /** PUT /Shops/v1/category/{categoryname} — `categoryname` is the category's current name; `removeIcon` sends ShopCategoryIcon empty. */
  update(categoryname: string, form: ShopCategoryForm, opts?: CallOptions): Promise<Mutation>;
  /** DELETE /Shops/v1/category/{categoryname} */
  delete(categoryname: string, opts?: CallOptions): Promise<Mutation>;
  /** POST /Shops/v1/category/reorder with the two swapped categories' 1-based {id, order}; answered without success and message: 'reOrderCategory API not implemented'. */
  reorder(items: OrderItem[], opts?: CallOptions): Promise<Mutation>;
}

/** The shop form as flat multipart fields. */
function shopFormFields(f: ShopForm): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    shopCategory: f.shopCategory,
    shopName: f.shopName,
    shopAddress: f.shopAddress,
    isActive: f.isActive ?? true,
    isVerified: f.isVerified ?? false,
    shopWhatsappNo: f.shopWhatsappNo ?? '',
  };
  f.shopPhones.filter((p) => p.trim() !== '').forEach((p, i) => (fields[`shopPhones[${i}]`] = p.trim()));
  if (f.shopImages?.length) fields.shopImages = f.shopImages;
  if (f.existingImages) fields.existingImages = f.existingImages.join(';');
  return formFields(fields);
}

/** One page of categories from the full list (client-side search on the name, sort, page). */
export function shopCategoryPage(all: readonly ShopCategory[], q: PagingPayload = {}): Page<ShopCategory> {
  return clientPage(all, q, {
    search: (r) => [r.shopCategoryName],
    sortValue: categorySortValue,
    defaultSortBy: DEFAULT_SORT.shopCategories,
  });
}

function categoryFields(f: ShopCategoryForm): Record<string, unknown> {
  return formFields({
    ShopCategoryName: f.shopCategoryName.trim(),
    ShopCategoryId: f.shopCategoryId ?? undefined,
    isActive: f.isActive ? 'true' : 'false',
    ord: f.ord ?? undefined,
    // an empty ShopCategoryIcon is "no icon": the saved one is removed (a field left out keeps it)
    ShopCategoryIcon: f.icon ?? (f.removeIcon ? '' : undefined),
  });
}

export function shopsApi(core: Core): ShopsApi {
  const list = async (q: ShopQuery = {}, opts?: CallOptions) => {
    const { sortDescending: _ignored, ...params } = pagingParams(q, { sortBy: DEFAULT_SORT.shops });
    const page = await listCall<unknown>(core, 'shops.list', params, s.loadFailed, opts, params);
    return { ...page, items: page.items.map(normalizeShop) };
  };
  return {
    list,
    ...pager(list),
    get: async (id, opts) => normalizeShop(await dataCall(core, 'shops.get', { id }, s.loadFailed, opts)),
    create: async (form, opts) => {
      check(validateShopForm(form), 'shops.create');
      return mutate(
        core,
        'shops.create',
        { body: toForm(shopFormFields(form)) },
        s.saveFailed,
        undefined,
        opts,
      );
    },
    update: async (id, form, opts) => {
      check(validateShopForm(form), 'shops.update');
      return mutate(
        core,
        'shops.update',
        { id, body: toForm(shopFormFields(form)) },
        s.saveFailed,
        undefined,
        opts,
      );
    },
    delete: (id, opts) => mutate(core, 'shops.delete', { id }, s.deleteFailed, s.deleted, opts),
  };
}

/** Shops are always sent as form data (their endpoint also takes JSON through `call`). */
function toForm(fields: Record<string, unknown>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item instanceof Blob)
        fd.append(k, item, typeof File !== 'undefined' && item instanceof File ? item.name : 'image');
      else fd.append(k, String(item));
    }
  }
  return fd;
}

/**
 * Spec §8: a reorder the server answers (2xx) without success and without a message of its own says
 * 'reOrderCategory API not implemented' (a server that does not reorder); one that fails says 'Failed to reorder'.
 */
function notImplementedWhenUnsuccessful(e: unknown): unknown {
  const answered =
    isMpaError(e) && e.kind === 'http' && e.status !== undefined && e.status >= 200 && e.status < 300;
  if (!answered || e.message !== c.reorderFailed) return e;
  return new MpaError('http', c.reorderNotImplemented, {
    status: e.status,
    code: e.code,
    data: e.data,
    endpoint: e.endpoint,
    cause: e,
  });
}

export function shopCategoriesApi(core: Core): ShopCategoriesApi {
  const list = async (opts?: CallOptions) =>
    toList<unknown>(await dataCall(core, 'shopCategories.list', {}, c.loadFailed, opts)).map(
      normalizeShopCategory,
    );
  /** A pager whose pages come from one read of the whole list (made on its first page). */
  const walk = () => {
    let all: Promise<ShopCategory[]> | undefined;
    return pager<ShopCategory, PagingPayload>(async (q, opts) =>
      shopCategoryPage(await (all ??= list(opts)), q),
    );
  };
  return {
    list,
    listPage: async (q = {}, opts) => shopCategoryPage(await list(opts), q),
    pages: (q, opts) => walk().pages(q, opts),
    iterate: (q, opts) => walk().iterate(q, opts),
    all: (q, opts) => walk().all(q, opts),
    create: async (form, opts) => {
      check(validateShopCategoryForm(form), 'shopCategories.create');
      return mutate(core, 'shopCategories.create', categoryFields(form), c.createFailed, c.created, opts);
    },
    update: async (categoryname, form, opts) => {
      check(validateShopCategoryForm(form), 'shopCategories.update');
      return mutate(
        core,
        'shopCategories.update',
        { ...categoryFields(form), categoryname },
        c.updateFailed,
        c.updated,
        opts,
      );
    },
    delete: (categoryname, opts) =>
      mutate(core, 'shopCategories.delete', { categoryname }, c.deleteFailed, c.deleted, opts),
    reorder: async (items, opts) => {
      try {
        return await mutate(
          core,
          'shopCategories.reorder',
          { body: items.map(({ id, order }) => ({ id, order })) },
          c.reorderFailed,
          c.orderUpdated,
          opts,
        );
      } catch (e) {
        throw notImplementedWhenUnsuccessful(e);
      }
    },
  };
}
