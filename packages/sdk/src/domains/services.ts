import { catalogue } from '../catalogue';
import type { Core } from '../core';
import { isMpaError } from '../errors';
import { PAGE_SIZES } from '../rules/constants';
import type { CallOptions, Page, PagingPayload } from '../types/common';
import type { OrderItem, Service, ServiceForm, ServiceOption, SetFeaturedPayload } from '../types/services';
import { validateServiceForm } from '../rules/services';
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

const t = catalogue.services;

/** Services (a tree with sub-services). */
export interface ServicesApi extends AutoPaging<Service, PagingPayload> {
  /** GET /Services/v1 — one page of root services (or of a parent's sub-services). */
  list(q?: PagingPayload, opts?: CallOptions): Promise<Page<Service>>;
  /** GET /Services/v1/{id} */
  get(id: number, opts?: CallOptions): Promise<Service>;
  /** POST /Services/v1 (multipart; category 'HS'). */
  create(form: ServiceForm, opts?: CallOptions): Promise<Mutation<Service>>;
  /** PUT /Services/v1/{id} (multipart; category 'HS'). */
  update(id: number, form: ServiceForm, opts?: CallOptions): Promise<Mutation<Service>>;
  /** DELETE /Services/v1/{id} */
  delete(id: number, opts?: CallOptions): Promise<Mutation>;
  /** POST /Services/v1/reorder with a list of {id, order}. */
  reorder(items: OrderItem[], opts?: CallOptions): Promise<Mutation>;
  /** GET /Services/v1/root-level-active-only — dropdown items; page size 100 unless given. */
  rootLevelActive(q?: PagingPayload, opts?: CallOptions): Promise<Page<ServiceOption>>;
  /**
   * The names of the services with these ids, read as the panel's vendor list reads them: the root-level active
   * services (one request, the dropdown's page of 100), then GET /Services/v1/{id} once for each id that list does
   * not hold (a sub-service, an inactive one), four at a time. Null for an id the server has no service under (404);
   * an id whose read failed otherwise is not in the map.
   */
  names(ids: Iterable<number | string>, opts?: CallOptions): Promise<Map<string, string | null>>;
  /** PUT /Services/v1/set-featured */
  setFeatured(p: SetFeaturedPayload, opts?: CallOptions): Promise<Mutation>;
  /** PUT /Services/v1/{id}/status with {status} (CONTRACT §5). */
  updateStatus(id: number, status: 'A' | 'I', opts?: CallOptions): Promise<Mutation>;
}

function serviceFormFields(f: ServiceForm): Record<string, unknown> {
  return formFields({
    name: f.name,
    description: f.description ?? '',
    parentId: f.parentId ?? undefined,
    isActive: f.isActive ?? true,
    isFeatured: f.isFeatured ?? false,
    category: 'HS',
    icon: f.icon ?? undefined,
    banner: f.banner ?? undefined,
  });
}

export function servicesApi(core: Core): ServicesApi {
  const list = (q: PagingPayload = {}, opts?: CallOptions) => {
    const params = pagingParams(q, { sortBy: 'name' });
    return listCall<Service>(core, 'services.list', params, t.loadFailed, opts, params);
  };
  const get = (id: number, opts?: CallOptions) =>
    dataCall<Service>(core, 'services.get', { id }, t.loadFailed, opts);
  const rootLevelActive = (q: PagingPayload = {}, opts?: CallOptions) => {
    const params = pagingParams(q, { pageSize: PAGE_SIZES.dropdown, sortBy: 'name' });
    return listCall<ServiceOption>(core, 'services.rootLevelActive', params, t.loadFailed, opts, params);
  };
  const names = async (
    ids: Iterable<number | string>,
    opts?: CallOptions,
  ): Promise<Map<string, string | null>> => {
    const wanted = new Set([...ids].map(String).filter((id) => id !== ''));
    const found = new Map<string, string | null>();
    if (!wanted.size) return found;
    try {
      for (const o of (await rootLevelActive({ page: 1 }, opts)).items)
        if (wanted.has(String(o.id))) found.set(String(o.id), o.name ?? null);
    } catch (e) {
      if (opts?.signal?.aborted) throw e;
      // each id is read on its own below
    }
    const rest = [...wanted].filter((id) => !found.has(id));
    const worker = async (): Promise<void> => {
      for (let id = rest.shift(); id !== undefined; id = rest.shift()) {
        if (!/^\d+$/.test(id)) continue;
        try {
          found.set(id, (await get(Number(id), opts)).name ?? null);
        } catch (e) {
          if (isMpaError(e) && e.status === 404) found.set(id, null);
          else if (opts?.signal?.aborted) throw e;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, rest.length) }, worker));
    return found;
  };
  return {
    list,
    ...pager(list),
    get,
    names,
    create: async (form, opts) => {
      check(validateServiceForm(form), 'services.create');
      return mutate<Service>(
        core,
        'services.create',
        serviceFormFields(form),
        t.createFailed,
        t.created,
        opts,
      );
    },
    update: async (id, form, opts) => {
      check(validateServiceForm(form), 'services.update');
      return mutate<Service>(
        core,
        'services.update',
        { ...serviceFormFields(form), id },
        t.updateFailed,
        t.updated,
        opts,
      );
    },
    delete: (id, opts) => mutate(core, 'services.delete', { id }, t.removeFailed, t.removed, opts),
    reorder: (items, opts) =>
      mutate(
        core,
        'services.reorder',
        { body: items.map(({ id, order }) => ({ id, order })) },
        t.reorderFailed,
        undefined,
        opts,
      ),
    rootLevelActive,
    setFeatured: ({ serviceId, isFeatured }, opts) =>
      mutate(core, 'services.setFeatured', { serviceId, isFeatured }, t.featuredFailed, undefined, opts),
    updateStatus: (id, status, opts) =>
      mutate(core, 'services.updateStatus', { id, status }, t.statusFailed, undefined, opts),
  };
}
