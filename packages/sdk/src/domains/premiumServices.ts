import { catalogue } from '../catalogue';
import type { Core } from '../core';
import { clientPage } from '../operations/clientPaging';
import { toList, toPage } from '../transport/page';
import { DEFAULT_SORT } from '../rules/constants';
import { premiumServiceBody, validatePremiumServiceForm } from '../rules/premiumServices';
import type { CallOptions, Page, PagingPayload } from '../types/common';
import type { PremiumService, PremiumServiceForm, ServiceFor } from '../types/premiumServices';
import {
  check,
  dataCall,
  mutate,
  pager,
  pagingParams,
  withFallback,
  type AutoPaging,
  type Mutation,
} from './shared';

const t = catalogue.paidServices;

/** Paid (premium) subscriptions of vendors and shops. */
export interface PremiumServicesApi extends AutoPaging<PremiumService, PagingPayload & { for?: ServiceFor }> {
  /**
   * GET /PremiumServices/v1/GetAllwithPremiumServices/{for} (page, pageSize, searchTerms trimmed,
   * sortBy default Id, sortDescending). An array answer is searched, sorted and paged here.
   */
  list(serviceFor: ServiceFor, q?: PagingPayload, opts?: CallOptions): Promise<Page<PremiumService>>;
  /** GET /PremiumServices/v1/{id} */
  get(id: number, opts?: CallOptions): Promise<PremiumService>;
  /** POST /PremiumServices/v1 (amountPaid normalised to >= 0). */
  create(form: PremiumServiceForm, opts?: CallOptions): Promise<Mutation>;
  /** PUT /PremiumServices/v1/{id} */
  update(id: number, form: PremiumServiceForm, opts?: CallOptions): Promise<Mutation>;
  /** DELETE /PremiumServices/v1/{id} */
  delete(id: number, opts?: CallOptions): Promise<Mutation>;
  /** POST /PremiumServices/v1/{id}/toggle-status */
  toggleStatus(id: number, opts?: CallOptions): Promise<Mutation>;
  /** GET /PremiumServices/v1/subscriptions — the plan names. */
  plans(opts?: CallOptions): Promise<string[]>;
}

function sortValue(row: PremiumService, sortBy: string): unknown {
  const key = Object.keys(row).find((k) => k.toLowerCase() === sortBy.toLowerCase());
  return key ? (row as unknown as Record<string, unknown>)[key] : undefined;
}

export function premiumServicesApi(core: Core): PremiumServicesApi {
  const list = async (
    serviceFor: ServiceFor,
    q: PagingPayload = {},
    opts?: CallOptions,
  ): Promise<Page<PremiumService>> => {
    const params = pagingParams(q, { sortBy: DEFAULT_SORT.paidServices });
    const r = await core.call(
      `premiumServices.list`,
      { ...params, for: serviceFor },
      withFallback(opts, t.loadFailed),
    );
    if (Array.isArray(r.data)) {
      return clientPage(r.data as PremiumService[], params, {
        search: (x) => [x.vendorName ?? '', x.shopName ?? '', x.mobile ?? '', x.subscriptionPlan ?? ''],
        sortValue,
      });
    }
    return toPage<PremiumService>(r.data, params, { totalCount: r.totalCount });
  };
  const save = async (
    name: 'premiumServices.create' | 'premiumServices.update',
    form: PremiumServiceForm,
    extra: Record<string, unknown>,
    ok: string,
    opts?: CallOptions,
  ) => {
    check(validatePremiumServiceForm(form), name);
    return mutate(
      core,
      name,
      { ...premiumServiceBody(form, name === 'premiumServices.update' ? 'update' : 'create'), ...extra },
      t.saveFailed,
      ok,
      opts,
    );
  };
  return {
    list,
    ...pager((q: PagingPayload & { for?: ServiceFor }, opts?: CallOptions) => {
      const { for: f = 'vendor', ...rest } = q;
      return list(f, rest, opts);
    }),
    get: (id, opts) =>
      dataCall<PremiumService>(core, 'premiumServices.get', { id }, t.loadDetailsFailed, opts),
    create: (form, opts) => save('premiumServices.create', form, {}, t.created, opts),
    update: (id, form, opts) => save('premiumServices.update', form, { id }, t.updated, opts),
    delete: (id, opts) => mutate(core, 'premiumServices.delete', { id }, t.deleteFailed, t.deleted, opts),
    toggleStatus: (id, opts) =>
      mutate(core, 'premiumServices.toggleStatus', { id }, t.statusFailed, t.statusUpdated, opts),
    plans: async (opts) =>
      toList<unknown>(await dataCall(core, 'premiumServices.plans', {}, t.loadPlansFailed, opts)).map((p) =>
        typeof p === 'string'
          ? p
          : String((p as Record<string, unknown>)?.name ?? (p as Record<string, unknown>)?.planName ?? ''),
      ),
  };
}
