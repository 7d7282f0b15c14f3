import { catalogue } from '../catalogue';
import type { Core } from '../core';
import { PAGE_SIZES } from '../rules/constants';
import type { CallOptions, Page, PagingPayload } from '../types/common';
import type { OrderItem, Service, ServiceForm, ServiceOption, SetFeaturedPayload } from '../types/services';
import { validateServiceForm } from '../rules/services';
import { check, dataCall, formFields, listCall, mutate, pager, pagingParams, type AutoPaging, type Mutation } from './shared';

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
  return {
    list,
    ...pager(list),
    get: (id, opts) => dataCall<Service>(core, 'services.get', { id }, t.loadFailed, opts),
    create: async (form, opts) => {
      check(validateServiceForm(form), 'services.create');
      return mutate<Service>(core, 'services.create', serviceFormFields(form), t.createFailed, t.created, opts);
    },
    update: async (id, form, opts) => {
      check(validateServiceForm(form), 'services.update');
      return mutate<Service>(core, 'services.update', { ...serviceFormFields(form), id }, t.updateFailed, t.updated, opts);
    },
    delete: (id, opts) => mutate(core, 'services.delete', { id }, t.removeFailed, t.removed, opts),
    reorder: (items, opts) => mutate(core, 'services.reorder', { body: items.map(({ id, order }) => ({ id, order })) }, t.reorderFailed, undefined, opts),
    rootLevelActive: (q = {}, opts) => {
      const params = pagingParams(q, { pageSize: PAGE_SIZES.dropdown, sortBy: 'name' });
      return listCall<ServiceOption>(core, 'services.rootLevelActive', params, t.loadFailed, opts, params);
    },
    setFeatured: ({ serviceId, isFeatured }, opts) => mutate(core, 'services.setFeatured', { serviceId, isFeatured }, t.featuredFailed, undefined, opts),
    updateStatus: (id, status, opts) => mutate(core, 'services.updateStatus', { id, status }, t.statusFailed, undefined, opts),
  };
}
