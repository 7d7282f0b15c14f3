import { catalogue } from '../catalogue';
import type { Core } from '../core';
import { PAGE_SIZES } from '../rules/constants';
import { trimSearchTerms } from '../rules/common';
import { adDateText, validateFeaturedAdForm } from '../rules/featuredAds';
import type { CallOptions, Page } from '../types/common';
import type { FeaturedAd, FeaturedAdForm, FeaturedAdQuery } from '../types/featuredAds';
import { check, formFields, listCall, mutate, pager, type AutoPaging, type Mutation } from './shared';

const t = catalogue.featuredAds;

/** Featured ads. */
export interface FeaturedAdsApi extends AutoPaging<FeaturedAd, FeaturedAdQuery> {
  /** GET /FeaturedAds/v1 (Page, PageSize, Search; page size 10). */
  list(q?: FeaturedAdQuery, opts?: CallOptions): Promise<Page<FeaturedAd>>;
  /** POST /FeaturedAds/v1 (multipart FeaturedAdId, StartDate, EndDate, Priority, optional Image; never VendorId/Position). */
  create(form: FeaturedAdForm, opts?: CallOptions): Promise<Mutation>;
  /** PUT /FeaturedAds/v1/{id} */
  update(id: number, form: FeaturedAdForm, opts?: CallOptions): Promise<Mutation>;
  /** DELETE /FeaturedAds/v1/{id} (FeaturedAdId in the query). */
  delete(id: number, opts?: CallOptions): Promise<Mutation>;
}

/** The FeaturedAdId a create sends: the ad has no id until the server gives it one. */
const NEW_AD_ID = 0;

/** The multipart fields: VendorId and Position are never sent. */
function featuredAdFields(f: FeaturedAdForm): Record<string, unknown> {
  return formFields({
    FeaturedAdId: f.FeaturedAdId ?? undefined,
    StartDate: adDateText(f.StartDate),
    EndDate: adDateText(f.EndDate),
    Priority: Number(f.Priority),
    Image: f.Image ?? undefined,
  });
}

export function featuredAdsApi(core: Core): FeaturedAdsApi {
  const list = (q: FeaturedAdQuery = {}, opts?: CallOptions) => {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? PAGE_SIZES.featuredAds;
    return listCall<FeaturedAd>(
      core,
      'featuredAds.list',
      { Page: page, PageSize: pageSize, Search: trimSearchTerms(q.search) },
      t.loadFailed,
      opts,
      { page, pageSize },
    );
  };
  return {
    list,
    ...pager(list),
    create: async (form, opts) => {
      check(validateFeaturedAdForm(form), 'featuredAds.create');
      // spec §7: create sends FeaturedAdId too; a new ad has none yet, so 0 (the server assigns the id)
      return mutate(
        core,
        'featuredAds.create',
        featuredAdFields({ ...form, FeaturedAdId: form.FeaturedAdId ?? NEW_AD_ID }),
        t.saveFailed,
        t.added,
        opts,
      );
    },
    update: async (id, form, opts) => {
      check(validateFeaturedAdForm(form), 'featuredAds.update');
      return mutate(
        core,
        'featuredAds.update',
        { ...featuredAdFields({ ...form, FeaturedAdId: form.FeaturedAdId ?? id }), id },
        t.saveFailed,
        t.updated,
        opts,
      );
    },
    delete: (id, opts) =>
      mutate(core, 'featuredAds.delete', { id, FeaturedAdId: id }, t.deleteFailed, t.deleted, opts),
  };
}
